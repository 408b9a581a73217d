import type { Language } from '@codepath/contract/enums';
import { JudgeError } from './errors.ts';
import { LANGUAGES } from './languages/registry.ts';
import { assertToolchainVersion } from './languages/toolchain-version.ts';
import { runProgramOnce } from './run-program.ts';
import type { Sandbox } from './sandbox/types.ts';
import { prepareWarmToolchain } from './warm/warm-registry.ts';

/**
 * One self-test per language, sandbox and process: the toolchain's version first,
 * then a small program; a broken or too old toolchain shows on first use, with its reason. (Per sandbox because a native one runs differently.)
 */
const selfTests = new WeakMap<Sandbox, Map<Language, Promise<void>>>();

async function runSelfTest(sandbox: Sandbox, workRoot: string, language: Language, warmCacheDir: string | undefined): Promise<void> {
  const module = LANGUAGES[language];
  await assertToolchainVersion(module.toolchain);
  // The program below then compiles and runs with the warm files (Java on the long-lived compiler, whose
  // failure is reported through onColdToolchain), so a warm path that does not work shows here.
  if (warmCacheDir !== undefined) await prepareWarmToolchain(sandbox, module, warmCacheDir, workRoot);
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
