import type { ErrorBody, ErrorCode } from '@codepath/contract/errors';

type ErrorDetails = Omit<ErrorBody, 'error' | 'code'>;

interface AppErrorOptions {
  /** Extra fields of the answer (conflictType, errors, isOAuthRestriction...). */
  details?: ErrorDetails;
  /** What went wrong underneath; logged, never sent. */
  cause?: unknown;
}

/**
 * The HTTP status of every error code. A code means one status everywhere, so a
 * client that branches on the code and one that branches on the status agree.
 */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  EMPTY_CODE: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
  WEAK_PASSWORD: 400,
  PROVIDER_NOT_CONFIGURED: 400,
  AUTHENTICATION_REQUIRED: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  OAUTH_RESTRICTION: 403,
  PROFILE_UPDATE_LIMIT: 403,
  NOT_FOUND: 404,
  EMAIL_ALREADY_EXISTS: 409,
  OAUTH_CONFLICT: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function statusOfCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

/**
 * The one error type of the server. `userMessage` is what the client sees (for 5xx
 * a generic text is sent instead and the cause is logged).
 */
export class AppError extends Error {
  readonly details: ErrorDetails;
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    options: AppErrorOptions = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusOfCode(code);
    this.details = options.details ?? {};
  }

  toBody(): ErrorBody {
    return { error: this.userMessage, code: this.code, ...this.details };
  }
}
