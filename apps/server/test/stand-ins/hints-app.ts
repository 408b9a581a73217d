import { randomUUID } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { problems } from '../../src/db/schema-judging.ts';
import { users } from '../../src/db/schema.ts';
import { hintRoutes } from '../../src/features/hints/routes.ts';
import type { HintSettings } from '../../src/features/hints/hint-settings.ts';
import { recordHelpUsed } from '../../src/features/scores/record-help-used.ts';
import { registerErrorHandler } from '../../src/lib/error-handler.ts';
import { randomJwtSecret } from '../../src/lib/jwt-secret.ts';
import { createSignedInUsers } from '../../src/lib/signed-in-users.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import '../../src/lib/fastify-types.ts';
import { migratedDatabaseImage } from '../../src/db/memory-image.ts';

export interface HintTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** A new learner and the authorization header of their login token. */
  signUp(): Promise<{ userId: string; headers: { authorization: string } }>;
  addProblem(hints: string[]): Promise<string>;
  close(): Promise<void>;
}

/** The hint routes with the score feature's real penalty, on an in-memory database. */
export async function createHintTestApp(settings: HintSettings): Promise<HintTestApp> {
  const database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
  await database.migrate();
  const tokens = createTokenService(randomJwtSecret());
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorate('db', database.db);
  app.decorate('tokens', tokens);
  app.decorate('signedInUsers', createSignedInUsers(database.db));
  app.decorateRequest('currentUser', null);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(hintRoutes, {
    prefix: '/api/ai',
    settings,
    recordHintUsed: (db, userId, problemSlug) => recordHelpUsed(db, userId, problemSlug, 'hint'),
  });
  await app.ready();

  return {
    app,
    database,
    async signUp() {
      const [user] = await database.db
        .insert(users)
        .values({ email: `learner-${randomUUID().slice(0, 8)}@example.com`, firstname: 'Lin', lastname: 'Learner', passwordHash: 'x' })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return { userId: user.id, headers: { authorization: `Bearer ${await tokens.sign(user)}` } };
    },
    async addProblem(hints) {
      const slug = `two-sum-${randomUUID().slice(0, 8)}`;
      await database.db.insert(problems).values({
        slug,
        title: 'Two Sum',
        difficulty: 'Easy',
        category: 'Hash Table',
        tags: [],
        statement: { description: 'Find two numbers that add up to the target.', input: 'n, the numbers, the target', output: 'two indices', constraints: '2 <= n <= 10^4', followUp: '' },
        examples: [],
        templates: {},
        hints,
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        testCount: 1,
        contentHash: 'test',
      });
      return slug;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
