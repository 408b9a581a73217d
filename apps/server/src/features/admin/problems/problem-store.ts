import type { ProblemPackage } from '@codepath/judge/package/read-package';
import type { AuditActor } from '../../../lib/audit.ts';

/**
 * What the admin area needs of the problems feature's versions (implemented by
 * features/problems/problem-versions.ts and handed over in app.ts): features meet
 * only where they are wired.
 */
export interface ProblemStore {
  addVersion(input: {
    slug: string;
    dir: string;
    isNewProblem: boolean;
    note: string;
    action: 'problem.upload' | 'problem.edit';
    actor: Exclude<AuditActor, 'command line'>;
  }): Promise<{ version: number; isNewVersion: boolean; warnings: string[] }>;
  publish(slug: string, version: number, actor: AuditActor): Promise<void>;
  setVisibility(slug: string, visibility: 'published' | 'hidden', actor: AuditActor): Promise<void>;
  filesOf(slug: string, version: number): Promise<ProblemPackage | undefined>;
}

/** Queues a background job by id (the judging queue's `enqueueBackground`). */
export type EnqueueBackground = (jobId: string, kind: 'verify' | 'rejudge' | 'similarity') => Promise<void>;
