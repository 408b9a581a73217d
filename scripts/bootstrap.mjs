#!/usr/bin/env node
// Idempotent set-up behind `npm start`, `npm test`, `npm run dev` and `npm run bench`:
// system packages, npm packages, the web build. Uses only node's standard library,
// because it runs before `npm ci` has installed anything.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'start';
const step = (msg) => console.log(`\x1b[36m[setup]\x1b[0m ${msg}`);

/** Debian packages each mode needs: command (or probe command line) to check, package that provides it. */
const SYSTEM_TOOLS = [
  { command: 'bwrap', pkg: 'bubblewrap', modes: ['start', 'test', 'bench', 'dev'] },
  // The judge builds its seccomp filter with libseccomp's binding for Debian's own Python.
  { probe: ['/usr/bin/python3', '-c', 'import seccomp'], pkg: 'python3-seccomp', modes: ['start', 'test', 'bench', 'dev'] },
  { command: 'gcc', pkg: 'gcc', modes: ['start', 'test', 'bench', 'dev'] },
  { command: 'g++', pkg: 'g++', modes: ['start', 'test', 'bench', 'dev'] },
  { command: '/usr/bin/python3', pkg: 'python3', modes: ['start', 'test', 'bench', 'dev'] },
  { command: 'javac', pkg: 'openjdk-17-jdk-headless', modes: ['start', 'test', 'bench', 'dev'] },
  // Go, Rust and C# (JavaScript and TypeScript run on this Node.js; esbuild comes from npm; Kotlin's compiler comes
  // from npm's kotlin-compiler and runs on the JDK above).
  { command: '/usr/bin/go', pkg: 'golang-go', modes: ['start', 'test', 'bench', 'dev'] },
  { command: '/usr/bin/rustc', pkg: 'rustc-web', modes: ['start', 'test', 'bench', 'dev'] },
  { command: '/usr/bin/mcs', pkg: 'mono-mcs', modes: ['start', 'test', 'bench', 'dev'] },
  { command: '/usr/bin/mono', pkg: 'mono-runtime', modes: ['start', 'test', 'bench', 'dev'] },
  { command: 'chromium', pkg: 'chromium', modes: ['test'] },
  // `npm run test:deploy` builds the container images and runs compose.yaml's stack.
  { command: 'dockerd', pkg: 'docker.io', modes: ['deploy'] },
  { command: 'docker-compose', pkg: 'docker-compose', modes: ['deploy'] },
  { command: 'debootstrap', pkg: 'debootstrap', modes: ['deploy'] },
];

function hasCommand(command) {
  if (command.startsWith('/')) return fs.existsSync(command);
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function isPresent(tool) {
  if (tool.probe) return spawnSync(tool.probe[0], tool.probe.slice(1), { stdio: 'ignore' }).status === 0;
  return hasCommand(tool.command);
}

function ensureSystemPackages() {
  const missing = SYSTEM_TOOLS.filter((t) => t.modes.includes(mode) && !isPresent(t)).map((t) => t.pkg);
  if (missing.length === 0) return;
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages: ${missing.join(', ')}.\nInstall them as root, then run this again:\n  sudo apt-get update && sudo ${install}`);
    process.exit(1);
  }
  step(`installing ${missing.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('sh', ['-c', install], { stdio: 'inherit', env });
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '');
  }
  return hash.digest('hex');
}

function listFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

/** Runs `fn` only when the hash of its inputs differs from the one stamped last time. */
function whenChanged(name, inputs, fn) {
  const stampDir = path.join(root, '.cache', 'bootstrap');
  const stamp = path.join(stampDir, `${name}.hash`);
  const hash = hashFiles(inputs);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return;
  fn();
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(stamp, hash);
}

function ensureNpmPackages() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const stale = !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs;
  if (!stale) return;
  step('installing npm packages (npm ci)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

function buildWeb() {
  const inputs = [
    ...listFiles(path.join(root, 'apps/web')).filter((f) => !f.includes(`${path.sep}e2e${path.sep}`) && !/\.test\.tsx?$/.test(f)),
    ...listFiles(path.join(root, 'packages/contract/src')),
  ];
  const dist = path.join(root, 'apps/web/dist/index.html');
  whenChanged('web-build', [...inputs, dist], () => {
    step('building the web app');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  });
}

/**
 * The judge's precompiled header, class-data archives and Kotlin's compiler copy (packages/judge/README.md, "Warm
 * toolchains"), built by its self-test now rather than on the first submission of a fresh
 * machine. The folder is the judge's default (src/warm/warm-cache.ts); a judge whose
 * toolchain changed since builds new ones itself.
 */
function warmJudgeToolchains() {
  const cache = path.join(os.tmpdir(), `codepath-judge-warm-${process.getuid?.() ?? 0}`);
  const built = fs.existsSync(cache) ? fs.readdirSync(cache) : [];
  if (['cpp-', 'java-', 'kotlin-'].every((prefix) => built.some((name) => name.startsWith(prefix)))) return;
  step("building the judge's warm toolchains (precompiled header, class-data archives, Kotlin's compiler)");
  const result = spawnSync(process.execPath, [path.join(root, 'packages/judge/bin/judge.mjs'), 'self-test'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) console.log('The judge self-test failed; the judge will build its warm toolchains when it first judges.');
}

// `bootstrap.mjs packages MODE` prints the Debian packages MODE needs, one line, so that the
// container images (Dockerfile) install exactly the list above and nothing else keeps its own.
if (mode === 'packages') {
  const forMode = process.argv[3] ?? 'start';
  console.log(SYSTEM_TOOLS.filter((t) => t.modes.includes(forMode)).map((t) => t.pkg).join(' '));
  process.exit(0);
}

ensureSystemPackages();
ensureNpmPackages();
if (['start', 'test', 'bench'].includes(mode)) warmJudgeToolchains();
if (['start', 'test'].includes(mode) && fs.existsSync(path.join(root, 'apps/web/index.html'))) buildWeb();
step('ready');
