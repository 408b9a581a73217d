import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';
import { LANGUAGES } from '@codepath/judge/languages/registry';
import type { ProblemPackage } from '@codepath/judge/package/read-package';

/** Runs argv in cwd with stdin from a file (or nothing), its output read and dropped; rejects on a failed exit. */
function spawnBare(argv: readonly string[], cwd: string, env: NodeJS.ProcessEnv, stdinPath?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = argv;
    if (!command) return reject(new Error('empty command'));
    const stdin = stdinPath ? fs.openSync(stdinPath, 'r') : 'ignore';
    const child = spawn(command, args, { cwd, env, stdio: [stdin, 'pipe', 'pipe'] });
    if (typeof stdin === 'number') fs.closeSync(stdin);
    child.stdout?.resume();
    child.stderr?.resume();
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code}`))));
  });
}

/**
 * The floor a judge cannot beat: the language's own compile command (the system
 * compiler, no warm files) and every test of the package run one after another as
 * bare processes, no sandbox, no limits, no checking. Milliseconds of wall time.
 */
export async function measureBareFloor(pkg: ProblemPackage, language: Language, source: string): Promise<number> {
  const module = LANGUAGES[language];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-bare-floor-'));
  try {
    const started = performance.now();
    const entry = module.entryPoint(source);
    fs.writeFileSync(path.join(dir, entry.sourceFileName), source);
    const compile = module.compileCommand?.(entry);
    // A toolchain the sandbox shows at a path of its own (esbuild at /opt/esbuild, Kotlin's jars at /opt/kotlin, also
    // inside a class path) runs from where it lives.
    const onHost = (arg: string) => (module.toolchainBinds?.() ?? []).reduce((text, bind) => text.split(`${bind.sandboxPath}/`).join(`${bind.hostPath}/`), arg);
    if (compile) await spawnBare(compile.argv.map(onHost), dir, { ...compile.env });
    const run = module.runCommand(pkg.memoryLimitBytes, entry);
    for (const test of [...pkg.samples, ...pkg.secretTests]) await spawnBare(run.argv.map(onHost), dir, { ...run.env }, test.inputPath);
    return performance.now() - started;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
