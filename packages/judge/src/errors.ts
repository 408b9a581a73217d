/** Error codes of the judge; callers branch on `code`, people read `message`. */
export type JudgeErrorCode =
  | 'SANDBOX_UNAVAILABLE'
  | 'LIMIT_NOT_ENFORCEABLE'
  | 'SELF_TEST_FAILED'
  | 'INVALID_PACKAGE';

export class JudgeError extends Error {
  readonly code: JudgeErrorCode;

  constructor(code: JudgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JudgeError';
    this.code = code;
  }
}
