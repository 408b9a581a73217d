import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; log?: string; input?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const log = options.log ? fs.createWriteStream(options.log, { flags: 'a' }) : undefined;
    const collect = (chunk: Buffer) => {
      chunks.push(chunk);
      log?.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.stdin.end(options.input ?? '');
    child.on('error', reject);
    child.on('close', (code) => {
      log?.end();
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-4000)}`));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isDockerUp(): boolean {
  return spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts dockerd when none answers (a fresh machine where the package is installed but
 * the service is not running). It gets no bridge: everything in the test is on the host's
 * network. Answers a function that stops the daemon again, or undefined when it was running.
 */
export async function ensureDocker(logFile: string): Promise<(() => Promise<void>) | undefined> {
  if (isDockerUp()) return undefined;
  const daemon = spawn('dockerd', ['--bridge=none', '--iptables=false'], { stdio: ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')], detached: true });
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (isDockerUp()) {
      return async () => {
        daemon.kill('SIGTERM');
        await new Promise((resolve) => daemon.once('exit', resolve));
      };
    }
    await sleep(500);
  }
  daemon.kill('SIGKILL');
  throw new Error(`dockerd did not start; see ${logFile}`);
}

export function hasImage(tag: string): boolean {
  return spawnSync('docker', ['image', 'inspect', tag], { stdio: 'ignore' }).status === 0;
}

/**
 * A Debian bookworm base image made from Debian's packages (no registry needed):
 * debootstrap's minimal variant, without apt's lists and caches (as debian:bookworm-slim).
 */
export async function ensureDebianBase(tag: string, logFile: string): Promise<number | undefined> {
  if (hasImage(tag)) return undefined;
  const started = Date.now();
  const rootfs = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-rootfs-'));
  try {
    await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, 'http://deb.debian.org/debian'], { log: logFile });
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt']) {
      for (const entry of fs.readdirSync(path.join(rootfs, dir))) fs.rmSync(path.join(rootfs, dir, entry), { recursive: true, force: true });
    }
    const tar = spawn('tar', ['-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      const importer = spawn('docker', ['import', '-', tag], { stdio: ['pipe', 'ignore', 'inherit'] });
      tar.stdout.pipe(importer.stdin);
      importer.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`docker import exited ${code}`))));
    });
  } finally {
    fs.rmSync(rootfs, { recursive: true, force: true });
  }
  return Date.now() - started;
}

/** The machine's own extra CA certificates (a network that inspects TLS), for npm in the builds. */
export function extraCaCertificates(): string {
  const dir = '/usr/local/share/ca-certificates';
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.crt'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8').trim())
    .join('\n');
}

export function imageSizeBytes(tag: string): number {
  const result = spawnSync('docker', ['image', 'inspect', '--format', '{{.Size}}', tag], { encoding: 'utf8' });
  return Number(result.stdout.trim());
}
