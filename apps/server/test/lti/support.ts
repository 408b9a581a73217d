import type { FastifyInstance } from 'fastify';
import type { JWTPayload } from 'jose';
import { expect } from 'vitest';
import { STAND_IN_LMS, type IdTokenOptions, type LtiPlatformStandIn } from '../stand-ins/lti-platform.ts';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export interface StartedLogin {
  state: string;
  nonce: string;
  cookie: string;
  authorizeUrl: URL;
}

/** The LMS's login initiation (a form post, as Canvas and Moodle send it); the browser's cookie is kept. */
export async function initiateLogin(app: FastifyInstance, fields: Record<string, string> = {}): Promise<StartedLogin> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/lti/login',
    ...form({ iss: STAND_IN_LMS.issuer, login_hint: 'hint-1', target_link_uri: 'http://codepath.test/api/lti/launch', client_id: STAND_IN_LMS.clientId, lti_deployment_id: STAND_IN_LMS.deploymentId, ...fields }),
  });
  expect(response.statusCode, response.body).toBe(302);
  const authorizeUrl = new URL(String(response.headers.location));
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
  return { state: authorizeUrl.searchParams.get('state') ?? '', nonce: authorizeUrl.searchParams.get('nonce') ?? '', cookie, authorizeUrl };
}

export function postLaunch(app: FastifyInstance, fields: { id_token: string; state: string }, cookie: string | null) {
  return app.inject({ method: 'POST', url: '/api/lti/launch', ...form(fields), headers: { ...form(fields).headers, ...(cookie ? { cookie } : {}) } });
}

/** Login initiation, then the launch with an ID token the stand-in signs for that login's nonce. */
export async function launch(app: FastifyInstance, lms: LtiPlatformStandIn, claims: JWTPayload, options: Omit<IdTokenOptions, 'nonce'> = {}) {
  const login = await initiateLogin(app);
  const idToken = await lms.signIdToken(claims, { nonce: login.nonce, ...options });
  const response = await postLaunch(app, { id_token: idToken, state: login.state }, login.cookie);
  return { response, idToken, login };
}

/** The one-time code of the page a launch answers with, which opens the web app at /app/lti/continue#code=…. */
export function handoffCode(launchPage: { body: string }): string {
  const match = /href="\/app\/lti\/continue#code=([A-Za-z0-9_-]+)"/.exec(launchPage.body);
  if (!match?.[1]) throw new Error(`not a hand-over: ${launchPage.body.slice(0, 300)}`);
  return match[1];
}

export async function continueLaunch(app: FastifyInstance, launchPage: { body: string }) {
  return app.inject({ method: 'POST', url: '/api/lti/session', payload: { code: handoffCode(launchPage) } });
}

export function deepLinkChoice(app: FastifyInstance, code: string, item: string) {
  return app.inject({ method: 'POST', url: '/api/lti/deep-link', ...form({ code, item }) });
}

/** Waits (briefly) for the grade sender, which runs after the verdict, off the request. */
export async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
