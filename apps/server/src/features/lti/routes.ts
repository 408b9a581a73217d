import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthAnswer } from '@codepath/contract/auth';
import { ErrorBody } from '@codepath/contract/errors';
import { LtiHandoffAnswer, LtiHandoffBody, LtiLinkAnswer } from '@codepath/contract/lti';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { authenticateFresh, signedInUser } from '../../lib/authenticate.ts';
import { eq } from 'drizzle-orm';
import { contentItemOf, deepLinkChoices, signDeepLinkingResponse, type DeepLinkRequest } from './deep-linking.ts';
import { enqueueGradeSync } from './grade-outbox.ts';
import { handleLaunch } from './handle-launch.ts';
import { peekHandoff, takeHandoff } from './handoffs.ts';
import { LaunchError, launchErrors } from './launch-error.ts';
import { AUTO_SUBMIT_SCRIPT, autoSubmitPage, errorPage, OPEN_APP_SCRIPT, openAppPage, pickerPage } from './launch-pages.ts';
import { hasIdentityOn, joinClassAs, linkIdentity, recordLtiLogin } from './lti-accounts.ts';
import type { LaunchRole } from './lti-claims.ts';
import { platformById } from './platforms.ts';
import { startLogin, LAUNCH_STATE_SECONDS, type LoginInitiation } from './start-login.ts';
import { LTI_PREFIX, publicBaseOf, toolConfiguration } from './tool-configuration.ts';
import type { ToolKey } from './tool-key.ts';
import { createPlatformKeys, verifyLaunch } from './verify-launch.ts';

export interface LtiRouteOptions {
  toolKey(): Promise<ToolKey>;
  /** The same answer as e-mail sign-in (user view and login token), built by the auth feature. */
  toAuthAnswer(user: UserRow): Promise<AuthAnswer>;
  /** Asks the grade sender to send what was just queued. */
  onGradeQueued(): void;
  rateLimit: RateLimitOptions;
}

/** Form posts from the LMS (login initiation, launch) and from our own pages; an ID token is a few kilobytes. */
const FORM_LIMIT_BYTES = 64 * 1024;
const STATE_COOKIE = 'lti_state_';
/** The state `startLogin` makes: 32 random bytes in base64url. */
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const LAUNCH_FORM = z.object({ id_token: z.string().max(32_768).optional(), state: z.string().max(100).optional() });
const LOGIN_FORM = z.object({
  iss: z.string().max(2000).optional(),
  login_hint: z.string().max(2000).optional(),
  target_link_uri: z.string().max(2000).optional(),
  lti_message_hint: z.string().max(4000).optional(),
  lti_deployment_id: z.string().max(255).optional(),
  client_id: z.string().max(255).optional(),
});
const DEEP_LINK_FORM = z.object({ code: z.string().min(20).max(100), item: z.string().min(1).max(200).optional() });
const EXPIRED_HANDOFF = 'This launch has expired. Open CodePath again from your course.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** The cookie that ties a login's state to the browser it was started in (one per login, so two tabs may launch at once). */
const cookieNameOf = (state: string) => `${STATE_COOKIE}${state.slice(0, 16)}`;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The launch is a cross-site form post from the LMS, so the cookie must be SameSite=None (and therefore Secure). */
const stateCookie = (state: string, maxAge: number) =>
  `${cookieNameOf(state)}=${maxAge > 0 ? state : ''}; Path=${LTI_PREFIX}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None`;

/**
 * The launch pages may be shown inside the LMS (Canvas frames its tools; the deep-linking
 * choice is a frame in its dialog): they, unlike the app, may be framed by any site. They
 * hold no script of their own inline, and forms post only to us (and, for the answer to a
 * deep-linking request, to the LMS that asked).
 */
