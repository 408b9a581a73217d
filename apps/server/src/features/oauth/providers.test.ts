import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthTestApp, type OAuthTestApp } from '../../../test/stand-ins/oauth-app.ts';

describe('without client ids', () => {
  let harness: OAuthTestApp;
  beforeAll(async () => {
    harness = await createOAuthTestApp({ google: null, github: null });
  });
  afterAll(() => harness.close());

  it('reports both providers disabled', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/auth/providers' });

    expect(response.json()).toEqual({ google: { enabled: false, clientId: null }, github: { enabled: false, clientId: null } });
  });

  it.each([
    ['/api/auth/google', { credential: 'x' }, 'Google sign-in is not configured on this server'],
    ['/api/auth/github/callback', { code: 'x' }, 'GitHub sign-in is not configured on this server'],
  ])('answers %s with a 400 that says so', async (url, payload, message) => {
    const response = await harness.app.inject({ method: 'POST', url, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'PROVIDER_NOT_CONFIGURED' });
  });
});

describe('with client ids', () => {
  it('reports each configured provider with its public client id', async () => {
    const never = () => Promise.reject(new Error('not called'));
    const harness = await createOAuthTestApp({
      google: { clientId: 'google-client', verifyCredential: never },
      github: { clientId: 'github-client', authorizeUrl: 'https://ghe.example.com/login/oauth/authorize', exchangeCode: never },
    });
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(response.json()).toEqual({ google: { enabled: true, clientId: 'google-client' }, github: { enabled: true, clientId: 'github-client', authorizeUrl: 'https://ghe.example.com/login/oauth/authorize' } });
    } finally {
      await harness.close();
    }
  });
});
