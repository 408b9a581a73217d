import { eq } from 'drizzle-orm';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiPlatform } from '@codepath/contract/lti';
import { ltiContexts, ltiGradeOutbox, ltiResourceLinks } from '../../src/db/schema-lti.ts';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { REVERSE_SOLUTION } from '../../../../scripts/support/class-programs.mjs';
import { submitAndWait } from '../judging/support/judge-client.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { launchClaims, ROLE, startLtiPlatform, STAND_IN_LMS, type LtiPlatformStandIn } from '../stand-ins/lti-platform.ts';
import { sendJson, startLoopbackServer } from '../stand-ins/loopback-server.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { continueLaunch, deepLinkChoice, handoffCode, initiateLogin, launch, postLaunch, waitFor } from './support.ts';

const ROLES_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/roles';
const CUSTOM_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/custom';
const RESOURCE_LINK_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/resource_link';
const CONTEXT_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/context';
const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const HOUR = 3_600_000;

// The whole server (real judging) launched from a stand-in LMS on loopback.
describe('LTI 1.3 from a stand-in LMS', () => {
  let t: JudgingTestApp;
  let lms: LtiPlatformStandIn;
  let admin: string;
  let teacher: string;
  let classId: string;
  let assignmentId: string;
  let platform: LtiPlatform;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const learnerClaims = (overrides: Record<string, unknown> = {}) =>
    launchClaims(lms, { [CUSTOM_CLAIM]: { codepath_assignment: assignmentId }, ...overrides });

  beforeAll(async () => {
    t = await createJudgingTestApp(makeProblemsDir(['reverse-a-string', 'maximum-of-two-numbers']));
    lms = await startLtiPlatform(async () => (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json() as JSONWebKeySet);
    const adminAccount = await registerAccount(t.app, { firstname: 'Ada', lastname: 'Admin' });
    await changeRolesByEmail(t.app.db, adminAccount.user.email, { add: ['admin'] }, 'command line');
    admin = adminAccount.token;
    const teacherAccount = await registerAccount(t.app, { firstname: 'Tess', lastname: 'Teacher' });
    await changeRolesByEmail(t.app.db, teacherAccount.user.email, { add: ['teacher'] }, 'command line');
    teacher = teacherAccount.token;
    classId = (await call(teacher, 'POST', '/api/classes', { name: 'Algorithms 1' })).json().id;
    const now = Date.now();
    const created = await call(teacher, 'POST', `/api/classes/${classId}/assignments`, {
      title: 'Week 1',
      problemSlugs: ['reverse-a-string', 'maximum-of-two-numbers'],
      opensAt: new Date(now - HOUR).toISOString(),
      dueAt: new Date(now + 24 * HOUR).toISOString(),
      lateUntil: null,
      latePenaltyPercent: 0,
    });
    assignmentId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await lms?.close();
  });

  it('lets only an administrator register a platform, and shows the URLs to give the LMS', async () => {
    const body = {
      name: 'Stand-in LMS',
      issuer: STAND_IN_LMS.issuer,
      clientId: STAND_IN_LMS.clientId,
      deploymentIds: [STAND_IN_LMS.deploymentId],
      authLoginUrl: lms.authLoginUrl,
      authTokenUrl: lms.authTokenUrl,
      jwksUrl: lms.jwksUrl,
      classId,
    };
    expect((await call(teacher, 'POST', '/api/admin/lti/platforms', body)).statusCode).toBe(403);
    expect((await call(teacher, 'GET', '/api/admin/lti/platforms')).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/admin/lti/platforms', { ...body, jwksUrl: 'not a url' })).statusCode).toBe(400);

    const created = await call(admin, 'POST', '/api/admin/lti/platforms', body);
    expect(created.statusCode).toBe(201);
    platform = created.json();
    expect(platform).toMatchObject({ issuer: STAND_IN_LMS.issuer, className: 'Algorithms 1' });
    expect((await call(admin, 'POST', '/api/admin/lti/platforms', body)).statusCode).toBe(409);

    const renamed = await call(admin, 'PUT', `/api/admin/lti/platforms/${platform.id}`, { ...body, name: 'Stand-in LMS', deploymentIds: [STAND_IN_LMS.deploymentId, 'second-deployment'] });
    expect(renamed.json()).toMatchObject({ deploymentIds: [STAND_IN_LMS.deploymentId, 'second-deployment'], className: 'Algorithms 1' });
    expect((await call(teacher, 'PUT', `/api/admin/lti/platforms/${platform.id}`, body)).statusCode).toBe(403);

    const listed = (await call(admin, 'GET', '/api/admin/lti/platforms')).json();
    expect(listed.platforms).toHaveLength(1);
    expect(listed.tool).toMatchObject({ loginInitiationUrl: 'http://localhost:80/api/lti/login', launchUrl: 'http://localhost:80/api/lti/launch', jwksUrl: 'http://localhost:80/api/lti/jwks' });
  });

  it('publishes the public half of its key only, the same key on every call', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json() as JSONWebKeySet;
    const second = (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json() as JSONWebKeySet;
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.keys[0]).not.toHaveProperty('d');
    expect(first.keys[0]).not.toHaveProperty('p');
    expect(second).toEqual(first);
  });

  it('answers a login initiation with an OIDC request to the platform, its state in a SameSite=None cookie', async () => {
    const login = await initiateLogin(t.app);
    expect(`${login.authorizeUrl.origin}${login.authorizeUrl.pathname}`).toBe(lms.authLoginUrl);
    expect(Object.fromEntries(login.authorizeUrl.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: STAND_IN_LMS.clientId,
      redirect_uri: 'http://localhost:80/api/lti/launch',
      login_hint: 'hint-1',
    });
    expect(login.nonce).not.toBe(login.state);
    const get = await t.app.inject({ method: 'GET', url: `/api/lti/login?iss=${encodeURIComponent(STAND_IN_LMS.issuer)}&login_hint=x&client_id=${STAND_IN_LMS.clientId}` });
    expect(get.statusCode).toBe(302);
    expect(String(get.headers['set-cookie'])).toMatch(/HttpOnly; Secure; SameSite=None/);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/lti/login?iss=https%3A%2F%2Fother.example&login_hint=x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('is not registered in CodePath');
  });

  it('ties the class to the course its first instructor opens CodePath from, and refuses every other course', async () => {
    const inCourse = (id: string | null, role: string, sub: string) =>
      learnerClaims({ sub, [ROLES_CLAIM]: [role], [CONTEXT_CLAIM]: id ? { id, title: id } : undefined });
    const html = async (claims: Record<string, unknown>) => (await launch(t.app, lms, claims)).response;
    const before = await html(inCourse('course-1', ROLE.learner, 'early-learner'));
    expect(before.statusCode).toBe(409);
    expect(before.body).toContain('its instructor must open CodePath from the course first');
    const noCourse = await html(inCourse(null, ROLE.instructor, 'instructor-1'));
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.body).toContain('this launch named no course');

    expect((await html(inCourse('course-1', ROLE.instructor, 'instructor-1'))).statusCode).toBe(200);
    for (const role of [ROLE.instructor, ROLE.learner]) {
      const other = await html(inCourse('course-2', role, 'other-course-person'));
      expect(other.statusCode).toBe(403);
      expect(other.body).toContain('This course is not linked to a CodePath class; ask your CodePath administrator.');
    }
    // A bare "Administrator" (perhaps the institution's) joins as a learner.
    const administrator = await continueLaunch(t.app, await html(inCourse('course-1', 'Administrator', 'bare-administrator')));
    expect((await call(administrator.json().token, 'GET', `/api/classes/${classId}`)).json()).toMatchObject({ myRole: 'learner' });
  });

  it('signs a launched learner into a new password-less account in the class, on the assignment, and posts their score', async () => {
    const { response } = await launch(t.app, lms, learnerClaims({ email: 'lin.learner@school.example' }));
    expect(response.statusCode, response.body).toBe(200);
    // A page the LMS may frame, which opens the app (in a new tab when framed).
    expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).toContain('<script src="/api/lti/open.js"></script>');
    const session = await continueLaunch(t.app, response);
    expect(session.statusCode).toBe(200);
    const answer = session.json();
    expect(answer).toMatchObject({ kind: 'session', redirectTo: `/app/classes/${classId}/assignments/${assignmentId}`, user: { email: 'lin.learner@school.example', firstname: 'Lin' } });
    expect((await continueLaunch(t.app, response)).statusCode).toBe(404);

    const classView = await call(answer.token, 'GET', `/api/classes/${classId}`);
    expect(classView.json()).toMatchObject({ myRole: 'learner' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lin.learner@school.example', password: '' } });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);

    // The launch brings the gradebook up to date (nothing solved yet), then the accepted submission.
    await t.app.lti.grades.drain();
    expect(lms.scores.at(-1)).toMatchObject({ lineItem: '1', score: { userId: 'learner-1', scoreGiven: 0, scoreMaximum: 100, gradingProgress: 'FullyGraded' } });
    const solved = await submitAndWait(t.app, answer.token, { code: REVERSE_SOLUTION, language: 'python', problemId: 'reverse-a-string' });
    expect(solved.final.verdict).toBe('Accepted');
    const posted = await waitFor(() => lms.scores.find((entry) => entry.score.scoreGiven > 0), 'the score at the AGS endpoint');
    expect(posted.score).toMatchObject({ userId: 'learner-1', scoreGiven: 50, scoreMaximum: 100, activityProgress: 'InProgress' });
    // One access token (client assertion checked by the platform), cached for both posts.
    expect(lms.tokenGrants.filter((grant) => grant.scope.includes('lti-ags/scope/score'))).toHaveLength(1);
    expect(lms.tokenGrants[0]?.assertion).toMatchObject({ iss: STAND_IN_LMS.clientId, sub: STAND_IN_LMS.clientId, aud: lms.authTokenUrl });
  });

  it('keeps a score the platform could not take and sends the latest one later', async () => {
    const before = lms.scores.length;
    lms.failNextScores(1);
    const { response } = await launch(t.app, lms, learnerClaims({ sub: 'learner-2', email: 'max@school.example', given_name: 'Max' }));
    const { token, user } = (await continueLaunch(t.app, response)).json();
    await t.app.lti.grades.drain();
    const [waiting] = await t.app.db.select().from(ltiGradeOutbox).where(eq(ltiGradeOutbox.userId, user.id));
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'the score endpoint answered 503' });
    expect(lms.scores.length).toBe(before);

    await submitAndWait(t.app, token, { code: REVERSE_SOLUTION, language: 'python', problemId: 'reverse-a-string' });
    await t.app.db.update(ltiGradeOutbox).set({ nextAttemptAt: new Date(0) }).where(eq(ltiGradeOutbox.userId, user.id));
    await t.app.lti.grades.drain();
    const sent = lms.scores.filter((entry) => entry.score.userId === 'learner-2');
    expect(sent.at(-1)?.score.scoreGiven).toBe(50);
    expect(await t.app.db.select().from(ltiGradeOutbox).where(eq(ltiGradeOutbox.userId, user.id))).toEqual([]);
  });

  it('sends scores and reads rosters only at the platform, and follows no redirect', async () => {
    const elsewhere = await startLoopbackServer((_request, response) => sendJson(response, 200, {}));
    try {
      const foreign = learnerClaims({
        sub: 'learner-foreign',
        email: 'foreign@school.example',
        [RESOURCE_LINK_CLAIM]: { id: 'resource-link-foreign' },
        [AGS_CLAIM]: { scope: [SCORE_SCOPE], lineitem: `${elsewhere.url}/lineitems/9` },
        [NRPS_CLAIM]: { context_memberships_url: `${elsewhere.url}/memberships` },
      });
      await continueLaunch(t.app, (await launch(t.app, lms, foreign)).response);
      const [link] = await t.app.db.select().from(ltiResourceLinks).where(eq(ltiResourceLinks.resourceLinkId, 'resource-link-foreign'));
      expect(link?.lineItemUrl).toBeNull();
      const [context] = await t.app.db.select().from(ltiContexts).where(eq(ltiContexts.contextId, 'course-1'));
      expect(context?.membershipsUrl).toBe(lms.membershipsUrl);

      const moved = learnerClaims({ sub: 'learner-moved', email: 'moved@school.example', [RESOURCE_LINK_CLAIM]: { id: 'resource-link-moved' }, [AGS_CLAIM]: { scope: [SCORE_SCOPE], lineitem: lms.lineItemUrl('moved') } });
      const { user } = (await continueLaunch(t.app, (await launch(t.app, lms, moved)).response)).json();
      await t.app.lti.grades.drain();
      expect(elsewhere.requests).toEqual([]);
      expect(lms.requests.some((request) => request.path === '/courses/1/lineitems/moved/scores')).toBe(true);
      expect(lms.scores.filter((entry) => entry.lineItem === '2')).toEqual([]);
      const [waiting] = await t.app.db.select().from(ltiGradeOutbox).where(eq(ltiGradeOutbox.userId, user.id));
      expect(waiting).toMatchObject({ attempts: 1, lastError: 'the platform could not be reached' });
    } finally {
      await elsewhere.close();
    }
  });

  it('gives a learner whose LMS shares no e-mail an address nothing is sent to', async () => {
    const { response } = await launch(t.app, lms, learnerClaims({ sub: 'private-learner', given_name: undefined, family_name: undefined, name: undefined }));
    const answer = (await continueLaunch(t.app, response)).json();
    expect(answer.user.email).toMatch(/^lti-[0-9a-f]{24}@lti\.invalid$/);
    expect(answer.user).toMatchObject({ firstname: 'Learner', lastname: '-' });
  });

  it('lands an instructor on the class matrix as a teacher of the class', async () => {
    const { response } = await launch(t.app, lms, learnerClaims({ sub: 'instructor-1', email: 'ines@school.example', [ROLES_CLAIM]: [ROLE.instructor] }));
    const answer = (await continueLaunch(t.app, response)).json();
    expect(answer.redirectTo).toBe(`/app/classes/${classId}/assignments/${assignmentId}`);
    const matrix = await call(answer.token, 'GET', `/api/classes/${classId}/assignments/${assignmentId}/progress`);
    expect(matrix.statusCode).toBe(200);
  });

  it('asks the owner of an existing account with the same e-mail to sign in and link it', async () => {
    const existing = await registerAccount(t.app, { email: 'grace@school.example', firstname: 'Grace' });
    const first = await launch(t.app, lms, learnerClaims({ sub: 'learner-grace', email: 'Grace@school.example' }));
    const waiting = await continueLaunch(t.app, first.response);
    expect(waiting.json()).toEqual({ kind: 'link-needed', email: 'grace@school.example', platformName: 'Stand-in LMS' });

    const code = handoffCode(first.response);
    expect((await t.app.inject({ method: 'POST', url: '/api/lti/link', payload: { code } })).statusCode).toBe(401);
    const linked = await t.app.inject({ method: 'POST', url: '/api/lti/link', headers: bearer(existing.token), payload: { code } });
    expect(linked.json()).toEqual({ redirectTo: `/app/classes/${classId}/assignments/${assignmentId}` });

    const again = await launch(t.app, lms, learnerClaims({ sub: 'learner-grace', email: 'grace@school.example' }));
    expect((await continueLaunch(t.app, again.response)).json()).toMatchObject({ kind: 'session', user: { id: existing.user.id } });
  });

  it('links an LMS account only to the account holding its e-mail, and one LMS account per CodePath account', async () => {
    const owner = await registerAccount(t.app, { email: 'vic@school.example', firstname: 'Vic' });
    const intruder = await registerAccount(t.app, { firstname: 'Ivy' });
    const first = await launch(t.app, lms, learnerClaims({ sub: 'learner-vic', email: 'VIC@school.example' }));
    const code = handoffCode(first.response);
    const refused = await t.app.inject({ method: 'POST', url: '/api/lti/link', headers: bearer(intruder.token), payload: { code } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('Only the CodePath account vic@school.example can be linked');
    const linked = await t.app.inject({ method: 'POST', url: '/api/lti/link', headers: bearer(owner.token), payload: { code } });
    expect(linked.statusCode).toBe(200);

    const second = await launch(t.app, lms, learnerClaims({ sub: 'learner-vic-2', email: 'vic@school.example' }));
    const again = await t.app.inject({ method: 'POST', url: '/api/lti/link', headers: bearer(owner.token), payload: { code: handoffCode(second.response) } });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toContain('already linked to another Stand-in LMS account');
  });

  describe('refuses', () => {
    const refusal = async (response: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, text: string) => {
      expect(response.statusCode).toBe(status);
      expect(String(response.headers['content-type'])).toContain('text/html');
      expect(response.body).toContain(text);
    };

    it('a token signed with a key the platform does not publish', async () => {
      const { response } = await launch(t.app, lms, learnerClaims(), { isSignedWithUnpublishedKey: true });
      await refusal(response, 401, 'its signature does not match the LMS keys');
    });

    it('a replayed token, and a state used twice', async () => {
      const used = await launch(t.app, lms, learnerClaims());
      expect(used.response.statusCode).toBe(200);
      const login = await initiateLogin(t.app);
      await refusal(await postLaunch(t.app, { id_token: used.idToken, state: login.state }, login.cookie), 401, 'its nonce does not match this launch');
      await refusal(await postLaunch(t.app, { id_token: used.idToken, state: used.login.state }, used.login.cookie), 401, 'expired or was already used');
    });

    it('a token for another tool, or with several audiences and no authorized party', async () => {
      await refusal((await launch(t.app, lms, learnerClaims(), { audience: 'another-client' })).response, 401, 'not issued for this tool (audience)');
      await refusal((await launch(t.app, lms, learnerClaims(), { audience: [STAND_IN_LMS.clientId, 'another-client'] })).response, 401, 'authorized party');
    });

    it('an unregistered deployment', async () => {
      const claims = learnerClaims({ 'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'rogue-deployment' });
      await refusal((await launch(t.app, lms, claims)).response, 403, 'deployment of CodePath in the LMS is not registered');
    });

    it('an expired token', async () => {
      await refusal((await launch(t.app, lms, learnerClaims(), { expiresInSeconds: -120 })).response, 401, 'it has expired');
    });

    it('a state that did not start in this browser', async () => {
      const login = await initiateLogin(t.app);
      const idToken = await lms.signIdToken(learnerClaims(), { nonce: login.nonce });
      await refusal(await postLaunch(t.app, { id_token: idToken, state: login.state }, null), 401, 'did not start in this browser');
      await refusal(await postLaunch(t.app, { id_token: idToken, state: login.state }, `${login.cookie.split('=')[0]}=another-state`), 401, 'did not start in this browser');
    });

    it('another LTI version and a link to an assignment outside the class', async () => {
      await refusal((await launch(t.app, lms, learnerClaims({ 'https://purl.imsglobal.org/spec/lti/claim/version': '1.1' }))).response, 401, 'not an LTI 1.3.0 message');
      const outside = learnerClaims({ [CUSTOM_CLAIM]: { codepath_assignment: '00000000-0000-4000-8000-000000000000' } });
      await refusal((await launch(t.app, lms, outside)).response, 404, 'not in the class linked to this LMS');
    });

    it('a malformed token or an unknown state without a 500', async () => {
      const login = await initiateLogin(t.app);
      await refusal(await postLaunch(t.app, { id_token: 'not.a.token', state: login.state }, login.cookie), 401, 'ID token was refused: it is malformed');
      const madeUp = 'm'.repeat(43);
      await refusal(await postLaunch(t.app, { id_token: 'not.a.token', state: madeUp }, `lti_state_${madeUp.slice(0, 16)}=${madeUp}`), 401, 'expired or was already used');
      for (const state of ['made-up', `${login.state.slice(0, 42)}\r\nX-Injected: 1`, `${login.state.slice(0, 42)}é`, `${login.state.slice(0, 42)};`]) {
        const response = await postLaunch(t.app, { id_token: 'not.a.token', state }, login.cookie);
        await refusal(response, 401, 'did not start in this browser');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const empty = await t.app.inject({ method: 'POST', url: '/api/lti/launch', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      await refusal(empty, 400, 'did not send the state');
    });
  });

  it('lets an instructor pick an assignment by deep linking and answers the platform with a signed content item', async () => {
    const settings = { deep_link_return_url: lms.deepLinkReturnUrl, accept_types: ['ltiResourceLink'], accept_presentation_document_targets: ['window'], data: 'opaque-42' };
    const claims = launchClaims(lms, {
      sub: 'instructor-1',
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingRequest',
      [ROLES_CLAIM]: [ROLE.instructor],
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': settings,
    });
    const learnerTry = await launch(t.app, lms, { ...claims, [ROLES_CLAIM]: [ROLE.learner] });
    expect(learnerTry.response.statusCode).toBe(403);

    const { response } = await launch(t.app, lms, claims);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Week 1');
    expect(response.body).toContain(`value="assignment:${assignmentId}"`);
    const code = /name="code" value="([^"]+)"/.exec(response.body)?.[1] ?? '';

    const answered = await deepLinkChoice(t.app, code, `assignment:${assignmentId}`);
    expect(answered.statusCode).toBe(200);
    expect(String(answered.headers['content-security-policy'])).toContain(`form-action 'self' ${new URL(lms.url).origin}`);
    expect(answered.body).toContain(`action="${lms.deepLinkReturnUrl}"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(answered.body)?.[1] ?? '';
    const payload = await lms.verifyDeepLinkingResponse(jwt);
    expect(payload).toMatchObject({
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': STAND_IN_LMS.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-42',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
        { type: 'ltiResourceLink', title: 'Week 1', url: 'http://localhost:80/api/lti/launch', custom: { codepath_assignment: assignmentId }, lineItem: { scoreMaximum: 100, label: 'Week 1' } },
      ],
    });
    expect((await deepLinkChoice(t.app, code, `assignment:${assignmentId}`)).statusCode).toBe(401);
  });

  it("brings in the class's roster from the LMS for its teacher", async () => {
    lms.roster.push(
      { user_id: 'learner-1', roles: [ROLE.learner], status: 'Active', name: 'Lin Learner' },
      { user_id: 'roster-new', roles: [ROLE.learner], status: 'Active', given_name: 'Nia', family_name: 'New', email: 'nia@school.example' },
      { user_id: 'roster-private', roles: [ROLE.learner], status: 'Active' },
      { user_id: 'roster-ta', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant'], status: 'Active', name: 'Tia Assistant' },
      { user_id: 'roster-gone', roles: [ROLE.learner], status: 'Inactive', name: 'Old Student' },
    );
    const learner = (await launch(t.app, lms, learnerClaims({ sub: 'learner-3', email: 'l3@school.example' }))).response;
    const learnerToken = (await continueLaunch(t.app, learner)).json().token;
    expect((await call(learnerToken, 'POST', `/api/classes/${classId}/lti/roster-sync`)).statusCode).toBe(403);

    const synced = await call(teacher, 'POST', `/api/classes/${classId}/lti/roster-sync`);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toEqual({ members: 4, accountsCreated: 3, joined: 3 });
    const matrix = (await call(teacher, 'GET', `/api/classes/${classId}/assignments/${assignmentId}/progress`)).json();
    const names = JSON.stringify(matrix);
    expect(names).toContain('Nia');
    expect(names).not.toContain('Old Student');
    expect((await call(teacher, 'POST', `/api/classes/${classId}/lti/roster-sync`)).json()).toEqual({ members: 4, accountsCreated: 0, joined: 0 });
  });

  it('lets an administrator remove a platform, after which its launches are refused', async () => {
    expect((await call(admin, 'DELETE', `/api/admin/lti/platforms/${platform.id}`)).statusCode).toBe(204);
    const login = await t.app.inject({ method: 'GET', url: `/api/lti/login?iss=${encodeURIComponent(STAND_IN_LMS.issuer)}&login_hint=x&client_id=${STAND_IN_LMS.clientId}` });
    expect(login.statusCode).toBe(404);
  });
});
