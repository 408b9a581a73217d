#!/usr/bin/env node
// Recreates the archive set (archive-set.json): for each repository, the named package
// folders at the pinned commit, extracted into OUT/<owner>+<name>/<path>. Uses a local
// git directory of the repository when --mirror-root holds one (<owner>+<name>/repo),
// else a partial clone from GitHub into OUT/.git-cache. Nothing fetched is committed.
// Usage: node scripts/archives/fetch-archives.mjs [--out DIR] [--mirror-root DIR]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, '.cache', 'archives') },
    'mirror-root': { type: 'string', default: process.env.ARCHIVE_MIRROR_ROOT ?? '' },
  },
});
const out = path.resolve(values.out);
const set = JSON.parse(fs.readFileSync(path.join(here, 'archive-set.json'), 'utf8'));

const git = (args, options = {}) => execFileSync('git', args, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 30, ...options });

function gitDirOf(repo, commit) {
  const local = values['mirror-root'] && path.join(values['mirror-root'], repo.replace('/', '+'), 'repo');
  if (local && fs.existsSync(local)) return local;
  const cached = path.join(out, '.git-cache', repo.replace('/', '+'));
  if (!fs.existsSync(cached)) git(['clone', '--bare', '--filter=blob:none', `https://github.com/${repo}.git`, cached]);
  git(['--git-dir', cached, 'fetch', '--quiet', 'origin', commit]);
  return cached;
}

let count = 0;
for (const { repo, commit, packages } of set.repositories) {
  const gitDir = gitDirOf(repo, commit);
  const target = path.join(out, repo.replace('/', '+'));
  for (const pkg of packages) {
    const dir = path.join(target, pkg);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(target, { recursive: true });
    const tar = git(['--git-dir', gitDir, 'archive', '--format=tar', commit, '--', pkg]);
    execFileSync('tar', ['-x', '-C', target], { input: tar });
    count += 1;
  }
  process.stdout.write(`${repo}@${commit.slice(0, 12)}: ${packages.length} packages\n`);
}
process.stdout.write(`${count} packages in ${out}\n`);
