import { ApiError } from '@/lib/api-client';

function serverMessage(error: ApiError): string | null {
  if (error.body?.error) return error.body.error;
  if (error.body?.errors?.length) return error.body.errors.join(', ');
  return null;
}

/** Profile update failures: the server's text, its list of errors, or the network error. */
export function describeProfileUpdateFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network' || error.code === 'timeout') return error.message;
    return serverMessage(error) ?? 'Failed to update profile';
  }
  return 'Failed to update profile';
}

export function describePasswordChangeFailure(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? 'Failed to update password';
  return 'Failed to update password';
}
