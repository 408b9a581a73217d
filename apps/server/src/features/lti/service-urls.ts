import type { LtiPlatformRow } from '../../db/schema-lti.ts';
import { SERVICE_TIMEOUT_MS, ServiceError } from './service-token.ts';

/** The largest answer read from a platform's service (a roster page of a few thousand members fits). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The domain the issuer's host belongs to, one label up (`canvas.instructure.com` →
 * `instructure.com`), when that leaves a domain name of at least two labels: Canvas Cloud
 * serves its services from the institution's host (`school.instructure.com`), not from the
 * registered `sso.canvaslms.com` URLs.
 */
function issuerDomainOf(issuer: string): string | null {
  let host: string;
  try {
    const url = new URL(issuer);
    if (url.protocol !== 'https:') return null;
    host = url.hostname;
  } catch {
    return null;
  }
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : host;
}

/**
 * A service URL a launch (or a roster page) names, kept only if it points at the platform
 * itself: the origin of one of its registered URLs (authorization, token, key set), or an
 * https host in the issuer's domain. Anything else (another host, loopback, a private
 * address, credentials in the URL) is dropped, so a launch cannot make CodePath send the
 * platform's bearer token, or any request, elsewhere.
 */
export function platformServiceUrl(platform: Pick<LtiPlatformRow, 'issuer' | 'authLoginUrl' | 'authTokenUrl' | 'jwksUrl'>, raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const registered = [platform.authLoginUrl, platform.authTokenUrl, platform.jwksUrl].map(originOf);
  if (registered.includes(url.origin)) return url.toString();
  const domain = issuerDomainOf(platform.issuer);
  if (url.protocol === 'https:' && url.port === '' && domain && (url.hostname === domain || url.hostname.endsWith(`.${domain}`))) return url.toString();
  return null;
}

/** A request to a platform's service: no redirect followed, a time limit. */
export function fetchService(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) });
}

/** A service's JSON answer, read up to a size limit ({} when it is not JSON). */
export async function readServiceJson(response: Response): Promise<unknown> {
  if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new ServiceError('the platform answered with too much data');
  }
  if (!response.body) return {};
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new ServiceError('the platform answered with too much data');
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return {};
  }
}
