import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { problems } from '../../db/schema-judging.ts';
import { problemPackages, problemVersions } from '../../db/schema-packages.ts';
import { repositoryRoot } from '../../paths.ts';
import { createCatalogue, type Catalogue, type CatalogueOptions } from './catalogue.ts';
import { ADMIN_POSTGRES_URL, adminQuery } from '../../../test/support/postgres-admin.ts';
import { migratedDatabaseImage } from '../../db/memory-image.ts';

/** A small package: one sample, three secret tests, a custom validator. */
const FIXTURE = path.join(repositoryRoot, 'packages/judge/test/fixtures/custom-validator/any-divisor');
const SLUG = 'any-divisor';



const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function makeProblemsDir(): string {
  const dir = tempDir('codepath-packages-');
  fs.cpSync(FIXTURE, path.join(dir, SLUG), { recursive: true });
  return dir;
}

interface Backend {
  /** Two connections, as two servers (or a server and a worker) would have. */
  servers: [DatabaseHandle, DatabaseHandle];
  close(): Promise<void>;
}

const backends: Record<'PGlite' | 'PostgreSQL', () => Promise<Backend>> = {
  async PGlite() {
    // One in-memory database cannot be opened twice; both "servers" share the handle.
    const handle = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
    await handle.migrate();
    return { servers: [handle, handle], close: () => handle.close() };
  },
  async PostgreSQL() {
    const name = `codepath_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_POSTGRES_URL);
    url.pathname = `/${name}`;
    const first = openDatabase({ kind: 'postgres', url: url.toString() });
    const second = openDatabase({ kind: 'postgres', url: url.toString() });
    await first.migrate();
    return {
      servers: [first, second],
      async close() {
        await first.close();
        await second.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  },
};

const secretInputs = (pkg: { secretTests: { inputPath: string }[] }) => pkg.secretTests.map((test) => fs.readFileSync(test.inputPath, 'utf8'));

describe.each(Object.keys(backends) as (keyof typeof backends)[])('stored packages on %s', (kind) => {
  let backend: Backend;
  let problemsDir: string;
  let serverA: Catalogue;
  let serverB: Catalogue;
  let fetched: string[];
  let cacheDir: string;
  const worker = (extra: Partial<CatalogueOptions> = {}) =>
    createCatalogue(backend.servers[1].db, {
      storePackages: true,
      packageCacheDir: cacheDir,
      onPackageFetched: ({ contentHash }) => fetched.push(contentHash),
      ...extra,
    });
  const versionRows = () => backend.servers[0].db.select().from(problemVersions).orderBy(problemVersions.version);
  const archiveCount = async () => (await backend.servers[0].db.select({ hash: problemPackages.contentHash }).from(problemPackages)).length;

  beforeAll(async () => {
    backend = await backends[kind]();
    problemsDir = makeProblemsDir();
    cacheDir = path.join(tempDir('codepath-cache-'), 'package-cache');
    fetched = [];
    serverA = createCatalogue(backend.servers[0].db, { problemsDir, storePackages: true, packageCacheDir: tempDir('codepath-cache-a-') });
    serverB = createCatalogue(backend.servers[1].db, { problemsDir, storePackages: true, packageCacheDir: tempDir('codepath-cache-b-') });
  });
  afterAll(() => backend?.close());

  it('two servers importing the same files at once give them one version and store one archive', async () => {
    const [a, b] = await Promise.all([serverA.importAll(), serverB.importAll()]);
    const results = [...a, ...b].map((outcome) => outcome.result).sort();
    expect(results).toEqual(['added', 'unchanged']);
    expect([...a, ...b].map((outcome) => (outcome.result === 'failed' ? 0 : outcome.version))).toEqual([1, 1]);
    expect(await archiveCount()).toBe(1);
    const rows = await versionRows();
    expect(rows.map(({ slug, version }) => ({ slug, version }))).toEqual([{ slug: SLUG, version: 1 }]);
    const [stored] = await backend.servers[0].db.select().from(problemPackages);
    expect(stored?.byteSize).toBe(stored?.archive.length);
    expect(stored?.contentHash).toBe(rows[0]?.contentHash);
  });

  it('changed files get version 2 exactly once, even when both servers import them', async () => {
    fs.writeFileSync(path.join(problemsDir, SLUG, 'data/secret/04.in'), '49\n');
    fs.writeFileSync(path.join(problemsDir, SLUG, 'data/secret/04.ans'), '7\n');
    const [a, b] = await Promise.all([serverA.importAll(), serverB.importAll()]);
    expect([...a, ...b].map((outcome) => outcome.result).sort()).toEqual(['unchanged', 'updated']);
    expect([...a, ...b].map((outcome) => (outcome.result === 'failed' ? 0 : outcome.version))).toEqual([2, 2]);
    expect((await versionRows()).map((row) => row.version)).toEqual([1, 2]);
    expect(await archiveCount()).toBe(2);
    const [row] = await backend.servers[0].db.select().from(problems).where(eq(problems.slug, SLUG));
    expect(row).toMatchObject({ version: 2, testCount: 5 });
  });

  it('a worker with an empty cache and no problems folder judges a submission on the version it was made on', async () => {
    const catalogue = worker();
    const first = await catalogue.load(SLUG, 1);
    expect(first).toMatchObject({ version: 1, pkg: { slug: SLUG, name: 'Any Divisor' } });
    expect(first?.pkg.secretTests).toHaveLength(3);
    expect(secretInputs(first!.pkg)).not.toContain('49\n');
    const second = await catalogue.load(SLUG, 2);
    expect(second?.pkg.secretTests).toHaveLength(4);
    expect(secretInputs(second!.pkg)).toContain('49\n');
    expect((await catalogue.load(SLUG))?.version).toBe(2);
    expect(fetched).toHaveLength(2);
    // The cache holds one complete folder per version, nothing half-written beside them.
    expect(fs.readdirSync(cacheDir).sort()).toEqual([first!.contentHash, second!.contentHash].sort());
  });

  it('a version or problem that was never imported cannot be loaded', async () => {
    const catalogue = worker();
    expect(await catalogue.load(SLUG, 3)).toBeUndefined();
    expect(await catalogue.load('no-such-problem', 1)).toBeUndefined();
    expect(await catalogue.load('no-such-problem')).toBeUndefined();
    await expect(catalogue.importAll()).rejects.toThrow('no problems folder');
  });

  it('loads again from the cache without fetching, in the same worker and in a restarted one', async () => {
    fetched.length = 0;
    const restarted = worker();
    const loaded = await restarted.load(SLUG, 1);
    expect(loaded?.pkg.secretTests).toHaveLength(3);
    await restarted.load(SLUG, 1);
    expect(fetched).toEqual([]);
  });

  it('fetches again when a file of the cached copy was changed, and judges the stored tests', async () => {
    const catalogue = worker();
    const loaded = await catalogue.load(SLUG, 1);
    const answer = loaded!.pkg.secretTests[0]!.answerPath;
    const original = fs.readFileSync(answer, 'utf8');
    fetched.length = 0;

    fs.writeFileSync(answer, 'tampered\n');
    const again = await catalogue.load(SLUG, 1);
    expect(fetched).toEqual([loaded!.contentHash]);
    expect(fs.readFileSync(again!.pkg.secretTests[0]!.answerPath, 'utf8')).toBe(original);

    // A folder missing a file (say, copied in by hand and cut short) is found by a restarted worker too.
    fs.rmSync(path.join(cacheDir, loaded!.contentHash, 'data/secret/02.in'));
    const restarted = await worker().load(SLUG, 1);
    expect(fetched).toHaveLength(2);
    expect(restarted?.pkg.secretTests).toHaveLength(3);
    expect(fs.existsSync(path.join(cacheDir, loaded!.contentHash, 'data/secret/02.in'))).toBe(true);
  });

  it('two jobs and two workers fetching the same version at once leave one intact folder', async () => {
    const sharedCache = path.join(tempDir('codepath-cache-race-'), 'cache');
    fetched.length = 0;
    const [one, two] = [worker({ packageCacheDir: sharedCache }), worker({ packageCacheDir: sharedCache })];
    const loads = await Promise.all([one.load(SLUG, 2), one.load(SLUG, 2), two.load(SLUG, 2), two.load(SLUG, 2)]);
    expect(fetched.length).toBeGreaterThanOrEqual(1);
    expect(fetched.length).toBeLessThanOrEqual(2);
    for (const loaded of loads) expect(secretInputs(loaded!.pkg)).toContain('49\n');
    expect(fs.readdirSync(sharedCache)).toEqual([loads[0]!.contentHash]);
  });

  it('servers that store no archives, importing at once, also make each change exactly one new version', async () => {
    const importers = [0, 1, 0, 1].map((server) => createCatalogue(backend.servers[server as 0 | 1].db, { problemsDir }));
    for (const round of [3, 4]) {
      fs.writeFileSync(path.join(problemsDir, SLUG, 'hints.md'), `## Hint 1\nRound ${round}.\n`);
      const outcomes = (await Promise.all(importers.map((catalogue) => catalogue.importAll()))).flat();
      expect(outcomes.map((outcome) => outcome.result).sort()).toEqual(['unchanged', 'unchanged', 'unchanged', 'updated']);
      expect(outcomes.map((outcome) => (outcome.result === 'failed' ? 0 : outcome.version))).toEqual([round, round, round, round]);
    }
    expect((await versionRows()).map((row) => row.version)).toEqual([1, 2, 3, 4]);
  });
});

