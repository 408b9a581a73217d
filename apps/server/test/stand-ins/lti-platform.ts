import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { sendJson, startLoopbackServer, type LoopbackServer } from './loopback-server.ts';

export const STAND_IN_LMS = {
  issuer: 'https://lms.stand-in.example',
  clientId: 'codepath-client-10000000000001',
  deploymentId: '1:stand-in-deployment',
} as const;

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
} as const;
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

export interface IdTokenOptions {
  nonce: string;
  audience?: string | string[];
  expiresInSeconds?: number;
  isSignedWithUnpublishedKey?: boolean;
}

export interface ReceivedScore {
  lineItem: string;
  score: { userId: string; scoreGiven: number; scoreMaximum: number; activityProgress: string; gradingProgress: string; timestamp: string };
}

export interface RosterMember {
  user_id: string;
  roles: string[];
  status?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
}

export interface LtiPlatformStandIn extends LoopbackServer {
  jwksUrl: string;
  authLoginUrl: string;
  authTokenUrl: string;
  lineItemUrl(id: string): string;
  membershipsUrl: string;
  deepLinkReturnUrl: string;
  /** A launch's ID token (resource link by default) signed with the published key; claims override the defaults. */
  signIdToken(claims: JWTPayload, options: IdTokenOptions): Promise<string>;
  /** Scores that arrived with a valid service token, in order. */
  scores: ReceivedScore[];
  /** Client assertions accepted by the token endpoint (each verified with the tool's published keys). */
  tokenGrants: { scope: string; assertion: JWTPayload }[];
  /** The next `count` score posts answer 503. */
  failNextScores(count: number): void;
  roster: RosterMember[];
  /** Checks a deep-linking answer as the platform would: signed by a key of the tool's JWKS, from our client id to us. */
  verifyDeepLinkingResponse(jwt: string): Promise<JWTPayload>;
}

/** Resource link launch defaults: a learner of a course with AGS and NRPS claims. */
export function launchClaims(standIn: Pick<LtiPlatformStandIn, 'lineItemUrl' | 'membershipsUrl' | 'url'>, overrides: JWTPayload = {}): JWTPayload {
  return {
    sub: 'learner-1',
    given_name: 'Lin',
    family_name: 'Learner',
    name: 'Lin Learner',
    [`${LTI}message_type`]: 'LtiResourceLinkRequest',
    [`${LTI}version`]: '1.3.0',
    [`${LTI}deployment_id`]: STAND_IN_LMS.deploymentId,
    [`${LTI}target_link_uri`]: 'http://codepath.test/api/lti/launch',
    [`${LTI}resource_link`]: { id: 'resource-link-1', title: 'Week 1' },
    [`${LTI}roles`]: [ROLE.learner],
    [`${LTI}context`]: { id: 'course-1', title: 'Algorithms 1' },
    'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
      scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', SCORE_SCOPE],
      lineitems: `${standIn.url}/courses/1/lineitems`,
      lineitem: standIn.lineItemUrl('1'),
    },
    'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': { context_memberships_url: standIn.membershipsUrl, service_versions: ['2.0'] },
    ...overrides,
  };
}

/**
 * An LMS on loopback as an LTI 1.3 Advantage platform: its JWKS, an OAuth 2 token endpoint
 * that accepts only client assertions signed with the tool's published key, an AGS score
 * endpoint and a paged NRPS membership endpoint, each checking the bearer token's scope.
 * `toolJwks` reads the tool's published keys (the tests' app answers in-process).
 */
