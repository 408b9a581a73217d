import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createOAuthTestApp, type OAuthTestApp } from '../../../test/stand-ins/oauth-app.ts';
import { STAND_IN_GITHUB_CLIENT, startGithubOAuth, type GithubOAuthStandIn } from '../../../test/stand-ins/github-oauth.ts';
import { STAND_IN_GOOGLE_CLIENT_ID, startGoogleIdentity, type GoogleIdentityStandIn } from '../../../test/stand-ins/google-identity.ts';
import { createGithubExchanger } from './exchange-github-code.ts';
import { createGoogleVerifier } from './verify-google-credential.ts';

let google: GoogleIdentityStandIn;
let github: GithubOAuthStandIn;
let harness: OAuthTestApp;

beforeAll(async () => {
  [google, github] = await Promise.all([startGoogleIdentity(), startGithubOAuth()]);
  harness = await createOAuthTestApp({
    google: { clientId: STAND_IN_GOOGLE_CLIENT_ID, verifyCredential: createGoogleVerifier({ clientId: STAND_IN_GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl }) },
    github: { clientId: STAND_IN_GITHUB_CLIENT.clientId, authorizeUrl: `${github.url}/login/oauth/authorize`, exchangeCode: createGithubExchanger({ ...STAND_IN_GITHUB_CLIENT, baseUrl: github.url, apiUrl: github.url }) },
  });
});
afterAll(async () => {
  await harness.close();
  await Promise.all([google.close(), github.close()]);
});

const googleSignIn = async (sub: string, email: string) =>
  harness.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: await google.signIdToken({ sub, email }) } });
const githubSignIn = (id: number, email: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/github/callback',
    payload: { code: github.issueCode({ user: { id, login: 'someone', name: 'Some One', avatar_url: 'https://avatars.example/1' }, emails: [{ email, primary: true, verified: true }] }) },
  });

describe('one sign-in method per e-mail', () => {
  it('refuses Google sign-in for an e-mail registered with a password, naming the existing method', async () => {
    await harness.database.db.insert(users).values({ email: 'pat@example.com', firstname: 'Pat', lastname: 'Doe', passwordHash: 'x', authMethod: 'email' });

    const response = await googleSignIn('pat-google', 'Pat@Example.com');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'An account with this email already exists. Please sign in with your email and password.',
      code: 'EMAIL_ALREADY_EXISTS',
      conflictType: 'email_already_exists',
      existingAuthMethod: 'email',
      authMethod: 'google',
    });
  });

  it('refuses GitHub sign-in for an e-mail that signs in with Google', async () => {
    await googleSignIn('lee-google', 'lee@example.com');

    const response = await githubSignIn(501, 'lee@example.com');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'An account with this email already exists. Please use Google sign in.', existingAuthMethod: 'google', authMethod: 'github' });
  });

  it('refuses Google sign-in for an e-mail that signs in with GitHub', async () => {
    await githubSignIn(502, 'kim@example.com');

    const response = await googleSignIn('kim-google', 'kim@example.com');

    expect(response.json()).toMatchObject({ error: 'An account with this email already exists. Please use GitHub sign in.', existingAuthMethod: 'github' });
  });

  it('refuses a second Google account that claims an e-mail already tied to another Google account', async () => {
    await googleSignIn('first-google-id', 'shared@example.com');

    const response = await googleSignIn('second-google-id', 'shared@example.com');

    expect(response.statusCode).toBe(409);
    expect(response.json().existingAuthMethod).toBe('google');
  });
});
