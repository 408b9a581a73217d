import type { FastifyRequest } from 'fastify';
import type { LtiToolConfiguration } from '@codepath/contract/lti';
import { SCOPES } from './lti-claims.ts';

/** Where the LTI routes are mounted (app.ts registers them there). */
export const LTI_PREFIX = '/api/lti';

/** This server's address as learners reach it: PUBLIC_URL, else the request's own scheme and host. */
export function publicBaseOf(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The URLs and scopes an LMS administrator enters to register CodePath. */
export function toolConfiguration(base: string): LtiToolConfiguration {
  const launchUrl = `${base}${LTI_PREFIX}/launch`;
  return {
    loginInitiationUrl: `${base}${LTI_PREFIX}/login`,
    launchUrl,
    redirectUris: [launchUrl],
    deepLinkingUrl: launchUrl,
    jwksUrl: `${base}${LTI_PREFIX}/jwks`,
    scopes: [SCOPES.lineItem, SCOPES.resultReadOnly, SCOPES.score, SCOPES.memberships],
  };
}
