import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { LtiPlatformRow } from '../../db/schema-lti.ts';
import type { ToolKey } from './tool-key.ts';
import { LTI_ALGORITHM } from './tool-key.ts';
import { fetchService, readServiceJson } from './service-urls.ts';

/** Renewed this long before the platform says it expires. */
const EXPIRY_MARGIN_SECONDS = 30;
export const SERVICE_TIMEOUT_MS = 10_000;

export type ServiceTokens = (platform: LtiPlatformRow, scopes: readonly string[]) => Promise<string>;

export class ServiceError extends Error {
  constructor(message: string, readonly status: number | null = null) {
    super(message);
    this.name = 'ServiceError';
  }
}

/**
 * Access tokens for the platform's services (LTI Advantage, IMS Security Framework 4.1):
 * the OAuth 2 client-credentials grant with a JWT client assertion (RFC 7523) signed by
 * the tool's key. Each token is kept per platform and scope set until shortly before it expires.
 */
export function createServiceTokens(toolKey: () => Promise<ToolKey>, now: () => number = Date.now): ServiceTokens {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  return async (platform, scopes) => {
    const scope = [...new Set(scopes)].sort().join(' ');
    const key = `${platform.id}\u0000${platform.authTokenUrl}\u0000${scope}`;
    const cached = cache.get(key);
    if (cached && cached.expiresAt > now()) return cached.token;

    const { privateKey, kid } = await toolKey();
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: LTI_ALGORITHM, kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.authTokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .setJti(randomUUID())
      .sign(privateKey);
    const response = await fetchService(platform.authTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope,
      }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ServiceError(`the token endpoint answered ${response.status}`, response.status);
    }
    const body = (await readServiceJson(response)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!body || typeof body !== 'object') throw new ServiceError('the token endpoint sent no access token');
    if (typeof body.access_token !== 'string' || body.access_token.length === 0) throw new ServiceError('the token endpoint sent no access token');
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    cache.set(key, { token: body.access_token, expiresAt: now() + Math.max(0, lifetime - EXPIRY_MARGIN_SECONDS) * 1000 });
    return body.access_token;
  };
}
