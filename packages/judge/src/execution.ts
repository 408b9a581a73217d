import fs from 'node:fs';
import path from 'node:path';
import type { Verdict } from '@codepath/contract/enums';
import { compiledSources, type EntryPoint, type HeapExhaustedEnd, type LanguageModule, type ProgramRunner } from './languages/language.ts';
import { signalOf } from './runtime-error.ts';
import type { DirectoryBind, ExecuteResult, Sandbox, SandboxCommand, SandboxSession, StreamedStdio } from './sandbox/types.ts';
import { COMPILE_LIMITS, type ResourceLimits } from './sandbox/limits.ts';
import type { OutputMemory } from './sandbox/output-buffer.ts';
import type { JobDir } from './sandbox/work-dir.ts';
import { compileOnServer, type ServedCompile, type ServerFallback } from './warm/compile-on-server.ts';
import { probeWarmToolchain } from './warm/warm-probe.ts';
import { dropWarmToolchain, reportColdCompile, warmToolchainFor } from './warm/warm-registry.ts';
import { warmBind, type WarmToolchain } from './warm/warm-toolchain.ts';

/** How a run ended, before its output is checked: `null` verdict means it exited normally. */
export interface RunOutcome {
  verdict: Exclude<Verdict, 'Accepted' | 'Wrong Answer' | 'Compilation Error'> | null;
  result: ExecuteResult;
}

export interface CompileOutcome {
  isOk: boolean;
  verdict: 'Compilation Error' | 'Internal Error' | null;
  /** Compiler messages with sandbox paths removed, ready for the learner. */
  message: string;
  timeMs: number;
  /** Wall-clock time the compile step took (0 when the language has none). */
  wallMs: number;
}

/** A JVM, V8 or Mono holds 10–30 MiB of its own before its heap holds anything. */
const MIN_MEASURED_HEAP_BYTES = 64 * 1024 * 1024;

/** Whether the run ended as its runtime ends when its heap is exhausted (a signal as the sandbox or bwrap reports it). */
function endsAsHeapExhausted(result: ExecuteResult, end: HeapExhaustedEnd): boolean {
  if (end.signal !== undefined) return signalOf(result) === end.signal;
  return result.signal === null && result.exitCode === end.exitCode;
}

/**
 * Precedence when several signs are present: a sandbox failure is ours, the
 * output cap and time limits stop the program before it can fail otherwise, and
 * an exit after the memory limit was reached is a memory verdict, not a crash.
 * Only what the sandbox measured and the exit status or signal decide: what the
 * program printed (a runtime's out-of-memory report among it) plays no part. A
 * managed runtime refuses memory at its own heap limit, below the memory limit;
 * how it then ends is the language's `heapExhaustedEnd`: the JVM's exit status 3
 * (-XX:+ExitOnOutOfMemoryError) is Memory Limit Exceeded however full the heap
 * was measured, V8's abort is when the measured memory reached 90 % of the heap
 * limit, and for a runtime without an end of its own (Mono) any failure is then.
 * Under a heap limit too small to tell from the runtime's own start
 * (MIN_MEASURED_HEAP_BYTES) the measurement does not count; the JVM's status does.
 */
export function classifyRun(result: ExecuteResult, limits: ResourceLimits, language: Pick<ProgramRunner, 'heapLimitBytes' | 'heapExhaustedEnd'>): RunOutcome['verdict'] {
  if (result.setupError !== undefined) return 'Internal Error';
  if (result.isOutputLimit) return 'Output Limit Exceeded';
  if (result.isCpuTimeout || result.isWallTimeout) return 'Time Limit Exceeded';
  if (result.isOomKilled) return 'Memory Limit Exceeded';
  const hasFailed = result.exitCode !== 0 || result.signal !== null;
  if (!hasFailed) return null;
  if (result.hasHitMemoryLimit && result.peakBytes >= 0.9 * limits.memoryBytes) return 'Memory Limit Exceeded';
  const end = language.heapExhaustedEnd;
  const hasEndedAsHeapExhausted = end === undefined || endsAsHeapExhausted(result, end);
  if (end !== undefined && !end.isMeasured && hasEndedAsHeapExhausted) return 'Memory Limit Exceeded';
  const heapLimit = language.heapLimitBytes?.(limits.memoryBytes) ?? 0;
  const hasFilledHeap = heapLimit >= MIN_MEASURED_HEAP_BYTES && result.peakBytes >= 0.9 * heapLimit;
  if (hasEndedAsHeapExhausted && hasFilledHeap) return 'Memory Limit Exceeded';
  return 'Runtime Error';
}