export async function startLtiPlatform(toolJwks: () => Promise<JSONWebKeySet>): Promise<LtiPlatformStandIn> {
  const published = await generateKeyPair('RS256');
  const unpublished = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(published.publicKey)), kid: 'lms-key-1', alg: 'RS256', use: 'sig' };
  const tokens = new Map<string, string>();
  const scores: ReceivedScore[] = [];
  const tokenGrants: { scope: string; assertion: JWTPayload }[] = [];
  const roster: RosterMember[] = [];
  let failing = 0;
  let base = '';

  const scopeOf = (authorization: string | undefined) => tokens.get((authorization ?? '').replace(/^Bearer /, '')) ?? '';

  const verifyToolJwt = async (jwt: string, audience: string) => {
    const keys = createLocalJWKSet(await toolJwks());
    const { payload } = await jwtVerify(jwt, keys, { issuer: STAND_IN_LMS.clientId, audience, algorithms: ['RS256'] });
    return payload;
  };

  const server = await startLoopbackServer((request, response) => {
    const url = new URL(request.path, 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/jwks') return sendJson(response, 200, { keys: [publicJwk] });
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') {
        return sendJson(response, 400, { error: 'unsupported_grant_type' });
      }
      verifyToolJwt(form.get('client_assertion') ?? '', `${base}/token`).then(
        (assertion) => {
          if (assertion.sub !== STAND_IN_LMS.clientId || typeof assertion.jti !== 'string') return sendJson(response, 401, { error: 'invalid_client' });
          const scope = form.get('scope') ?? '';
          const token = randomUUID();
          tokens.set(token, scope);
          tokenGrants.push({ scope, assertion });
          sendJson(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
        },
        () => sendJson(response, 401, { error: 'invalid_client' }),
      );
      return;
    }
    // A line item whose score endpoint has moved: the tool must not follow the redirect.
    if (request.method === 'POST' && url.pathname === '/courses/1/lineitems/moved/scores') {
      response.writeHead(307, { location: `${base}/courses/1/lineitems/2/scores` });
      response.end();
      return;
    }
    const scoreMatch = /^\/courses\/1\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
    if (request.method === 'POST' && scoreMatch) {
      if (!scopeOf(request.headers.authorization).split(' ').includes(SCORE_SCOPE)) return sendJson(response, 401, { error: 'invalid_token' });
      if (request.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return sendJson(response, 415, { error: 'unsupported media type' });
      if (failing > 0) {
        failing -= 1;
        return sendJson(response, 503, { error: 'unavailable' });
      }
      scores.push({ lineItem: scoreMatch[1] ?? '', score: JSON.parse(request.body) as ReceivedScore['score'] });
      return sendJson(response, 200, {});
    }
    if (request.method === 'GET' && url.pathname === '/courses/1/memberships') {
      if (!scopeOf(request.headers.authorization).split(' ').includes(NRPS_SCOPE)) return sendJson(response, 401, { error: 'invalid_token' });
      const page = Number(url.searchParams.get('page') ?? '1');
      const half = Math.ceil(roster.length / 2);
      const members = page === 1 ? roster.slice(0, half) : roster.slice(half);
      const headers: Record<string, string> = { 'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' };
      if (page === 1) headers.link = `<${base}/courses/1/memberships?page=2>; rel="next"`;
      response.writeHead(200, headers);
      response.end(JSON.stringify({ id: `${base}/courses/1/memberships`, context: { id: 'course-1' }, members }));
      return;
    }
    sendJson(response, 404, { error: 'not_found' });
  });
  base = server.url;

  const signIdToken = (claims: JWTPayload, options: IdTokenOptions) => {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = options.expiresInSeconds ?? 600;
    return new SignJWT({ ...claims, nonce: options.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'lms-key-1', typ: 'JWT' })
      .setIssuer(STAND_IN_LMS.issuer)
      .setAudience(options.audience ?? STAND_IN_LMS.clientId)
      .setIssuedAt(expiresIn < 0 ? now + expiresIn - 60 : now)
      .setExpirationTime(now + expiresIn)
      .sign(options.isSignedWithUnpublishedKey ? unpublished.privateKey : published.privateKey);
  };

  return {
    ...server,
    jwksUrl: `${base}/jwks`,
    authLoginUrl: `${base}/authorize`,
    authTokenUrl: `${base}/token`,
    lineItemUrl: (id) => `${base}/courses/1/lineitems/${id}`,
    membershipsUrl: `${base}/courses/1/memberships`,
    deepLinkReturnUrl: `${base}/deep-link-return`,
    signIdToken,
    scores,
    tokenGrants,
    failNextScores: (count) => {
      failing = count;
    },
    roster,
    verifyDeepLinkingResponse: (jwt) => verifyToolJwt(jwt, STAND_IN_LMS.issuer),
  };
}
