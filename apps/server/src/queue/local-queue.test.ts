import { describe, expect, it } from 'vitest';
import type { CasesRunResult } from '@codepath/judge/run-cases';
import type { ProgramResult } from '@codepath/judge/run-program';
import { QueueClosedError } from './judge-queue.ts';
import { createLocalQueue } from './local-queue.ts';

const programResult = { verdict: 'Accepted', stdout: 'ok' } as ProgramResult;
const casesResult: CasesRunResult = { isCompiled: true, compileOutput: '', cases: [], executionMethod: 'sandbox' };
const runCases = async () => casesResult;
const runBackgroundJob = async () => {};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('local judge queue', () => {
  it('never runs more jobs at once than its concurrency', async () => {
    let active = 0;
    let peak = 0;
    const finished: string[] = [];
    const queue = createLocalQueue(
      {
        async judgeSubmission(id) {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((r) => setTimeout(r, 5));
          active -= 1;
          finished.push(id);
        },
        runProgram: async () => programResult,
        runCases,
        runBackgroundJob,
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 6; i += 1) await queue.enqueueSubmission(`s${i}`, `learner${i}`);
    await queue.close();
    expect(peak).toBe(2);
    expect(finished).toHaveLength(2);
  });

  it('lets runs of both kinds overtake waiting submissions', async () => {
    const order: string[] = [];
    const gate = deferred();
    const queue = createLocalQueue(
      {
        async judgeSubmission(id) {
          if (id === 'first') await gate.promise;
          order.push(id);
        },
        runProgram: async () => {
          order.push('run');
          return programResult;
        },
        runCases: async () => {
          order.push('cases');
          return casesResult;
        },
        runBackgroundJob,
      },
      { concurrency: 1 },
    );
    await queue.enqueueSubmission('first', 'learner');
    await queue.enqueueSubmission('second', 'learner');
    const run = queue.run({ language: 'python', source: '' }, 'learner');
    const cases = queue.runCases({ problemSlug: 'p', problemVersion: 1, language: 'python', source: '', cases: [{ input: '' }] }, 'learner');
    gate.resolve();
    await expect(run).resolves.toBe(programResult);
    await expect(cases).resolves.toBe(casesResult);
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['first', 'run', 'cases', 'second']);
  });

  it('queues a submission id once while it waits', async () => {
    const judged: string[] = [];
    const gate = deferred();
    const queue = createLocalQueue(
      {
        async judgeSubmission(id) {
          await gate.promise;
          judged.push(id);
        },
        runProgram: async () => programResult,
        runCases,
        runBackgroundJob,
      },
      { concurrency: 1 },
    );
    await queue.enqueueSubmission('a', 'learner');
    await queue.enqueueSubmission('b', 'learner');
    await queue.enqueueSubmission('b', 'learner');
    gate.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(judged).toEqual(['a', 'b']);
  });

  it('on close, rejects waiting runs and refuses new jobs', async () => {
    const gate = deferred();
    const queue = createLocalQueue(
      { judgeSubmission: () => gate.promise, runProgram: async () => programResult, runCases, runBackgroundJob },
      { concurrency: 1 },
    );
    await queue.enqueueSubmission('busy', 'learner');
    const waitingRun = queue.run({ language: 'c', source: '' }, 'learner');
    const closing = queue.close();
    await expect(waitingRun).rejects.toBeInstanceOf(QueueClosedError);
    gate.resolve();
    await closing;
    await expect(queue.enqueueSubmission('late', 'learner')).rejects.toBeInstanceOf(QueueClosedError);
  });

  it("keeps a slot for another learner while one learner's jobs wait", async () => {
    const started: string[] = [];
    const gate = deferred();
    const queue = createLocalQueue(
      {
        async judgeSubmission(id) {
          started.push(id);
          await gate.promise;
        },
        runProgram: async () => programResult,
        runCases,
        runBackgroundJob,
      },
      { concurrency: 2 },
    );
    for (const id of ['bomb1', 'bomb2', 'bomb3']) await queue.enqueueSubmission(id, 'mallory');
    expect(started).toEqual(['bomb1']);
    expect(await queue.counts()).toContainEqual({ kind: 'submission', waiting: 2, active: 1 });
    await queue.enqueueSubmission('print', 'alice');
    expect(started).toEqual(['bomb1', 'print']);
    gate.resolve();
    await queue.close();
  });

  it("lets a learner alone use all but one slot, and the last slot goes to a newcomer", async () => {
    const started: string[] = [];
    const gate = deferred();
    const queue = createLocalQueue(
      {
        async judgeSubmission(id) {
          started.push(id);
          await gate.promise;
        },
        runProgram: async () => programResult,
        runCases,
        runBackgroundJob,
      },
      { concurrency: 4 },
    );
    for (const id of ['a1', 'a2', 'a3', 'a4']) await queue.enqueueSubmission(id, 'alice');
    expect(started).toEqual(['a1', 'a2', 'a3']);
    await queue.enqueueSubmission('b1', 'bob');
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1']);
    gate.resolve();
    await queue.close();
  });

  it('starts background jobs only after every waiting learner job, never on the last free slot', async () => {
    const started: string[] = [];
    let backgroundActive = 0;
    let backgroundPeak = 0;
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const hold = async (id: string) => {
      started.push(id);
      const gate = deferred();
      gates.set(id, gate);
      await gate.promise;
    };
    const queue = createLocalQueue(
      {
        judgeSubmission: hold,
        runProgram: async () => programResult,
        runCases,
        async runBackgroundJob(id) {
          backgroundActive += 1;
          backgroundPeak = Math.max(backgroundPeak, backgroundActive);
          await hold(id);
          backgroundActive -= 1;
        },
      },
      { concurrency: 2 },
    );
    await queue.enqueueBackground('rejudge1', 'rejudge');
    await queue.enqueueBackground('rejudge2', 'rejudge');
    await queue.enqueueBackground('verify1', 'verify');
    await queue.enqueueSubmission('s1', 'alice');
    await queue.enqueueSubmission('s2', 'bob');
    // One background job took a slot of an idle judge; the other slot stays for learners.
    expect(started).toEqual(['rejudge1', 's1']);
    gates.get('s1')?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['rejudge1', 's1', 's2']);
    gates.get('rejudge1')?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    // A learner still holds a slot: no background job may take the last one.
    expect(started).toEqual(['rejudge1', 's1', 's2']);
    gates.get('s2')?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    // Verifying comes before rejudging.
    expect(started).toEqual(['rejudge1', 's1', 's2', 'verify1']);
    expect(backgroundPeak).toBe(1);
    for (const gate of gates.values()) gate.resolve();
    await queue.close();
  });
});
