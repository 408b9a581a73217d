import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthTestApp, type OAuthTestApp } from '../../../test/stand-ins/oauth-app.ts';
import { GITHUB_TEST_ACCOUNT, STAND_IN_GITHUB_CLIENT, startGithubOAuth, type GithubAccount, type GithubOAuthStandIn } from '../../../test/stand-ins/github-oauth.ts';
import { createGithubExchanger } from './exchange-github-code.ts';

let github: GithubOAuthStandIn;
let harness: OAuthTestApp;

beforeAll(async () => {
  github = await startGithubOAuth();
  const exchangeCode = createGithubExchanger({ ...STAND_IN_GITHUB_CLIENT, baseUrl: github.url, apiUrl: github.url });
  harness = await createOAuthTestApp({ google: null, github: { clientId: STAND_IN_GITHUB_CLIENT.clientId, authorizeUrl: `${github.url}/login/oauth/authorize`, exchangeCode } });
});
afterAll(async () => {
  await harness.close();
  await github.close();
});

const finishGithubSignIn = (code: string) =>
  harness.app.inject({ method: 'POST', url: '/api/auth/github/callback', payload: { code, redirectUri: 'http://localhost:3000/auth/github/callback' } });

const account = (id: number, overrides: Partial<GithubAccount['user']> = {}, emails = GITHUB_TEST_ACCOUNT.emails): GithubAccount => ({
  user: { ...GITHUB_TEST_ACCOUNT.user, id, ...overrides },
  emails,
});

describe('POST /api/auth/github/callback', () => {
  it('exchanges the code with the client secret and signs the user in with their primary verified e-mail', async () => {
    const response = await finishGithubSignIn(github.issueCode(GITHUB_TEST_ACCOUNT));

    expect(response.statusCode).toBe(200);
    const { user, token } = response.json();
    expect(user).toMatchObject({ email: 'grace.github@example.com', firstname: 'Grace', lastname: 'Brewster Hopper', authMethod: 'github', isOAuthUser: true, canEditEmail: false });
    expect(await harness.tokens.verify(token)).toMatchObject({ id: user.id });
    const tokenRequest = github.requests.find((request) => request.path === '/login/oauth/access_token');
    expect(JSON.parse(tokenRequest?.body ?? '{}')).toMatchObject({ client_secret: STAND_IN_GITHUB_CLIENT.clientSecret, redirect_uri: 'http://localhost:3000/auth/github/callback' });
  });

  it('finds the account by its GitHub id when the e-mail at GitHub changed', async () => {
    const first = (await finishGithubSignIn(github.issueCode(account(77, {}, [{ email: 'old77@example.com', primary: true, verified: true }])))).json();
    const again = await finishGithubSignIn(github.issueCode(account(77, {}, [{ email: 'new77@example.com', primary: true, verified: true }])));

    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.user.id);
  });

  it('names a user without a display name after their login', async () => {
    const response = await finishGithubSignIn(github.issueCode(account(78, { name: null, login: 'octo' }, [{ email: 'octo@example.com', primary: true, verified: true }])));

    expect(response.json().user).toMatchObject({ firstname: 'octo', lastname: 'octo' });
  });

  it('refuses a code GitHub does not recognise', async () => {
    const response = await finishGithubSignIn('bad-code');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Failed to authenticate with GitHub', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a code used twice', async () => {
    const code = github.issueCode(account(79, {}, [{ email: 'twice@example.com', primary: true, verified: true }]));
    await finishGithubSignIn(code);

    expect((await finishGithubSignIn(code)).statusCode).toBe(401);
  });

  it('refuses an account without a verified primary e-mail', async () => {
    const emails = [
      { email: 'unverified-primary@example.com', primary: true, verified: false },
      { email: 'verified-secondary@example.com', primary: false, verified: true },
    ];
    const response = await finishGithubSignIn(github.issueCode(account(80, {}, emails)));

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Your GitHub account has no verified primary e-mail address');
  });

  it('answers 503 when GitHub cannot be reached', async () => {
    const unreachable = createGithubExchanger({ ...STAND_IN_GITHUB_CLIENT, baseUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' });

    await expect(unreachable('any', undefined)).rejects.toMatchObject({ statusCode: 503, userMessage: 'GitHub could not be reached. Please try again.' });
  });
});
