import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthAnswer, MessageAnswer, ProfileAnswer, ProfileUpdateAnswer } from '@codepath/contract/auth';
import { DashboardAnswer } from '@codepath/contract/dashboard';
import { ProblemListAnswer } from '@codepath/contract/problems';
import { SessionAnswer, TimeStatsAnswer } from '@codepath/contract/time';
import { makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { GITHUB_TEST_ACCOUNT, STAND_IN_GITHUB_CLIENT, startGithubOAuth, type GithubOAuthStandIn } from '../stand-ins/github-oauth.ts';
import { STAND_IN_GOOGLE_CLIENT_ID, startGoogleIdentity, type GoogleIdentityStandIn } from '../stand-ins/google-identity.ts';
import { bearer, registerAccount, STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { createJudgingTestAppIn, JUDGING_MODES } from './support/scale-out-app.ts';

/**
 * Every row of the accounts call table (accounts-dashboard-settings §7) with the
 * spec's method, path and payload, in both modes: one process, and an API server
 * with a judge worker on Redis and PostgreSQL. Google and GitHub are the loopback
 * stand-ins.
 */
describe.each(JUDGING_MODES)('%s mode: spec call table: accounts', (mode) => {
  let t: JudgingTestApp;
  let google: GoogleIdentityStandIn;
  let github: GithubOAuthStandIn;

  beforeAll(async () => {
    [google, github] = await Promise.all([startGoogleIdentity(), startGithubOAuth()]);
    t = await createJudgingTestAppIn(mode, makeProblemsDir(['two-sum']), {
      google: { clientId: STAND_IN_GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl },
      github: { ...STAND_IN_GITHUB_CLIENT, baseUrl: github.url, apiUrl: github.url },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([google?.close(), github?.close()]);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('POST /api/auth/register answers user and token; a taken e-mail answers the conflict fields', async () => {
    const email = uniqueEmail('contract');
    const response = await call('POST', '/api/auth/register', undefined, { email, password: 'secret1', firstname: 'Ada', lastname: 'Lovelace' });
    expect(response.statusCode).toBe(201);
    expect(AuthAnswer.parse(response.json()).user).toMatchObject({ email, authMethod: 'email' });
    const conflict = await call('POST', '/api/auth/register', undefined, { email, password: 'secret1', firstname: 'A', lastname: 'B' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: expect.any(String), conflictType: 'email_already_exists', existingAuthMethod: 'email' });
  });

  it('POST /api/auth/login answers user and token whose bearer header opens the profile', async () => {
    const { user } = await registerAccount(t.app);
    const response = await call('POST', '/api/auth/login', undefined, { email: user.email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const answer = AuthAnswer.parse(response.json());
    expect(answer.user.id).toBe(user.id);
    expect((await call('GET', '/api/auth/profile', answer.token)).statusCode).toBe(200);
    const wrong = await call('POST', '/api/auth/login', undefined, { email: user.email, password: 'not-it-1' });
    expect(wrong.statusCode).toBe(401);
  });

  it('POST /api/auth/google answers user and token for a Google ID token', async () => {
    const response = await call('POST', '/api/auth/google', undefined, { credential: await google.signIdToken({ sub: `contract-${mode}`, email: `google-${mode}@example.com` }) });
    expect(response.statusCode).toBe(200);
    expect(AuthAnswer.parse(response.json()).user).toMatchObject({ email: `google-${mode}@example.com`, authMethod: 'google', isOAuthUser: true });
  });

  it('POST /api/auth/github/callback with code and redirectUri answers token and user', async () => {
    const response = await call('POST', '/api/auth/github/callback', undefined, {
      code: github.issueCode(GITHUB_TEST_ACCOUNT),
      redirectUri: 'http://localhost:3000/auth/github/callback',
    });
    expect(response.statusCode).toBe(200);
    expect(AuthAnswer.parse(response.json()).user).toMatchObject({ email: 'grace.github@example.com', authMethod: 'github' });
  });

  it('POST /api/time/session/start, /activity and /end keep one session of the signed-in user', async () => {
    const { token } = await registerAccount(t.app);
    const started = SessionAnswer.parse((await call('POST', '/api/time/session/start', token, { sessionType: 'login' })).json());
    expect(started.sessionId).toEqual(expect.any(String));
    expect(SessionAnswer.parse((await call('POST', '/api/time/session/activity', token)).json()).sessionId).toBe(started.sessionId);
    expect(SessionAnswer.parse((await call('POST', '/api/time/session/end', token)).json()).sessionId).toBe(started.sessionId);
    expect((await call('POST', '/api/time/session/start')).statusCode).toBe(401);
  });

  it('GET /api/dashboard and GET /api/time/dashboard/stats answer a new learner\'s dashboard', async () => {
    const { token } = await registerAccount(t.app);
    const dashboard = await call('GET', '/api/dashboard', token);
    expect(dashboard.statusCode).toBe(200);
    expect(DashboardAnswer.parse(dashboard.json()).stats).toMatchObject({ problemsSolved: 0, totalProblems: 1, totalSubmissions: 0 });
    const stats = await call('GET', '/api/time/dashboard/stats', token);
    expect(TimeStatsAnswer.parse(stats.json())).toEqual({ thisWeekTime: 0, activeDays: 0, averageTimePerProblem: 0, averageSessionTime: 0 });

    // Signed in for the first time, nothing run or submitted yet: greeted as new, and no streak.
    await call('POST', '/api/time/session/start', token, { sessionType: 'login' });
    const signedIn = DashboardAnswer.parse((await call('GET', '/api/dashboard', token)).json());
    expect(signedIn.isFirstLogin).toBe(true);
    expect(signedIn.progressOverview).toMatchObject({ currentStreak: 0, totalActiveDays: 1 });
  });

  it('GET /api/problems answers the list of problems', async () => {
    const { token } = await registerAccount(t.app);
    const list = ProblemListAnswer.parse((await call('GET', '/api/problems', token)).json());
    expect(list.map((problem) => problem.id)).toEqual(['two-sum']);
  });

  it('GET and PUT /api/auth/profile answer the profile, then user, token and remainingUpdates', async () => {
    const { user, token } = await registerAccount(t.app);
    const profile = ProfileAnswer.parse((await call('GET', '/api/auth/profile', token)).json());
    expect(profile).toMatchObject({ user: { id: user.id, isFirstLogin: true }, profileUpdates: { count: 0, remaining: 3 } });
    const email = uniqueEmail('moved');
    const updated = await call('PUT', '/api/auth/profile', token, { firstname: 'Augusta', lastname: user.lastname, email });
    expect(updated.statusCode).toBe(200);
    const answer = ProfileUpdateAnswer.parse(updated.json());
    expect(answer).toMatchObject({ user: { firstname: 'Augusta', email }, remainingUpdates: 3, token: expect.any(String) });
    expect((await call('GET', '/api/auth/profile', answer.token)).json().user.email).toBe(email);
  });

  it('POST /api/auth/change-password replaces the password; a weak one answers errors; an OAuth account answers isOAuthRestriction', async () => {
    const { user, token } = await registerAccount(t.app);
    const weak = await call('POST', '/api/auth/change-password', token, { currentPassword: STRONG_PASSWORD, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: expect.any(String), errors: expect.arrayContaining([expect.any(String)]) });
    const changed = await call('POST', '/api/auth/change-password', token, { currentPassword: STRONG_PASSWORD, newPassword: 'N3w-password' });
    expect(MessageAnswer.parse(changed.json())).toEqual({ message: 'Password updated successfully' });
    expect((await call('POST', '/api/auth/login', undefined, { email: user.email, password: 'N3w-password' })).statusCode).toBe(200);

    const oauth = AuthAnswer.parse(
      (await call('POST', '/api/auth/google', undefined, { credential: await google.signIdToken({ sub: `pw-${mode}`, email: `pw-${mode}@example.com` }) })).json(),
    );
    const refused = await call('POST', '/api/auth/change-password', oauth.token, { currentPassword: 'x', newPassword: 'N3w-password' });
    expect(refused.json()).toMatchObject({ isOAuthRestriction: true });
  });
});
