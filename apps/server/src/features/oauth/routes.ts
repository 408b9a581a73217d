import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthAnswer, AuthProvidersAnswer, GithubCallbackBody, GoogleSignInBody } from '@codepath/contract/auth';
import { ErrorBody } from '@codepath/contract/errors';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GithubCodeExchanger } from './exchange-github-code.ts';
import { signInWithProvider } from './sign-in-with-provider.ts';
import { GOOGLE_FAILED_MESSAGE, type GoogleCredentialVerifier } from './verify-google-credential.ts';

export interface OAuthRouteOptions {
  google: { clientId: string; verifyCredential: GoogleCredentialVerifier } | null;
  github: { clientId: string; authorizeUrl: string; exchangeCode: GithubCodeExchanger } | null;
  /** The same answer as e-mail sign-in (user view and login token), built by the auth feature. */
  toAuthAnswer(user: UserRow): Promise<AuthAnswer>;
  rateLimit: RateLimitOptions;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };

const notConfigured = (provider: string) =>
  new AppError('PROVIDER_NOT_CONFIGURED', `${provider} sign-in is not configured on this server`);

/**
 * GET /providers, POST /google and POST /github/callback. The browser sends only what
 * the provider gave it to pass on (Google's ID token, GitHub's code); the profile is
 * read from the provider by the server. Profile fields in the Google body are ignored.
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRouteOptions> = async (app, options) => {
  const { google, github, toAuthAnswer, rateLimit } = options;

  app.get('/providers', { schema: { response: { 200: AuthProvidersAnswer } } }, () => ({
    google: { enabled: google !== null, clientId: google?.clientId ?? null },
    github: github ? { enabled: true, clientId: github.clientId, authorizeUrl: github.authorizeUrl } : { enabled: false, clientId: null },
  }));

  app.post(
    '/google',
    { config: { rateLimit }, schema: { body: GoogleSignInBody, response: { 200: AuthAnswer, ...errors } } },
    async (request) => {
      if (!google) throw notConfigured('Google');
      const { credential } = request.body;
      if (!credential) throw new AppError('VALIDATION_FAILED', GOOGLE_FAILED_MESSAGE);
      const profile = await google.verifyCredential(credential);
      const user = await signInWithProvider(app.db, profile);
      app.signedInUsers.forget(user.id);
      return toAuthAnswer(user);
    },
  );

  app.post(
    '/github/callback',
    { config: { rateLimit }, schema: { body: GithubCallbackBody, response: { 200: AuthAnswer, ...errors } } },
    async (request) => {
      if (!github) throw notConfigured('GitHub');
      const profile = await github.exchangeCode(request.body.code, request.body.redirectUri);
      const user = await signInWithProvider(app.db, profile);
      app.signedInUsers.forget(user.id);
      return toAuthAnswer(user);
    },
  );
};
