import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { sendJson, startLoopbackServer, type LoopbackServer } from './loopback-server.ts';

export const STAND_IN_GOOGLE_CLIENT_ID = 'codepath-test.apps.googleusercontent.com';

export interface IdTokenOptions {
  audience?: string;
  issuer?: string;
  expiresInSeconds?: number;
  isSignedWithUnpublishedKey?: boolean;
}

export interface GoogleIdentityStandIn extends LoopbackServer {
  jwksUrl: string;
  /** A Google-style ID token for our client id, signed with the published key; claims override the defaults. */
  signIdToken(claims?: JWTPayload, options?: IdTokenOptions): Promise<string>;
}

export const GOOGLE_TEST_PROFILE = {
  sub: '109876543210987654321',
  email: 'ada.google@example.com',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  picture: 'https://lh3.googleusercontent.com/a/ada',
};

/** Publishes one RSA key at /oauth2/v3/certs, as Google does, and signs ID tokens with it. */
export async function startGoogleIdentity(): Promise<GoogleIdentityStandIn> {
  const published = await generateKeyPair('RS256');
  const unpublished = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(published.publicKey)), kid: 'stand-in-key', alg: 'RS256', use: 'sig' };

  const server = await startLoopbackServer((request, response) => {
    if (request.method === 'GET' && request.path === '/oauth2/v3/certs') return sendJson(response, 200, { keys: [publicJwk] });
    sendJson(response, 404, { error: 'not_found' });
  });

  const sign = (claims: JWTPayload, options: IdTokenOptions) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...GOOGLE_TEST_PROFILE, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-key', typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? STAND_IN_GOOGLE_CLIENT_ID)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
      .sign(options.isSignedWithUnpublishedKey ? unpublished.privateKey : published.privateKey);
  };

  return {
    ...server,
    jwksUrl: `${server.url}/oauth2/v3/certs`,
    signIdToken: (claims = {}, options = {}) => sign(claims, options),
  };
}
