import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@codepath/contract/enums';
import { JudgeError, type JudgeErrorCode } from '@codepath/judge/errors';
import type { TestResult } from '@codepath/judge/grade';
import type { Judge } from '@codepath/judge/judge';
import type { VerifyReport, VerifyRow } from '@codepath/judge/verify';
import { createSandbox } from '@codepath/judge/sandbox/sandbox';
import { JudgeStoppedError } from '../lib/judge-stopped.ts';
import type { CallMessage, CarriedError, HostedJudgeSettings, HostedMethod, HostMessage } from './messages.ts';

const ENTRY = path.join(import.meta.dirname, 'judge-process.ts');
/** The TypeScript loader the server runs under, found from here so the child starts from any working directory. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface HostedJudgeOptions extends HostedJudgeSettings {
  onColdToolchain?: (language: Language, reason: string) => void;
}

/** A judge whose work runs in a child process; `close` ends that process once no call is left. */
export interface ClosableJudge extends Judge {
  close(): Promise<void>;
}

/** The server's judge, which can also verify a package folder as `judge verify` does (one submission at a time). */
export interface ServerJudge extends ClosableJudge {
  verifyPackage(dir: string, onRow: (row: VerifyRow) => void): Promise<VerifyReport>;
}

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onTestResult?: ((result: TestResult) => void) | undefined;
  onRow?: ((row: VerifyRow) => void) | undefined;
}

function revive(error: CarriedError): Error {
  return error.name === 'JudgeError' && error.code ? new JudgeError(error.code as JudgeErrorCode, error.message) : new Error(error.message);
}

/**
 * The Judge interface answered by a child process (README.md). The process starts
 * at the first call; one that dies fails the calls it held and the next call starts
 * another. Only pending calls keep this process's event loop alive for it.
 */
export function createHostedJudge(options: HostedJudgeOptions): ServerJudge {
  const settings: HostedJudgeSettings = {
    allowUnsandboxed: options.allowUnsandboxed,
    allowUnenforcedLimits: options.allowUnenforcedLimits,
    ...(options.judgingSlots !== undefined ? { judgingSlots: options.judgingSlots } : {}),
  };
  // Checked here as well, so a machine that cannot judge safely fails at start-up as with a judge in this process.
  const { executionMethod } = createSandbox(settings);
  const pending = new Map<number, PendingCall>();
  let host: ChildProcess | null = null;
  let nextId = 1;
  let isClosed = false;

  const settle = (id: number) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) host?.channel?.unref();
    return call;
  };

  const receive = (message: HostMessage) => {
    if (message.type === 'cold') options.onColdToolchain?.(message.language, message.reason);
    else if (message.type === 'test') pending.get(message.id)?.onTestResult?.(message.result);
    else if (message.type === 'row') pending.get(message.id)?.onRow?.(message.row);
    else if (message.type === 'answer') settle(message.id)?.resolve(message.value);
    else settle(message.id)?.reject(revive(message.error));
  };

  const start = (): ChildProcess => {
    const started = fork(ENTRY, [JSON.stringify(settings)], {
      execArgv: ['--import', TSX_LOADER],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const stopped = (reason: string) => {
      if (host !== started) return;
      host = null;
      const error = new JudgeStoppedError(`the judge process stopped (${reason})`);
      for (const id of [...pending.keys()]) settle(id)?.reject(error);
    };
    started.on('message', receive);
    started.once('error', (error) => stopped(error.message));
    started.once('exit', (code, signal) => stopped(signal ?? `exit code ${code}`));
    started.unref();
    started.channel?.unref();
    return started;
  };

  function call<T>(method: HostedMethod, request: unknown, listeners: Pick<PendingCall, 'onTestResult' | 'onRow'> = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (isClosed) {
        reject(new Error('the judge is closed'));
        return;
      }
      const target = host ?? (host = start());
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, ...listeners });
      target.channel?.ref();
      const message: CallMessage = { type: 'call', id, method, request };
      target.send(message, (error) => {
        if (error) settle(id)?.reject(error);
      });
    });
  }

  return {
    executionMethod,
    selfTest: (languages) => call('selfTest', languages),
    runProgram: (request) => call('runProgram', request),
    runCases: (request) => call('runCases', request),
    gradeSubmission: ({ onTestResult, ...request }) => call('gradeSubmission', request, { onTestResult }),
    verifyPackage: (dir, onRow) => call('verifyPackage', dir, { onRow }),
    async close() {
      isClosed = true;
      const closing = host;
      if (!closing || closing.exitCode !== null || closing.signalCode !== null) return;
      const exited = new Promise((resolve) => closing.once('exit', resolve));
      // The judge process exits when its channel closes.
      closing.disconnect();
      await exited;
    },
  };
}
