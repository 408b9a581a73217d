import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createOAuthTestApp, type OAuthTestApp } from '../../../test/stand-ins/oauth-app.ts';
import { GOOGLE_TEST_PROFILE, STAND_IN_GOOGLE_CLIENT_ID, startGoogleIdentity, type GoogleIdentityStandIn } from '../../../test/stand-ins/google-identity.ts';
import { createGoogleVerifier } from './verify-google-credential.ts';

let google: GoogleIdentityStandIn;
let harness: OAuthTestApp;

beforeAll(async () => {
  google = await startGoogleIdentity();
  const verifyCredential = createGoogleVerifier({ clientId: STAND_IN_GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl });
  harness = await createOAuthTestApp({ google: { clientId: STAND_IN_GOOGLE_CLIENT_ID, verifyCredential }, github: null });
});
afterAll(async () => {
  await harness.close();
  await google.close();
});

const signInWithGoogle = (payload: Record<string, unknown>) => harness.app.inject({ method: 'POST', url: '/api/auth/google', payload });

describe('POST /api/auth/google', () => {
  it('creates a Google account from the verified ID token and answers with a login token', async () => {
    const response = await signInWithGoogle({ credential: await google.signIdToken() });

    expect(response.statusCode).toBe(200);
    const { user, token } = response.json();
    expect(user).toMatchObject({ email: 'ada.google@example.com', firstname: 'Ada', lastname: 'Lovelace', authMethod: 'google', isOAuthUser: true, canEditEmail: false, picture: GOOGLE_TEST_PROFILE.picture });
    expect(await harness.tokens.verify(token)).toMatchObject({ id: user.id, email: 'ada.google@example.com' });
  });

  it('signs the same Google account in again without creating another', async () => {
    const credential = await google.signIdToken({ sub: 'returning-1', email: 'returning@example.com' });
    const first = (await signInWithGoogle({ credential })).json();
    const second = await signInWithGoogle({ credential: await google.signIdToken({ sub: 'returning-1', email: 'returning@example.com' }) });

    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.user.id);
  });

  it('ignores profile fields sent by the browser and takes them from the token only', async () => {
    const credential = await google.signIdToken({ sub: 'trusting-2', email: 'real@example.com', given_name: 'Real', family_name: 'Person' });
    const response = await signInWithGoogle({ credential, email: 'victim@example.com', given_name: 'Forged', family_name: 'Name', sub: 'other' });

    expect(response.json().user).toMatchObject({ email: 'real@example.com', firstname: 'Real', lastname: 'Person' });
  });

  it('refuses profile fields without an ID token', async () => {
    const response = await signInWithGoogle({ email: 'victim@example.com', given_name: 'Forged', family_name: 'Name', sub: '1' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Failed to authenticate with Google');
  });

  it.each([
    ['a token for another client id', () => google.signIdToken({ sub: 'aud-1' }, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => google.signIdToken({ sub: 'exp-1' }, { expiresInSeconds: -120 })],
    ['a token signed with a key Google did not publish', () => google.signIdToken({ sub: 'sig-1' }, { isSignedWithUnpublishedKey: true })],
    ['a token from another issuer', () => google.signIdToken({ sub: 'iss-1' }, { issuer: 'https://evil.example.com' })],
    ['text that is not a token', async () => 'not-a-jwt'],
  ])('refuses %s with "Failed to authenticate with Google"', async (_label, makeCredential) => {
    const response = await signInWithGoogle({ credential: await makeCredential() });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Failed to authenticate with Google', code: 'INVALID_CREDENTIALS' });
    expect(response.json().token).toBeUndefined();
  });

  it('refuses an account whose e-mail Google has not verified', async () => {
    const response = await signInWithGoogle({ credential: await google.signIdToken({ sub: 'unverified-1', email: 'unverified@example.com', email_verified: false }) });

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Your Google account e-mail address is not verified');
    const stored = await harness.database.db.select().from(users);
    expect(stored.map((row) => row.email)).not.toContain('unverified@example.com');
  });

  it.each(['email', 'given_name', 'family_name'])('answers "Missing required information from Google account" when the token has no %s', async (claim) => {
    const credential = await google.signIdToken({ sub: `missing-${claim}`, email: `missing-${claim}@example.com`, [claim]: undefined });
    const response = await signInWithGoogle({ credential });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Missing required information from Google account');
  });
});
