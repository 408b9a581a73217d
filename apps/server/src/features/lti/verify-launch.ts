import { and, eq, gt } from 'drizzle-orm';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Database } from '../../db/client.ts';
import { ltiLaunchStates, type LtiPlatformRow } from '../../db/schema-lti.ts';
import { CLAIM, LTI_VERSION, MESSAGE_TYPES, claimText } from './lti-claims.ts';
import { launchErrors } from './launch-error.ts';
import { platformById } from './platforms.ts';
import { LTI_ALGORITHM } from './tool-key.ts';

/** Clock difference allowed between the platform and us. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** An ID token issued longer ago than this is refused whatever its expiry. */
const MAX_TOKEN_AGE_SECONDS = 600;

export interface VerifiedLaunch {
  platform: LtiPlatformRow;
  claims: JWTPayload & Record<string, unknown>;
  messageType: string;
  deploymentId: string;
  subject: string;
}

type RemoteKeys = ReturnType<typeof createRemoteJWKSet>;

/** One key set per platform JWKS URL, cached and refreshed by jose (unknown kid: fetched again, at most every 30 s). */
export function createPlatformKeys(): (jwksUrl: string) => RemoteKeys {
  const sets = new Map<string, RemoteKeys>();
  return (jwksUrl) => {
    let set = sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000, cooldownDuration: 30_000 });
      sets.set(jwksUrl, set);
    }
    return set;
  };
}

function describeTokenError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'it has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'it was not issued for this tool (audience)';
    if (error.claim === 'iss') return 'it was not issued by this LMS (issuer)';
    if (error.claim === 'iat') return 'it was issued too long ago or in the future';
    return `its ${error.claim} claim is not valid`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) return 'its signature does not match the LMS keys';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'it is not signed with RS256';
  if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) return 'it is malformed';
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JOSEError) return 'the LMS keys could not be read or the token is malformed';
  return 'it is not a valid token';
}

/** Takes the login's state once: the cookie must hold it and the database row must be unused and unexpired. */
async function takeState(db: Database, state: string, cookieState: string | undefined) {
  if (!cookieState || cookieState !== state) throw launchErrors.stateMismatch();
  const [row] = await db
    .delete(ltiLaunchStates)
    .where(and(eq(ltiLaunchStates.state, state), gt(ltiLaunchStates.expiresAt, new Date())))
    .returning();
  if (!row) throw launchErrors.stateExpired();
  return row;
}

/**
 * The launch's checks (IMS Security Framework 5.1.3; LTI Core 5.3): the state is this
 * browser's and unused; the ID token is signed by a key of the platform's JWKS, by its
 * issuer, for our client id (and, with several audiences, `azp` is ours), unexpired and
 * recent, carries the login's nonce (so a replayed token fails), a registered
 * deployment, a known message type and LTI 1.3.0, and names the user.
 */
export async function verifyLaunch(
  db: Database,
  keysOf: (jwksUrl: string) => RemoteKeys,
  input: { idToken: string | undefined; state: string | undefined; cookieState: string | undefined },
): Promise<VerifiedLaunch> {
  if (!input.state) throw launchErrors.missingField('the state');
  if (!input.idToken) throw launchErrors.missingField('the ID token (id_token)');
  const stored = await takeState(db, input.state, input.cookieState);
  const platform = await platformById(db, stored.platformId);
  if (!platform) throw launchErrors.unknownPlatform();

  let claims: JWTPayload & Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(input.idToken, keysOf(platform.jwksUrl), {
      algorithms: [LTI_ALGORITHM],
      issuer: platform.issuer,
      audience: platform.clientId,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ['exp', 'iat', 'nonce'],
    }));
  } catch (error) {
    throw launchErrors.badToken(describeTokenError(error));
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== platform.clientId) {
    throw launchErrors.badToken('it was not issued for this tool (authorized party)');
  }
  if (claims.nonce !== stored.nonce) throw launchErrors.badToken('its nonce does not match this launch (a replayed token)');

  const deploymentId = claims[CLAIM.deploymentId];
  if (typeof deploymentId !== 'string' || !platform.deploymentIds.includes(deploymentId)) throw launchErrors.unknownDeployment();
  if (claims[CLAIM.version] !== LTI_VERSION) throw launchErrors.badToken('it is not an LTI 1.3.0 message');
  const messageType = claims[CLAIM.messageType];
  if (messageType !== MESSAGE_TYPES.resourceLink && messageType !== MESSAGE_TYPES.deepLinking) {
    throw launchErrors.unsupportedMessage(typeof messageType === 'string' ? messageType : '');
  }
  if (claimText(claims.sub, 255) === null) throw launchErrors.missingField('the user (sub)');
  if (!Array.isArray(claims[CLAIM.roles])) throw launchErrors.missingField('the roles claim');
  return { platform, claims, messageType, deploymentId, subject: claims.sub as string };
}
