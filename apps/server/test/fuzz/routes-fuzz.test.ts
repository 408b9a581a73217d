import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, STRONG_PASSWORD } from '../support/accounts.ts';
import { listRoutes, type RouteEntry } from '../support/list-routes.ts';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { writeSumProblem } from '../judging/support/tiny-problem.ts';
import { fuzzRequest } from './request-generators.ts';

/**
 * Schema-violating requests to every route: wrong types, missing and extra fields,
 * control characters, huge numbers and strings, deep JSON, bad path parameters.
 * None may answer 5xx, and the server must still serve afterwards. The seed is fixed
 * so a failure repeats; FUZZ_SEED=<n> explores other requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const MIN_REQUESTS = 1_000;
const MIN_RUNS_PER_ROUTE = 25;
/** A request that takes longer has hung (an events stream that never ends, say). */
const REQUEST_TIMEOUT_MS = 10_000;

let t: JudgingTestApp;
let token: string;
let email: string;
let routes: RouteEntry[];

beforeAll(async () => {
  const problemsDir = makeProblemsDir([]);
  writeSumProblem(problemsDir);
  // Low limits: a generated request that happens to be valid judges little and hashes few passwords.
  t = await createJudgingTestApp(problemsDir, {
    judgeConcurrency: 1,
    runRateLimit: 3,
    submitRateLimit: 3,
    maxPendingJobs: 1,
    authRateLimit: 5,
    hintRateLimit: 5,
  });
  ({ token, user: { email } } = await registerAccount(t.app));
  routes = listRoutes(t.app);
});
afterAll(() => t?.close());

function withTimeout<T>(promise: Promise<T>, describe: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${describe()}`)), REQUEST_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe('fuzzing every route', () => {
  it('finds the routes from Fastify itself', () => {
    expect(routes).toContainEqual({ method: 'POST', url: '/api/submissions/' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/submissions/:id/events' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/problems/:id/template/:language' });
  });

  it(`answers no 5xx to at least ${MIN_REQUESTS} generated bad requests, then still serves`, { timeout: 120_000 }, async () => {
    const runsPerRoute = Math.max(MIN_RUNS_PER_ROUTE, Math.ceil(MIN_REQUESTS / routes.length));
    let sent = 0;
    console.info(`fuzzing ${routes.length} routes × ${runsPerRoute} requests, seed ${SEED} (FUZZ_SEED)`);
    for (const [position, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(route.method, route.url, token), async (request) => {
          sent += 1;
          const response = await withTimeout(t.app.inject(request.inject), request.describe);
          if (response.statusCode >= 500) {
            throw new Error(`${response.statusCode} for ${request.describe()}\nanswer: ${response.body.slice(0, 500)}`);
          }
        }),
        { seed: SEED + position, numRuns: runsPerRoute, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.2.0.1', payload: { email, password: STRONG_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const problems = await t.app.inject({ method: 'GET', url: '/api/problems', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(problems.statusCode).toBe(200);
  });
});