/** Compiler output names files inside the sandbox; the learner should see only their own file name. */
export function scrubSandboxPaths(text: string, hostPaths: readonly string[]): string {
  let scrubbed = text;
  for (const hostPath of hostPaths) scrubbed = scrubbed.split(`${hostPath}/`).join('').split(hostPath).join('.');
  return scrubbed
    .replace(/\/box\//g, '')
    .replace(/\/tmp\/cc[\w.-]+/g, '<temporary file>')
    .replace(/\/usr\/bin\/ld: /g, 'ld: ');
}

const COMPILE_TIME_LIMIT_MESSAGE = `Compilation took longer than ${COMPILE_LIMITS.cpuMs / 1000} seconds.`;

function describeCompileLimit(result: ExecuteResult): string | undefined {
  if (result.isCpuTimeout || result.isWallTimeout) return COMPILE_TIME_LIMIT_MESSAGE;
  if (result.isOomKilled) return `Compilation used more than ${COMPILE_LIMITS.memoryBytes / 1024 / 1024} MiB of memory.`;
  if (result.isOutputLimit) return 'The compiler produced too much output.';
  return undefined;
}

/** Saves the source in the job's box under the name its language asks for, and says how to run it. */
export function writeSource(language: Pick<LanguageModule, 'entryPoint'>, job: JobDir, source: string | Buffer, fileName?: string): EntryPoint {
  const entry = language.entryPoint(source.toString(), fileName);
  job.writeBoxFile(entry.sourceFileName, source);
  return entry;
}

/** The language's own toolchain folders and its prebuilt files' folder, added to a job's binds when the language has them. */
function withToolchainBinds(language: ProgramRunner, binds: readonly DirectoryBind[] | undefined, warm: WarmToolchain | undefined): DirectoryBind[] {
  return [...(binds ?? []), ...(language.toolchainBinds?.(warm) ?? []), ...(warm ? [warmBind(warm)] : [])];
}

function compileOnce(sandbox: Sandbox | SandboxSession, language: ProgramRunner, command: SandboxCommand, job: JobDir, stdinFd: number, keepsPageCache: boolean, warm?: WarmToolchain) {
  return sandbox.execute({
    workDirHost: job.box,
    isWorkDirWritable: true,
    extraReadOnlyPaths: language.extraReadOnlyPaths,
    extraBinds: withToolchainBinds(language, undefined, warm),
    command,
    stdinFd,
    limits: compileLimitsOf(language),
    canBoundByAddressSpace: language.canBoundByAddressSpace,
    ...(keepsPageCache ? { keepsPageCache } : {}),
  });
}

/** The compile's limits for the compiler process: the compiler's own start is not the compile's work. */
export function compileLimitsOf(language: ProgramRunner): ResourceLimits {
  const start = language.compilerStartCpuMs ?? 0;
  return { ...COMPILE_LIMITS, cpuMs: COMPILE_LIMITS.cpuMs + start, wallMs: COMPILE_LIMITS.wallMs + start };
}

/** The warm compiler's reply as the compiler process's would be: the same messages, capped as its stderr is. */
function servedOutcome(served: ServedCompile, job: JobDir, wallMs: number): CompileOutcome {
  const { reply, sandboxFolder } = served;
  if (reply.status === 3) return { isOk: false, verdict: 'Compilation Error', message: COMPILE_TIME_LIMIT_MESSAGE, timeMs: reply.cpuMs, wallMs };
  const capped = Buffer.from(reply.messages).subarray(0, COMPILE_LIMITS.stderrBytes).toString('utf8');
  const message = scrubSandboxPaths(capped, [sandboxFolder, job.box, job.root]).trim();
  const isOk = reply.status === 0;
  return { isOk, verdict: isOk ? null : 'Compilation Error', message, timeMs: reply.cpuMs, wallMs };
}

/**
 * Compiles on the language's long-lived compiler when it has one; undefined when
 * the process should compile instead, or the server's failure to settle once it has.
 */
async function compileWarmServed(sandbox: Sandbox, language: ProgramRunner, entry: EntryPoint, job: JobDir, warm: WarmToolchain | undefined): Promise<CompileOutcome | ServerFallback | undefined> {
  const server = language.warmUp?.compileServer;
  const { id } = language;
  if (!warm || !server || id === undefined) return undefined;
  const started = performance.now();
  const spec = { language: id, processName: server.processName, command: server.command(warm), extraReadOnlyPaths: language.extraReadOnlyPaths, extraBinds: [warmBind(warm)] };
  const served = await compileOnServer(sandbox, spec, compiledSources(entry), job, (reason) => reportColdCompile(sandbox, id, reason));
  if (served === undefined || 'settle' in served) return served;
  return servedOutcome(served, job, Math.round(performance.now() - started));
}

/** The language's own refusal of a source it would compile wrongly (LanguageModule.refuseSource), for the first such file. */
function refusedSource(language: ProgramRunner, entry: EntryPoint, job: JobDir): string | undefined {
  const { refuseSource } = language;
  if (!refuseSource) return undefined;
  for (const name of compiledSources(entry)) {
    const refused = refuseSource(name, fs.readFileSync(path.join(job.box, name), 'utf8'));
    if (refused !== undefined) return refused;
  }
  return undefined;
}

const hasFailed = (result: ExecuteResult) => result.setupError !== undefined || result.exitCode !== 0 || result.signal !== null;

/** Compiles in the box: a language's compiler, or a program folder's build script (which has no warm files). */
export async function compileInBox(
  sandbox: Sandbox,
  language: ProgramRunner,
  entry: EntryPoint,
  job: JobDir,
  stdinFd: number,
  session?: SandboxSession,
  /** The judge's own program (a self-test): what the compiler reads into the page cache stays there. */
  keepsPageCache = false,
): Promise<CompileOutcome> {
  const { compileCommand } = language;
  if (!compileCommand) return { isOk: true, verdict: null, message: '', timeMs: 0, wallMs: 0 };
  const refused = refusedSource(language, entry, job);
  if (refused !== undefined) return { isOk: false, verdict: 'Compilation Error', message: refused, timeMs: 0, wallMs: 0 };
  const warm = language.id === undefined ? undefined : warmToolchainFor(sandbox, language.id);
  const served = await compileWarmServed(sandbox, language, entry, job, warm);
  if (served && !('settle' in served)) return served;
  let result = await compileOnce(session ?? sandbox, language, compileCommand(entry, warm), job, stdinFd, keepsPageCache, warm);
  // A failure naming the warm files (a damaged precompiled header) may be ours: compile again, cold. Only the
  // judge's own probe decides whether the files are bad: a source can fail on purpose only when they are on its
  // path (`#if __has_include` of them), and one learner must not turn the language cold for everyone.
  if (warm && hasFailed(result) && `${result.stderr.toString('utf8')}${result.setupError ?? ''}`.includes(warm.sandboxDir)) {
    result = await compileOnce(session ?? sandbox, language, compileCommand(entry), job, stdinFd, keepsPageCache);
    const { id, warmUp } = language;
    if (!hasFailed(result) && id !== undefined && warmUp) {
      const failure = await probeWarmToolchain(sandbox, path.dirname(job.root), language, warmUp.probe, warm);
      if (failure !== undefined) dropWarmToolchain(sandbox, id, `the compiler failed on ${warm.hostDir}: ${failure}`);
    }
  }
  served?.settle(!hasFailed(result));
  const output = scrubSandboxPaths(
    `${result.stdout.toString('utf8')}${result.stderr.toString('utf8')}`,
    [job.box, job.root],
  ).trim();
  if (result.setupError !== undefined) {
    return { isOk: false, verdict: 'Internal Error', message: result.setupError, timeMs: result.cpuMs, wallMs: result.wallMs };
  }
  const limitMessage = describeCompileLimit(result);
  if (limitMessage !== undefined) {
    return { isOk: false, verdict: 'Compilation Error', message: limitMessage, timeMs: result.cpuMs, wallMs: result.wallMs };
  }
  if (result.exitCode !== 0 || result.signal !== null) {
    return { isOk: false, verdict: 'Compilation Error', message: output, timeMs: result.cpuMs, wallMs: result.wallMs };
  }
  return { isOk: true, verdict: null, message: output, timeMs: result.cpuMs, wallMs: result.wallMs };
}

export interface RunInBoxInput {
  sandbox: Sandbox;
  /** The job's sandbox session (Sandbox.openSession): the run reuses one of its boxes. */
  session?: SandboxSession;
  language: ProgramRunner;
  entry: EntryPoint;
  job: JobDir;
  stdinFd: number;
  limits: ResourceLimits;
  args?: readonly string[];
  extraBinds?: readonly DirectoryBind[];
  /** An interactive party's stdio, in place of `stdinFd` and the kept output. */
  streams?: StreamedStdio;
  abortSignal?: AbortSignal;
  /** Where the stdout is kept (a test's whose output is checked: output-buffer.ts). */
  outputMemory?: OutputMemory | 'dropped';
  /** The judge's own program (a self-test): what it reads into the page cache stays there. */
  keepsPageCache?: boolean;
}

/** Runs the compiled program with its files read-only; only a private, size-capped /tmp is writable. */
export async function runInBox(input: RunInBoxInput): Promise<RunOutcome> {
  // The run sees the language's warm files as its compile did (read-only), so both can share a box.
  const { id } = input.language;
  const warm = id !== undefined ? warmToolchainFor(input.sandbox, id) : undefined;
  const command = input.language.runCommand(input.limits.memoryBytes, input.entry, warm);
  const result = await (input.session ?? input.sandbox).execute({
    workDirHost: input.job.box,
    isWorkDirWritable: false,
    extraReadOnlyPaths: input.language.extraReadOnlyPaths,
    extraBinds: withToolchainBinds(input.language, input.extraBinds, warm),
    command: { argv: [...command.argv, ...(input.args ?? [])], env: command.env },
    stdinFd: input.stdinFd,
    ...(input.streams ? { streams: input.streams } : {}),
    ...(input.abortSignal ? { abortSignal: input.abortSignal } : {}),
    ...(input.outputMemory ? { outputMemory: input.outputMemory } : {}),
    limits: input.limits,
    canBoundByAddressSpace: input.language.canBoundByAddressSpace,
    ...(input.keepsPageCache ? { keepsPageCache: true } : {}),
  });
  return { verdict: classifyRun(result, input.limits, input.language), result };
}
