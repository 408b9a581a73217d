import { describe, expect, it } from 'vitest';
import type { ProgramResult } from '@codepath/judge/run-program';
import { QueueClosedError } from './judge-queue.ts';
import { createLocalQueue } from './local-queue.ts';

const programResult = { verdict: 'Accepted', stdout: 'ok' } as ProgramResult;

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
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 6; i += 1) await queue.enqueueSubmission(`s${i}`);
    await queue.close();
    expect(peak).toBe(2);
    expect(finished).toHaveLength(2);
  });

  it('lets a run overtake waiting submissions', async () => {
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
      },
      { concurrency: 1 },
    );
    await queue.enqueueSubmission('first');
    await queue.enqueueSubmission('second');
    const run = queue.run({ language: 'python', source: '' });
    gate.resolve();
    await expect(run).resolves.toBe(programResult);
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['first', 'run', 'second']);
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
      },
      { concurrency: 1 },
    );
    await queue.enqueueSubmission('a');
    await queue.enqueueSubmission('b');
    await queue.enqueueSubmission('b');
    gate.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(judged).toEqual(['a', 'b']);
  });

  it('on close, rejects waiting runs and refuses new jobs', async () => {
    const gate = deferred();
    const queue = createLocalQueue(
      { judgeSubmission: () => gate.promise, runProgram: async () => programResult },
      { concurrency: 1 },
    );
    await queue.enqueueSubmission('busy');
    const waitingRun = queue.run({ language: 'c', source: '' });
    const closing = queue.close();
    await expect(waitingRun).rejects.toBeInstanceOf(QueueClosedError);
    gate.resolve();
    await closing;
    await expect(queue.enqueueSubmission('late')).rejects.toBeInstanceOf(QueueClosedError);
  });
});
