import type { Language } from '@codepath/contract/enums';
import { JudgeError } from './errors.ts';
import { LANGUAGES } from './languages/registry.ts';
import { assertToolchainVersion } from './languages/toolchain-version.ts';
import type { LanguageModule } from './languages/language.ts';
import { runProgramOnce, type ProgramResult } from './run-program.ts';
import type { Sandbox } from './sandbox/types.ts';
import { prepareWarmToolchain } from './warm/warm-registry.ts';

/**
 * One self-test per language, sandbox and process: the toolchain's version first, then the warm files, then
 * the programs (run once per sandbox configuration, below); a broken or too old toolchain shows on first use,
 * with its reason.
 */
const selfTests = new WeakMap<Sandbox, Map<Language, Promise<void>>>();
/**
 * The self-test's programs passed in this process, by the sandbox's configuration, the language and the warm
 * folder it used: a second judge made the same way (another test file's, a command's) prepares its warm
 * files but does not run the programs again.
 */
const provenPrograms = new Map<string, Promise<void>>();

/**
 * The failure checks' limits: short, so a start-up costs little; the memory limit below most real ones, and large enough
 * that a managed runtime's heap under it is measured (execution.ts, MIN_MEASURED_HEAP_BYTES).
 */
const FAILURE_LIMITS = { cpuMs: 500, wallMs: 5000, memoryBytes: 128 * 1024 * 1024 };
/**
 * The memory hog's: the same memory, time enough to reach it. Each page it touches is a page fault, which its CPU time
 * counts: about 15 us on a host that takes back a guest's free memory at once (measured on a 2-core VM, 2026-11-28),
 * so 128 MiB took 0.5 s of system time there and the hog met the time limit first.
 */
const HOG_LIMITS = { ...FAILURE_LIMITS, cpuMs: 5000, wallMs: 15_000 };

/** The language's programs that must fail (SelfTest.failures): each must get its verdict and its named reason. */
export async function checkFailures(sandbox: Sandbox, workRoot: string, module: LanguageModule): Promise<void> {
  const { failures } = module.selfTest;
  if (!failures) return;
  const run = (source: string, limits = FAILURE_LIMITS) => runProgramOnce({ sandbox, workRoot, language: module, source, stdin: '', limits, keepsPageCache: true });
  const fail = (what: string, result: ProgramResult, detail: string) => {
    throw new JudgeError('SELF_TEST_FAILED', `${module.id} self-test failed: ${what} got ${result.verdict} (${detail.slice(0, 300)})`);
  };
  const [compiled, crashed, busy, hog] = [await run(failures.compileError.source), await run(failures.runtimeError.source), await run(failures.busyLoop), await run(failures.memoryHog, HOG_LIMITS)];
  const file = module.entryPoint(failures.compileError.source).sourceFileName;
  // `main.go:4:2`, `main.rs:2:18`, `main.cs(3,13)`, `main.ts:2:9`, `main.js:2`: the file, then the line.
  const namesLine = new RegExp(`${file.replace('.', '\\.')}(?::|\\()${failures.compileError.line}\\b`).test(compiled.compileOutput);
  if (compiled.verdict !== 'Compilation Error' || !namesLine) fail(`a compile error on line ${failures.compileError.line}`, compiled, compiled.compileOutput);
  if (crashed.verdict !== 'Runtime Error' || crashed.failure?.name !== failures.runtimeError.name) fail(`"${failures.runtimeError.name}"`, crashed, crashed.failure?.name ?? crashed.stderr);
  if (busy.verdict !== 'Time Limit Exceeded') fail('a busy loop', busy, busy.stderr);
  if (hog.verdict !== 'Memory Limit Exceeded') fail('an allocation past 128 MiB', hog, hog.stderr);
}

async function runSelfTest(sandbox: Sandbox, workRoot: string, language: Language, warmCacheDir: string | undefined): Promise<void> {
  const module = LANGUAGES[language];
  await assertToolchainVersion(module.toolchain);
  // The program below then compiles and runs with the warm files (Java on the long-lived compiler, whose
  // failure is reported through onColdToolchain), so a warm path that does not work shows here.
  const warm = warmCacheDir !== undefined ? await prepareWarmToolchain(sandbox, module, warmCacheDir, workRoot) : undefined;
  if (sandbox.configKey === undefined) return runSelfTestPrograms(sandbox, workRoot, module);
  // The work root too: its file system decides whether a job's files can be run at all.
  const key = JSON.stringify([sandbox.configKey, workRoot, language, warm?.hostDir ?? null]);
  const shared = provenPrograms.get(key);
  if (shared) {
    // Another judge's proof, maybe still running: if it fails, this judge's own programs decide.
    await shared.catch(() => runSelfTestPrograms(sandbox, workRoot, module));
    return;
  }
  const proof = runSelfTestPrograms(sandbox, workRoot, module);
  proof.catch(() => provenPrograms.delete(key));
  provenPrograms.set(key, proof);
  await proof;
}

/** A+B must print its sum, then the failure checks. */
async function runSelfTestPrograms(sandbox: Sandbox, workRoot: string, module: LanguageModule): Promise<void> {
  const language = module.id;
  const result = await runProgramOnce({
    sandbox,
    workRoot,
    language: module,
    source: module.selfTest.source,
    stdin: module.selfTest.stdin,
    limits: { cpuMs: 5000, wallMs: 15_000 },
    // The toolchain's files it reads stay cached: a learner's run then finds them there and changes nothing.
    keepsPageCache: true,
  });
  if (result.verdict !== 'Accepted' || result.stdout !== module.selfTest.expectedStdout) {
    const detail = (result.compileOutput || result.stderr || `printed ${JSON.stringify(result.stdout)}`).slice(0, 400);
    throw new JudgeError('SELF_TEST_FAILED', `${language} self-test failed (${result.verdict}): ${detail}`);
  }
  await checkFailures(sandbox, workRoot, module);
}

/** `warmCacheDir` undefined: the language stays cold. */
export function ensureSelfTest(sandbox: Sandbox, workRoot: string, language: Language, warmCacheDir: string | undefined): Promise<void> {
  let forSandbox = selfTests.get(sandbox);
  if (!forSandbox) {
    forSandbox = new Map();
    selfTests.set(sandbox, forSandbox);
  }
  let pending = forSandbox.get(language);
  if (!pending) {
    pending = runSelfTest(sandbox, workRoot, language, warmCacheDir);
    // A failed self-test is retried next time rather than cached: the toolchain may have been fixed.
    pending.catch(() => forSandbox.delete(language));
    forSandbox.set(language, pending);
  }
  return pending;
}
