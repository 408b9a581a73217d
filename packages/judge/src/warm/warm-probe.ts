import fs from 'node:fs';
import type { LanguageModule } from '../languages/language.ts';
import { BASE_ENV } from '../languages/language.ts';
import { COMPILE_LIMITS } from '../sandbox/limits.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { createJobDir } from '../sandbox/work-dir.ts';
import { warmBind, type WarmProbe, type WarmToolchain } from './warm-toolchain.ts';

/**
 * Runs the language's probe in the sandbox, as a compilation runs: proof that
 * the toolchain there takes the warm files (g++ marks the PCH as used, the JVM
 * maps its archives with -Xshare:on). Undefined when it does; else the reason.
 */
export async function probeWarmToolchain(
  sandbox: Sandbox,
  workRoot: string,
  language: Pick<LanguageModule, 'extraReadOnlyPaths' | 'canBoundByAddressSpace'>,
  probe: WarmProbe,
  warm: WarmToolchain,
): Promise<string | undefined> {
  for (const argv of probe.commands(warm)) {
    const job = await createJobDir(workRoot);
    const devNull = fs.openSync('/dev/null', 'r');
    try {
      for (const [name, content] of Object.entries(probe.files)) job.writeBoxFile(name, content);
      const result = await sandbox.execute({
        workDirHost: job.box,
        isWorkDirWritable: true,
        extraReadOnlyPaths: language.extraReadOnlyPaths,
        extraBinds: [warmBind(warm)],
        command: { argv, env: BASE_ENV },
        stdinFd: devNull,
        limits: COMPILE_LIMITS,
        canBoundByAddressSpace: language.canBoundByAddressSpace,
        keepsPageCache: true,
      });
      const output = `${result.stdout.toString('utf8')}${result.stderr.toString('utf8')}`;
      if (result.exitCode !== 0 || !probe.expected.test(output)) return `${argv[0] ?? ''} in the sandbox: ${output.trim().slice(0, 300)}`;
    } finally {
      fs.closeSync(devNull);
      await job.remove();
    }
  }
  return undefined;
}
