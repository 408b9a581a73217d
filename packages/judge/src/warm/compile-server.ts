import { PassThrough } from 'node:stream';
import type { DirectoryBind, ExecuteResult, Sandbox, SandboxCommand } from '../sandbox/types.ts';
import { COMPILE_LIMITS, type ResourceLimits } from '../sandbox/limits.ts';
import { CompileReplyReader, type CompileReply } from './compile-reply.ts';
import { createSpool, type Spool } from './compile-spool.ts';

/** How to start a language's long-lived compiler in the sandbox (java-compile-server.ts, kotlin-warm.ts). */
export interface CompileServerSpec {
  /** Whose compiles it serves: a sandbox's servers of one language never take another's. */
  language: string;
  /** The compiler process a compile it fails falls back to (`javac`), for the reason given. */
  processName: string;
  command: SandboxCommand;
  extraReadOnlyPaths: readonly string[];
  extraBinds: readonly DirectoryBind[];
}

/**
 * The server's whole life: a compile's memory limit, its CPU time over many
 * compiles (past it the server is killed and the next compile starts a new
 * one), at most an hour. Its replies are counted in full (the per-compile cap
 * on messages is the caller's).
 */
const SERVER_LIMITS: ResourceLimits = { ...COMPILE_LIMITS, cpuMs: 600_000, wallMs: 3_600_000, stdoutBytes: 256 * 1024 * 1024 };

function describeExit(result: ExecuteResult): string {
  if (result.setupError !== undefined) return `it could not start: ${result.setupError}`;
  if (result.isOomKilled) return 'it ran out of memory';
  if (result.isCpuTimeout || result.isWallTimeout) return 'it reached its time limit';
  if (result.isOutputLimit) return 'it wrote too much';
  const stderr = result.stderr.toString('utf8').trim().slice(0, 300);
  return `it exited (${result.signal ?? result.exitCode ?? '?'})${stderr ? `: ${stderr}` : ''}`;
}

/** A compile that outlived the wall time a compile gets, as a process's would: the compile's limit, not the server's fault. */
export class CompileWallTimeout extends Error {
  constructor(wallMs: number) {
    super(`a compile took longer than ${wallMs} ms`);
  }
}

/**
 * One sandboxed compiler process and its spool: a job folder of its own (its
 * /box), the only host folder it can write, holding the one compile in progress.
 * Requests go one at a time; any failure ends the process for good.
 */
export class CompileServerProcess {
  private readonly requests = new PassThrough();
  private readonly replies = new PassThrough();
  private readonly reader = new CompileReplyReader();
  private readonly abort = new AbortController();
  private waiting: { resolve: (reply: CompileReply) => void; reject: (error: Error) => void } | undefined;
  /** Why the process ended or must not be used; undefined while it serves. */
  failure: string | undefined;
  jobs = 0;
  readonly exited: Promise<void>;
  /** The spec it was started with: a compile asking for another (new warm files) replaces it. */
  readonly specKey: string;
  readonly language: string;

  private constructor(
    sandbox: Sandbox,
    readonly spool: Spool,
    spec: CompileServerSpec,
  ) {
    this.specKey = JSON.stringify(spec);
    this.language = spec.language;
    this.replies.on('data', (chunk: Buffer) => this.onOutput(chunk));
    this.exited = sandbox
      .execute({
        workDirHost: spool.box,
        isWorkDirWritable: true,
        extraReadOnlyPaths: spec.extraReadOnlyPaths,
        extraBinds: spec.extraBinds,
        command: spec.command,
        stdinFd: -1,
        streams: { stdin: this.requests, stdout: this.replies },
        abortSignal: this.abort.signal,
        limits: SERVER_LIMITS,
        canBoundByAddressSpace: false,
      })
      .then(
        (result) => this.end(describeExit(result)),
        (error: unknown) => this.end(`it could not start: ${(error as Error).message}`),
      )
      .finally(() => spool.remove());
  }

  static async start(sandbox: Sandbox, workRoot: string, spec: CompileServerSpec): Promise<CompileServerProcess> {
    return new CompileServerProcess(sandbox, await createSpool(workRoot), spec);
  }

  /**
   * Compiles `files` of the spool's `folder` (a sandbox path) within `cpuMs` of the
   * compile thread's CPU time (the server answers status 3 past it, and exits);
   * rejects when the server fails, or with `CompileWallTimeout` past `wallMs`.
   */
  request(folder: string, files: readonly string[], cpuMs: number, wallMs: number): Promise<CompileReply> {
    if (this.failure !== undefined) return Promise.reject(new Error(this.failure));
    if (this.waiting) return Promise.reject(new Error('the compile server is busy'));
    this.jobs += 1;
    return new Promise<CompileReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        const waiting = this.waiting;
        this.waiting = undefined;
        this.end(`a compile took longer than ${wallMs} ms`);
        waiting?.reject(new CompileWallTimeout(wallMs));
      }, wallMs);
      const settle = () => {
        clearTimeout(timer);
        this.waiting = undefined;
      };
      this.waiting = {
        resolve: (reply) => (settle(), resolve(reply)),
        reject: (error) => (settle(), reject(error)),
      };
      this.requests.write(`${[String(cpuMs), String(COMPILE_LIMITS.stderrBytes), folder, ...files].join('\t')}\n`);
    });
  }

  /** Lets the server finish and exit (its stdin ends); a compile still waiting is failed. */
  stop(reason: string): void {
    if (this.failure === undefined) this.failure = reason;
    this.requests.end();
    this.waiting?.reject(new Error(reason));
  }

  private onOutput(chunk: Buffer): void {
    try {
      for (const reply of this.reader.push(chunk)) {
        if (!this.waiting) throw new Error('the compile server replied to no request');
        this.waiting.resolve(reply);
      }
    } catch (error) {
      this.end((error as Error).message);
    }
  }

  /** Kills the process (a no-op once it is gone) and fails a compile still waiting. */
  end(reason: string): void {
    if (this.failure === undefined) this.failure = reason;
    this.abort.abort();
    this.waiting?.reject(new Error(this.failure));
  }
}
