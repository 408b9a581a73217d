import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_AI_KEY, startChatCompletions, type ChatCompletionsStandIn } from './stand-ins/chat-completions.ts';
import { GITHUB_TEST_ACCOUNT, STAND_IN_GITHUB_CLIENT, startGithubOAuth, type GithubOAuthStandIn } from './stand-ins/github-oauth.ts';
import { STAND_IN_GOOGLE_CLIENT_ID, startGoogleIdentity, type GoogleIdentityStandIn } from './stand-ins/google-identity.ts';
import { bearer } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The whole app as main.ts builds it, configured with the loopback stand-ins.
describe('the app with Google, GitHub and AI configured', () => {
  let google: GoogleIdentityStandIn;
  let github: GithubOAuthStandIn;
  let ai: ChatCompletionsStandIn;
  let t: TestApp;

  beforeAll(async () => {
    [google, github, ai] = await Promise.all([startGoogleIdentity(), startGithubOAuth(), startChatCompletions()]);
    t = await createTestApp({
      google: { clientId: STAND_IN_GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl },
      github: { ...STAND_IN_GITHUB_CLIENT, baseUrl: github.url, apiUrl: github.url },
      ai: { baseUrl: ai.baseUrl, apiKey: STAND_IN_AI_KEY, model: 'stand-in-model', timeoutMs: 2000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([google.close(), github.close(), ai.close()]);
  });

  it('reports both providers with their public ids and the GitHub authorization page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });

    expect(response.json()).toEqual({
      google: { enabled: true, clientId: STAND_IN_GOOGLE_CLIENT_ID },
      github: { enabled: true, clientId: STAND_IN_GITHUB_CLIENT.clientId, authorizeUrl: `${github.url}/login/oauth/authorize` },
    });
  });

  it("lets Google's sign-in script and frame through the content security policy", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });

    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/");
    expect(policy).toContain('frame-src https://accounts.google.com/gsi/');
  });

  it('signs a Google user in whose token then opens the profile, as an OAuth account', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: await google.signIdToken({ sub: 'wired-1', email: 'wired@example.com' }) } });
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(signIn.json().token) });

    expect(profile.json().user).toMatchObject({ email: 'wired@example.com', authMethod: 'google', isOAuthUser: true, canEditEmail: false });
  });

  it('refuses a password change for a GitHub account with the spec\'s message', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/github/callback', payload: { code: github.issueCode(GITHUB_TEST_ACCOUNT) } });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(signIn.json().token),
      payload: { currentPassword: 'x', newPassword: 'N3w!password' },
    });

    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({
      error: 'Password cannot be changed for GitHub OAuth accounts. Your password is managed by GitHub.',
      isOAuthRestriction: true,
    });
  });

  it('names the configured AI model', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: await google.signIdToken({ sub: 'wired-2', email: 'wired2@example.com' }) } });
    const status = await t.app.inject({ method: 'GET', url: '/api/ai/status', headers: bearer(signIn.json().token) });

    expect(status.json()).toEqual({ isAIEnabled: true, model: 'stand-in-model' });
  });
});

describe('the app with nothing configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps Google out of the content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });

    expect(String(response.headers['content-security-policy'])).not.toContain('accounts.google.com');
  });
});