function sendPage(reply: FastifyReply, status: number, html: string, formTarget?: string) {
  reply.raw.removeHeader('x-frame-options');
  reply.raw.setHeader(
    'content-security-policy',
    `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'${formTarget ? ` ${formTarget}` : ''}; frame-ancestors *; base-uri 'none'`,
  );
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export const ltiRoutes: FastifyPluginAsyncZod<LtiRouteOptions> = async (app, options) => {
  const keysOf = createPlatformKeys();
  const { db } = app;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** Launch pages answer in HTML: a refusal the person can read, never a stack of JSON or a 500 for a bad launch. */
  const onLaunchFailure = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (error instanceof LaunchError) {
      request.log.info({ reason: error.message }, 'LTI launch refused');
      return sendPage(reply, error.statusCode, errorPage(error.title, error.message));
    }
    if (error instanceof AppError && error.statusCode < 500) return sendPage(reply, error.statusCode, errorPage('Launch refused', error.userMessage));
    request.log.error({ err: error }, 'LTI launch failed');
    return sendPage(reply, 500, errorPage('Something went wrong', 'CodePath could not complete this launch. Try again in a moment.'));
  };

  app.get('/jwks', async (_request, reply) => {
    const { publicJwk } = await options.toolKey();
    return reply.header('cache-control', 'public, max-age=300').send({ keys: [publicJwk] });
  });

  app.get('/config', async (request) => toolConfiguration(publicBaseOf(request)));

  const login = async (request: FastifyRequest, reply: FastifyReply, raw: unknown) => {
    const parsed = LOGIN_FORM.safeParse(raw ?? {});
    try {
      if (!parsed.success) throw new LaunchError(400, 'Incomplete launch', 'The login request from the LMS is malformed.');
      const { redirectUrl, state } = await startLogin(db, parsed.data as LoginInitiation, toolConfiguration(publicBaseOf(request)).launchUrl);
      return reply.header('set-cookie', stateCookie(state, LAUNCH_STATE_SECONDS)).header('cache-control', 'no-store').redirect(redirectUrl, 302);
    } catch (error) {
      return onLaunchFailure(request, reply, error);
    }
  };
  app.get('/login', { config: { rateLimit: options.rateLimit } }, (request, reply) => login(request, reply, request.query));
  app.post('/login', { config: { rateLimit: options.rateLimit } }, (request, reply) => login(request, reply, request.body));

  app.post('/launch', { config: { rateLimit: options.rateLimit } }, async (request, reply) => {
    const form = LAUNCH_FORM.safeParse(request.body ?? {});
    const sentState = form.success ? form.data.state : undefined;
    // Only a state of the login step's own format is used (it names a cookie and goes into a header).
    const state = sentState && STATE_FORMAT.test(sentState) ? sentState : undefined;
    if (state) reply.header('set-cookie', stateCookie(state, 0));
    try {
      if (!form.success) throw new LaunchError(400, 'Incomplete launch', 'The launch from the LMS is malformed.');
      if (sentState && !state) throw launchErrors.stateMismatch();
      const launch = await verifyLaunch(db, keysOf, {
        idToken: form.data.id_token,
        state,
        cookieState: state ? readCookie(request, cookieNameOf(state)) : undefined,
      });
      const outcome = await handleLaunch(db, launch);
      if (outcome.kind === 'deep-link') {
        const { className, choices } = await deepLinkChoices(db, outcome.classId);
        return sendPage(reply, 200, pickerPage(`${LTI_PREFIX}/deep-link`, outcome.code, className, choices));
      }
      options.onGradeQueued();
      return sendPage(reply, 200, openAppPage(`/app/lti/continue#code=${outcome.code}`, `${LTI_PREFIX}/open.js`));
    } catch (error) {
      return onLaunchFailure(request, reply, error);
    }
  });

  app.post('/deep-link', { config: { rateLimit: options.rateLimit } }, async (request, reply) => {
    try {
      const form = DEEP_LINK_FORM.safeParse(request.body ?? {});
      if (!form.success || !form.data.item) throw new LaunchError(400, 'Nothing chosen', 'Choose an assignment or a problem to link.');
      const handoff = await takeHandoff(db, form.data.code, 'deep-link');
      if (!handoff) throw new LaunchError(401, 'Launch expired', 'This choice has expired or was already sent. Add the link again from the LMS.');
      const dlRequest = handoff.payload as unknown as DeepLinkRequest;
      const platform = await platformById(db, dlRequest.platformId);
      if (!platform?.classId) throw new LaunchError(409, 'No class linked', 'This LMS no longer has a CodePath class linked.');
      const base = publicBaseOf(request);
      const item = await contentItemOf(db, platform.classId, form.data.item, toolConfiguration(base).launchUrl);
      if (!item) throw new LaunchError(404, 'Not found', 'This assignment or problem is no longer in the class.');
      const jwt = await signDeepLinkingResponse(await options.toolKey(), platform, dlRequest, [item]);
      return sendPage(reply, 200, autoSubmitPage(dlRequest.returnUrl, jwt, `${LTI_PREFIX}/auto-submit.js`), new URL(dlRequest.returnUrl).origin);
    } catch (error) {
      return onLaunchFailure(request, reply, error);
    }
  });

  const sendScript = (reply: FastifyReply, script: string) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(script);
  app.get('/auto-submit.js', (_request, reply) => sendScript(reply, AUTO_SUBMIT_SCRIPT));
  app.get('/open.js', (_request, reply) => sendScript(reply, OPEN_APP_SCRIPT));

  app.post(
    '/session',
    { config: { rateLimit: options.rateLimit }, schema: { body: LtiHandoffBody, response: { 200: LtiHandoffAnswer, ...errors } } },
    async (request) => {
      const { code } = request.body;
      const waiting = await peekHandoff(db, code);
      if (waiting?.kind === 'link') {
        const payload = waiting.payload as { email: string; platformName: string };
        return { kind: 'link-needed' as const, email: payload.email, platformName: payload.platformName };
      }
      const handoff = await takeHandoff(db, code, 'session');
      if (!handoff?.userId) throw new AppError('NOT_FOUND', EXPIRED_HANDOFF);
      const [user] = await db.select().from(users).where(eq(users.id, handoff.userId));
      if (!user) throw new AppError('NOT_FOUND', EXPIRED_HANDOFF);
      if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', 'This account has been disabled.');
      app.signedInUsers.forget(user.id);
      const answer = await options.toAuthAnswer(user);
      return { kind: 'session' as const, ...answer, redirectTo: String(handoff.payload.redirectTo ?? '/app') };
    },
  );

  app.post(
    '/link',
    { onRequest: authenticateFresh, config: { rateLimit: options.rateLimit }, schema: { body: LtiHandoffBody, response: { 200: LtiLinkAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      const waiting = await peekHandoff(db, request.body.code);
      if (waiting?.kind !== 'link') throw new AppError('NOT_FOUND', EXPIRED_HANDOFF);
      const pending = waiting.payload as { platformId: string; email: string; platformName: string };
      // Only the owner of the e-mail the LMS sent may link: a code opened in another account's browser links nothing.
      if (user.email.trim().toLowerCase() !== pending.email.toLowerCase()) {
        throw new AppError('FORBIDDEN', `Only the CodePath account ${pending.email} can be linked to this ${pending.platformName} account. Sign in to that account, or sign out and open CodePath again from your course.`);
      }
      if (await hasIdentityOn(db, pending.platformId, user.id)) {
        throw new AppError('FORBIDDEN', `This CodePath account is already linked to another ${pending.platformName} account.`);
      }
      const handoff = await takeHandoff(db, request.body.code, 'link');
      if (!handoff) throw new AppError('NOT_FOUND', EXPIRED_HANDOFF);
      const payload = handoff.payload as { platformId: string; subject: string; classId: string | null; role: LaunchRole; redirectTo: string; resourceLinkId?: string };
      if (!(await linkIdentity(db, payload.platformId, payload.subject, user.id))) {
        throw new AppError('CONFLICT', 'This LMS account is already linked to another CodePath account.');
      }
      if (payload.classId) await joinClassAs(db, payload.classId, user.id, payload.role);
      await recordLtiLogin(db, user.id);
      if (payload.role === 'learner' && payload.resourceLinkId) {
        await enqueueGradeSync(db, { platformId: payload.platformId, resourceLinkId: payload.resourceLinkId, userId: user.id });
        options.onGradeQueued();
      }
      return { redirectTo: payload.redirectTo };
    },
  );
};
