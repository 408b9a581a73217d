import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/paths.ts';

const CLUSTER_SCRIPT = path.join(repositoryRoot, 'scripts', 'cluster.mjs');

/** Runs `npm run cluster`'s script with exactly these variables (and PATH), as an operator would. */
function runCluster(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [CLUSTER_SCRIPT], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('npm run cluster', () => {
  it('refuses to start without DATABASE_URL and REDIS_URL, naming both', () => {
    const { status, stderr } = runCluster({});
    expect(status).toBe(1);
    expect(stderr).toContain('DATABASE_URL and REDIS_URL are not set');
  });

  it('names the one that is missing', () => {
    expect(runCluster({ REDIS_URL: 'redis://127.0.0.1:6379' }).stderr).toContain('DATABASE_URL is not set');
    const withoutRedis = runCluster({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(withoutRedis.status).toBe(1);
    expect(withoutRedis.stderr).toContain('REDIS_URL is not set');
    expect(withoutRedis.stderr).not.toContain('DATABASE_URL is not set');
  });

  it('refuses API ports it cannot use', () => {
    const { status, stderr } = runCluster({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CLUSTER_PORTS: '3000,http',
    });
    expect(status).toBe(1);
    expect(stderr).toContain('CLUSTER_PORTS must list');
  });
});
