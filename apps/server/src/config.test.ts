import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, READ_VARIABLE_NAMES } from './config.ts';
import { repositoryRoot } from './paths.ts';

describe('loadConfig', () => {
  it('documents every variable it reads', () => {
    expect(CONFIG_VARIABLES.map((variable) => variable.name).sort()).toEqual([...READ_VARIABLE_NAMES].sort());
  });

  it('has working defaults, with paths under the repository root', () => {
    expect(loadConfig({})).toEqual({
      role: 'all',
      redisUrl: undefined,
      redisPrefix: 'codepath',
      judgeLeaseMs: 30_000,
      workerPort: 3001,
      metricsToken: undefined,
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repositoryRoot, 'data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      problemsDir: path.join(repositoryRoot, 'problems'),
      judgeConcurrency: undefined,
      judgeAllowUnsandboxed: false,
      runRateLimit: 30,
      submitRateLimit: 10,
      maxPendingJobs: 3,
      webDistDir: path.join(repositoryRoot, 'apps/web/dist'),
      authRateLimit: 10,
      trustProxy: false,
      logLevel: 'info',
      google: null,
      github: null,
      ai: null,
      hintRateLimit: 30,
      adminEmails: [],
      uploadLimitBytes: 64 * 1024 * 1024,
      publicUrl: undefined,
    });
  });

  it('reads ADMIN_EMAILS lower-cased and refuses what is not an e-mail', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com, second@example.org ,' }).adminEmails).toEqual(['ops@example.com', 'second@example.org']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com;root' })).toThrow(/ADMIN_EMAILS/);
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/codepath',
      DATABASE_URL: 'postgres://u@db:5432/codepath',
      JWT_SECRET: 's'.repeat(32),
      METRICS_TOKEN: 'm'.repeat(16),
      AUTH_RATE_LIMIT: '5',
      TRUST_PROXY: 'true',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/codepath',
      databaseUrl: 'postgres://u@db:5432/codepath',
      metricsToken: 'm'.repeat(16),
      authRateLimit: 5,
      trustProxy: true,
      logLevel: 'info',
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL']);
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters long');
    expect((error as Error).message).toContain('Invalid configuration');
  });

  it.each(['api', 'worker'])('SERVER_ROLE=%s refuses to start without Redis, PostgreSQL and a shared secret, naming each', (role) => {
    expect(() => loadConfig({ SERVER_ROLE: role })).toThrow(
      new RegExp(`REDIS_URL: is required when SERVER_ROLE=${role}[^]*DATABASE_URL: is required[^]*JWT_SECRET: is required`),
    );
    const complete = { SERVER_ROLE: role, REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(complete)).toMatchObject({ role, redisUrl: 'redis://127.0.0.1:6379' });
  });

  it('rejects a REDIS_URL that is not a Redis address and an unknown role', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://x', SERVER_ROLE: 'judge' })).toThrow(/SERVER_ROLE: Invalid option[^]*REDIS_URL: must start with redis:\/\//);
  });
});
