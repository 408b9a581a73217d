import type { Language } from '@codepath/contract/enums';
import type { TestResult } from '@codepath/judge/grade';
import type { VerifyRow } from '@codepath/judge/verify';

/** What the judge process is started with: the sandbox options that are plain data. */
export interface HostedJudgeSettings {
  allowUnsandboxed: boolean;
  allowUnenforcedLimits: boolean;
  /** The queue's slots, which a submission's tests may borrow when idle (the judge's `judgingSlots`). */
  judgingSlots?: number;
}

/** The Judge methods the judge process answers, and `verifyPackage` (`judge verify` of a package folder). */
export type HostedMethod = 'selfTest' | 'runProgram' | 'runCases' | 'gradeSubmission' | 'verifyPackage';

/** Server → judge process: one call; `request` is the method's argument, without functions. */
export interface CallMessage {
  type: 'call';
  id: number;
  method: HostedMethod;
  request: unknown;
}

/** An error as it crosses the process boundary; a JudgeError keeps its code. */
export interface CarriedError {
  name: string;
  message: string;
  code?: string;
}

/** Judge process → server: a test result of a grading in progress, a call's answer or failure, or a cold toolchain. */
export type HostMessage =
  | { type: 'test'; id: number; result: TestResult }
  | { type: 'row'; id: number; row: VerifyRow }
  | { type: 'answer'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: CarriedError }
  | { type: 'cold'; language: Language; reason: string };
