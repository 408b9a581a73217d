import type { ErrorBody, ErrorCode } from '@codepath/contract/errors';

type ErrorDetails = Omit<ErrorBody, 'error' | 'code'>;

interface AppErrorOptions {
  /** Extra fields of the answer (conflictType, errors, isOAuthRestriction...). */
  details?: ErrorDetails;
  /** What went wrong underneath; logged, never sent. */
  cause?: unknown;
}

/**
 * The one error type of the server. `userMessage` is what the client sees (for 5xx
 * a generic text is sent instead and the cause is logged).
 */
export class AppError extends Error {
  readonly details: ErrorDetails;

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly userMessage: string,
    options: AppErrorOptions = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.name = 'AppError';
    this.details = options.details ?? {};
  }

  toBody(): ErrorBody {
    return { error: this.userMessage, code: this.code, ...this.details };
  }
}
