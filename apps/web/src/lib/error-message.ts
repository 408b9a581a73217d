import { ApiError } from '@/lib/api-client';

/** The server's own error text when it sent one, otherwise the screen's fallback from the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.error ? error.body.error : fallback;
}
