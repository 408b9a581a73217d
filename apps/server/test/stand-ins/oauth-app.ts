import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { registerErrorHandler } from '../../src/lib/error-handler.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { createSignedInUsers } from '../../src/lib/signed-in-users.ts';
import { createTokenService, type TokenService } from '../../src/lib/tokens.ts';
import { oauthRoutes, type OAuthRouteOptions } from '../../src/features/oauth/routes.ts';
import '../../src/lib/fastify-types.ts';
import { migratedDatabaseImage } from '../../src/db/memory-image.ts';

export interface OAuthTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  tokens: TokenService;
  close(): Promise<void>;
}

/** The OAuth routes alone on an in-memory database, answering with the login token and the stored row's fields. */
export async function createOAuthTestApp(providers: Pick<OAuthRouteOptions, 'google' | 'github'>): Promise<OAuthTestApp> {
  const database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const tokens = createTokenService(randomJwtSecret());
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorate('db', database.db);
  app.decorate('signedInUsers', createSignedInUsers(database.db));
  await app.register(fastifyRateLimit, { global: false });
  await app.register(oauthRoutes, {
    prefix: '/api/auth',
    ...providers,
    rateLimit: { max: 1000, timeWindow: 60_000 },
    toAuthAnswer: async (user) => ({
      token: await tokens.sign(user),
      user: {
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        picture: user.picture,
        isOAuthUser: user.authMethod !== 'email',
        authMethod: user.authMethod,
        canEditEmail: user.authMethod === 'email',
      },
    }),
  });
  await app.ready();
  return {
    app,
    database,
    tokens,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
