import { LANGUAGES } from './languages/registry.ts';
import type { BoxMountPlan, Sandbox, SandboxSession } from './sandbox/types.ts';
import { createJobDir, type JobDir } from './sandbox/work-dir.ts';
import { warmToolchainFor } from './warm/warm-registry.ts';
import { warmBind } from './warm/warm-toolchain.ts';

/** A job folder and its sandbox session, with a box already started on the folder. */
export interface PreparedJob {
  job: JobDir;
  session: SandboxSession;
}

/**
 * Jobs made ready before their program arrives: a job's folder (as root, a tmpfs
 * mounted) and a box started on it take a grading about 20 ms, so a judge keeps
 * one ready per judging slot and hands it out at once, and a job's clean-up
 * (killing its boxes, unmounting and removing its folder) happens after its
 * result is out. A job is used once: its folder and boxes are never another's.
 */
export interface JobPool {
  /** A prepared job, or one prepared now when none is ready; another is prepared for the next. */
  take(): Promise<PreparedJob>;
  /** Closes the job's session and removes its folder, in the background. */
  release(prepared: PreparedJob): void;
  /** Removes the jobs still ready and waits for every clean-up under way. */
  close(): Promise<void>;
}

/**
 * What a box shows beside the job's folder to compile and run any language: every toolchain's paths and warm files.
 * Not a cold toolchain's own binds (esbuild from node_modules, `toolchainBinds`): those would show a host path to every
 * language's program; a run that needs one gets a box of its own.
 */
function everyToolchain(sandbox: Sandbox): Omit<BoxMountPlan, 'workDirHost'> {
  const languages = Object.values(LANGUAGES);
  return {
    extraReadOnlyPaths: [...new Set(languages.flatMap((language) => language.extraReadOnlyPaths))],
    extraBinds: languages.flatMap((language) => {
      const warm = warmToolchainFor(sandbox, language.id);
      return warm ? [warmBind(warm)] : [];
    }),
  };
}

export function createJobPool(sandbox: Sandbox, workRoot: string, size: number): JobPool {
  const ready: Promise<PreparedJob>[] = [];
  const cleanups = new Set<Promise<void>>();
  let isClosed = false;

  const prepare = async (): Promise<PreparedJob> => {
    const job = await createJobDir(workRoot);
    const prestart = sandbox.executionMethod === 'sandbox' ? { prestart: { workDirHost: job.box, ...everyToolchain(sandbox) } } : {};
    return { job, session: sandbox.openSession(prestart) };
  };

  const release = (prepared: PreparedJob): void => {
    const cleanup = prepared.session
      .close()
      .finally(() => prepared.job.remove())
      .catch(() => undefined)
      .finally(() => cleanups.delete(cleanup));
    cleanups.add(cleanup);
  };

  const refill = (): void => {
    while (!isClosed && ready.length < size) {
      const next = prepare();
      next.catch(() => undefined);
      ready.push(next);
    }
  };

  return {
    async take() {
      const next = ready.shift();
      refill();
      if (next) {
        try {
          return await next;
        } catch {
          // It could not be prepared (the work root was full, say): prepare one now, which says why.
        }
      }
      return prepare();
    },
    release,
    async close() {
      isClosed = true;
      const unused = await Promise.allSettled(ready.splice(0));
      for (const settled of unused) if (settled.status === 'fulfilled') release(settled.value);
      while (cleanups.size > 0) await Promise.all([...cleanups]);
    },
  };
}
