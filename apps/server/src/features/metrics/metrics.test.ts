import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

const METRIC_FAMILIES = [
  'codepath_queue_jobs gauge',
  'codepath_submission_seconds histogram',
  'codepath_compile_seconds histogram',
  'codepath_run_seconds histogram',
  'codepath_jobs_total counter',
  'codepath_http_request_duration_seconds histogram',
  'process_cpu_seconds_total counter',
  'nodejs_eventloop_lag_seconds gauge',
];

/** The value of the sample of `name` whose labels include all of `labels` (in any order), if there is one. */
function sampleValue(body: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of body.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]));
    if (Object.entries(labels).every(([key, value]) => present.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('answers every metric family in Prometheus text format', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of METRIC_FAMILIES) expect(response.body).toContain(`# TYPE ${family}`);
  });

  it('reads the queue on every scrape, labelled with the role', async () => {
    const { body } = await scrape();
    for (const kind of ['run', 'submission']) {
      for (const state of ['waiting', 'active']) expect(sampleValue(body, 'codepath_queue_jobs', { kind, state, role: 'all' })).toBe(0);
    }
  });

  it('times requests under their route pattern, never the raw address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/problems/some-slug-42' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route-77' });
    const { body } = await scrape();
    const count = (route: string, statusCode: string) =>
      sampleValue(body, 'codepath_http_request_duration_seconds_count', { method: 'GET', route, status_code: statusCode, role: 'all' });
    expect(count('/api/problems/:id', '401')).toBe(1);
    expect(count('(unmatched)', '404')).toBe(1);
    expect(body).not.toContain('some-slug-42');
    expect(body).not.toContain('route-77');
  });

  it('keeps each app to its own figures', async () => {
    const other = await createTestApp();
    try {
      const { body } = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(body).not.toContain('route="/api/problems/:id"');
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-token-0123456789';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: token });
  });
  afterAll(() => t.close());

  it('refuses a scraper without the token, or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: token }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ error: 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>', code: 'AUTHENTICATION_REQUIRED' });
    }
  });

  it('answers a scraper that sends it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE codepath_queue_jobs gauge');
  });
});
