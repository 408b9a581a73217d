import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { submissionEvents, submissions } from '../../db/schema-judging.ts';
import { claimSubmission, findUnclaimed, releaseClaim, renewClaim } from './claim-submission.ts';
import { createLocalEventBus } from './event-bus.ts';
import { finishSubmission, type JudgedOutcome } from './finish-submission.ts';
import { openWithOneSubmission } from './one-submission.test-support.ts';

let database: DatabaseHandle;
let submissionId: string;

const accepted: JudgedOutcome = {
  verdict: 'Accepted',
  passedCount: 1,
  testCount: 1,
  runtimeMs: 1,
  memoryKb: 1,
  output: '',
  failedSampleOutput: null,
  failedSample: null,
  executionMethod: 'sandbox',
};

beforeEach(async () => {
  ({ database, submissionId } = await openWithOneSubmission());
});

afterEach(() => database.close());

const finishDeps = () => ({ db: database.db, bus: createLocalEventBus(), recordVerdict: async () => ({ score: 0, wrongAttempts: 0 }) });
const expireLease = () => database.db.update(submissions).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(submissions.id, submissionId));

describe('claiming a submission for judging', () => {
  it('gives the row to exactly one of several claims made at once', async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimSubmission(database.db, submissionId, 30_000)));
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row).toMatchObject({ status: 'Running', attempts: 1 });
  });

  it('lets another worker take the row once the lease ran out, and then only the new holder writes the verdict', async () => {
    const first = await claimSubmission(database.db, submissionId, 30_000);
    expect(await claimSubmission(database.db, submissionId, 30_000)).toBeNull();
    await expireLease();
    const second = await claimSubmission(database.db, submissionId, 30_000);
    expect(second).not.toBeNull();
    expect(second?.submission.attempts).toBe(2);

    // The first worker (it only seemed dead) finishes late: its write is refused and sends no final event.
    expect(await finishSubmission(finishDeps(), first!.submission, { ...accepted, verdict: 'Wrong Answer' }, first!.token)).toBeNull();
    expect(await renewClaim(database.db, first!, 30_000)).toBe(false);
    expect(await finishSubmission(finishDeps(), second!.submission, accepted, second!.token)).toMatchObject({ verdict: 'Accepted' });
    const finals = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, submissionId));
    expect(finals.map((event) => event.type)).toEqual(['final']);
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row?.status).toBe('Accepted');
  });

  it('keeps a renewed claim and hands a released one back as Queued', async () => {
    const claim = await claimSubmission(database.db, submissionId, 30_000);
    expect(await renewClaim(database.db, claim!, 30_000)).toBe(true);
    expect(await findUnclaimed(database.db, 0)).toEqual([]);
    await releaseClaim(database.db, claim!);
    expect(await findUnclaimed(database.db, 0)).toMatchObject([{ id: submissionId, status: 'Queued' }]);
    expect(await claimSubmission(database.db, submissionId, 30_000)).not.toBeNull();
  });

  it('finds a Running row whose lease ran out, and never a finished one', async () => {
    await claimSubmission(database.db, submissionId, 30_000);
    await expireLease();
    expect(await findUnclaimed(database.db, 60_000)).toMatchObject([{ id: submissionId, status: 'Running', attempts: 1 }]);
    const claim = await claimSubmission(database.db, submissionId, 30_000);
    await finishSubmission(finishDeps(), claim!.submission, accepted, claim!.token);
    expect(await findUnclaimed(database.db, 0)).toEqual([]);
    expect(await claimSubmission(database.db, submissionId, 30_000)).toBeNull();
  });
});