describe('packages read from the problems folder (embedded mode)', () => {
  let database: DatabaseHandle;
  let problemsDir: string;
  let catalogue: Catalogue;
  const hashed: string[] = [];

  beforeAll(async () => {
    database = openDatabase({ kind: 'pglite', inMemory: true, image: await migratedDatabaseImage() });
    await database.migrate();
    problemsDir = makeProblemsDir();
    catalogue = createCatalogue(database.db, { problemsDir, onPackageHashed: (dir) => hashed.push(dir) });
    await catalogue.importAll();
  });
  afterAll(() => database?.close());

  it('judges unchanged files without hashing the package again', async () => {
    hashed.length = 0;
    for (let i = 0; i < 3; i++) expect(await catalogue.load(SLUG, 1)).toMatchObject({ version: 1, pkg: { slug: SLUG } });
    expect(hashed).toEqual([]);
    expect(await database.db.select().from(problemPackages)).toEqual([]);
  });

  it('picks up a changed file at the next load, as a new version, and records it', async () => {
    fs.writeFileSync(path.join(problemsDir, SLUG, 'data/secret/01.ans'), 'changed\n');
    const loaded = await catalogue.load(SLUG, 1);
    expect(hashed).toEqual([path.join(problemsDir, SLUG)]);
    // Only one copy of the files exists: the version on disk is judged, and says which it is.
    expect(loaded?.version).toBe(2);
    expect(fs.readFileSync(loaded!.pkg.secretTests[0]!.answerPath, 'utf8')).toBe('changed\n');
    const versions = await database.db.select({ version: problemVersions.version }).from(problemVersions).orderBy(problemVersions.version);
    expect(versions).toEqual([{ version: 1 }, { version: 2 }]);
    expect((await catalogue.load(SLUG, 2))?.version).toBe(2);
    expect(hashed).toHaveLength(1);
  });
});
