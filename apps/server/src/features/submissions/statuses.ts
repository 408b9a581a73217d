import type { PendingStatus } from '@codepath/contract/enums';
import type { SubmissionStatus } from '@codepath/contract/submissions';

export const PENDING_STATUSES: readonly PendingStatus[] = ['Queued', 'Running'];

export const isFinalStatus = (status: SubmissionStatus) => !(PENDING_STATUSES as readonly string[]).includes(status);
