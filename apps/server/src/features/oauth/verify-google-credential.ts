import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { OAuthProfile } from './oauth-profile.ts';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const GOOGLE_FAILED_MESSAGE = 'Failed to authenticate with Google';
export const GOOGLE_MISSING_FIELDS_MESSAGE = 'Missing required information from Google account';
export const GOOGLE_UNVERIFIED_EMAIL_MESSAGE = 'Your Google account e-mail address is not verified';

export interface GoogleSettings {
  clientId: string;
  jwksUrl: string;
}

export type GoogleCredentialVerifier = (credential: string) => Promise<OAuthProfile>;

const GoogleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().trim().min(1).optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().trim().optional(),
  family_name: z.string().trim().optional(),
  picture: z.string().url().optional(),
});

/**
 * Verifies a Google Identity Services ID token (the button's `credential`) against
 * Google's published keys: signature, audience = our client id, issuer and expiry.
 * The keys are fetched once and cached by jose, refetched when an unknown key id appears.
 */
export function createGoogleVerifier(settings: GoogleSettings, keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(settings.jwksUrl))): GoogleCredentialVerifier {
  return async (credential) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(credential, keys, { issuer: GOOGLE_ISSUERS, audience: settings.clientId, algorithms: ['RS256'] }));
    } catch (cause) {
      throw new AppError('INVALID_CREDENTIALS', GOOGLE_FAILED_MESSAGE, { cause });
    }
    const claims = GoogleClaims.safeParse(payload);
    if (!claims.success) throw new AppError('INVALID_CREDENTIALS', GOOGLE_FAILED_MESSAGE, { cause: claims.error });
    const { sub, email, email_verified: isEmailVerified, given_name: firstname, family_name: lastname, picture } = claims.data;
    if (!email || !firstname || !lastname) throw new AppError('VALIDATION_FAILED', GOOGLE_MISSING_FIELDS_MESSAGE);
    if (isEmailVerified !== true) throw new AppError('INVALID_CREDENTIALS', GOOGLE_UNVERIFIED_EMAIL_MESSAGE);
    return { provider: 'google', subject: sub, email, firstname, lastname, picture: picture ?? null };
  };
}
