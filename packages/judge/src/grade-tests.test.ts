import { describe, expect, it } from 'vitest';
import { runTestsInOrder } from './grade-tests.ts';
import { createJudgingSlots } from './judging-slots.ts';

type Outcome = 'pass' | 'fail';

/** Tests that finish when the test says so, recording which were started and aborted. */
function controlledTests() {
  const finishers = new Map<number, (outcome: Outcome) => void>();
  const started: number[] = [];
  const aborted: number[] = [];
  let runningCount = 0;
  let mostAtOnce = 0;
  const runTest = (position: number, signal: AbortSignal) =>
    new Promise<Outcome>((resolve) => {
      started.push(position);
      runningCount += 1;
      mostAtOnce = Math.max(mostAtOnce, runningCount);
      const end = (outcome: Outcome) => {
        runningCount -= 1;
        finishers.delete(position);
        resolve(outcome);
      };
      finishers.set(position, end);
      signal.addEventListener('abort', () => {
        aborted.push(position);
        end('pass');
      });
    });
  const finish = async (position: number, outcome: Outcome) => {
    const end = finishers.get(position);
    if (!end) throw new Error(`test ${position} is not running`);
    end(outcome);
    // Lets the runner react (report, abort, start more) before the next step.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { runTest, finish, started, aborted, mostAtOnce: () => mostAtOnce };
}

const isStop = (outcome: Outcome) => outcome === 'fail';
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('runTestsInOrder', () => {
  it('starts no test past the barrier (the hidden tests) while a test before it (a sample) still runs', async () => {
    const slots = createJudgingSlots(4);
    const releaseOwn = slots.hold();
    const tests = controlledTests();
    const done = runTestsInOrder({ count: 5, slots, barrier: 2, runTest: tests.runTest, isStop, onResult: () => undefined });
    await settled();
    expect(tests.started).toEqual([0, 1]);
    await tests.finish(1, 'pass');
    expect(tests.started).toEqual([0, 1]);
    await tests.finish(0, 'pass');
    expect(tests.started).toEqual([0, 1, 2, 3, 4]);
    for (const position of [2, 3, 4]) await tests.finish(position, 'pass');
    await done;
    releaseOwn();
  });

  it('runs tests on idle slots at once and reports them in order, whichever finishes first', async () => {
    const slots = createJudgingSlots(3);
    const releaseOwn = slots.hold();
    const tests = controlledTests();
    const reported: number[] = [];
    const done = runTestsInOrder({ count: 4, slots, runTest: tests.runTest, isStop, onResult: (position) => reported.push(position) });
    await settled();
    expect(tests.started).toEqual([0, 1, 2]);
    await tests.finish(2, 'pass');
    await tests.finish(1, 'pass');
    expect(reported).toEqual([]);
    await tests.finish(0, 'pass');
    expect(reported).toEqual([0, 1, 2]);
    await tests.finish(3, 'pass');
    await done;
    expect(reported).toEqual([0, 1, 2, 3]);
    // Every borrowed slot is back: only the grading's own is taken.
    expect(slots.tryBorrow()).not.toBeNull();
    expect(slots.tryBorrow()).not.toBeNull();
    expect(slots.tryBorrow()).toBeNull();
    releaseOwn();
  });

  it('stops at the first failing test in order: a later failure that came first in time waits, and tests after the verdict are aborted and not reported', async () => {
    const slots = createJudgingSlots(4);
    slots.hold();
    const tests = controlledTests();
    const reported: [number, Outcome][] = [];
    const done = runTestsInOrder({ count: 6, slots, runTest: tests.runTest, isStop, onResult: (position, outcome) => reported.push([position, outcome]) });
    await settled();
    expect(tests.started).toEqual([0, 1, 2, 3]);
    await tests.finish(3, 'fail');
    // Nothing after the failing test runs or starts; the tests before it go on.
    expect(tests.aborted).toEqual([]);
    expect(tests.started).toEqual([0, 1, 2, 3]);
    await tests.finish(2, 'fail');
    expect(reported).toEqual([]);
    await tests.finish(0, 'pass');
    await tests.finish(1, 'pass');
    await done;
    expect(reported).toEqual([
      [0, 'pass'],
      [1, 'pass'],
      [2, 'fail'],
    ]);
    expect(tests.started).toEqual([0, 1, 2, 3]);
  });

  it('aborts the running tests after a failure at once', async () => {
    const slots = createJudgingSlots(3);
    slots.hold();
    const tests = controlledTests();
    const reported: number[] = [];
    const done = runTestsInOrder({ count: 5, slots, runTest: tests.runTest, isStop, onResult: (position) => reported.push(position) });
    await settled();
    await tests.finish(0, 'fail');
    await done;
    expect(tests.aborted).toEqual([1, 2]);
    expect(reported).toEqual([0]);
  });

  it('reports every test when nothing stops it', async () => {
    const slots = createJudgingSlots(2);
    slots.hold();
    const tests = controlledTests();
    const reported: [number, Outcome][] = [];
    const done = runTestsInOrder({ count: 3, slots, runTest: tests.runTest, isStop: () => false, onResult: (position, outcome) => reported.push([position, outcome]) });
    await settled();
    await tests.finish(1, 'fail');
    await tests.finish(0, 'fail');
    await tests.finish(2, 'pass');
    await done;
    expect(reported).toEqual([
      [0, 'fail'],
      [1, 'fail'],
      [2, 'pass'],
    ]);
  });

  it('runs one test at a time when every slot is held by a job', async () => {
    const slots = createJudgingSlots(2);
    slots.hold();
    slots.hold();
    const tests = controlledTests();
    const done = runTestsInOrder({ count: 3, slots, runTest: tests.runTest, isStop, onResult: () => {} });
    await settled();
    expect(tests.started).toEqual([0]);
    await tests.finish(0, 'pass');
    expect(tests.started).toEqual([0, 1]);
    await tests.finish(1, 'pass');
    await tests.finish(2, 'pass');
    await done;
    expect(tests.mostAtOnce()).toBe(1);
  });

  it('gives a borrowed slot back after each test, so a job that starts meanwhile takes it', async () => {
    const slots = createJudgingSlots(2);
    slots.hold();
    const tests = controlledTests();
    const done = runTestsInOrder({ count: 4, slots, runTest: tests.runTest, isStop, onResult: () => {} });
    await settled();
    expect(tests.started).toEqual([0, 1]);
    // Another job starts: it holds its slot although none is idle.
    slots.hold();
    await tests.finish(1, 'pass');
    expect(tests.started).toEqual([0, 1]);
    await tests.finish(0, 'pass');
    expect(tests.started).toEqual([0, 1, 2]);
    await tests.finish(2, 'pass');
    await tests.finish(3, 'pass');
    await done;
  });

  it('keeps at most as many results waiting as there are slots', async () => {
    const slots = createJudgingSlots(2);
    slots.hold();
    const tests = controlledTests();
    const done = runTestsInOrder({ count: 5, slots, runTest: tests.runTest, isStop, onResult: () => {} });
    await settled();
    await tests.finish(1, 'pass');
    // Test 1's result waits for test 0; the window of two is full, so test 2 does not start on the idle slot.
    expect(tests.started).toEqual([0, 1]);
    await tests.finish(0, 'pass');
    expect(tests.started).toEqual([0, 1, 2, 3]);
    await tests.finish(2, 'pass');
    await tests.finish(3, 'pass');
    await tests.finish(4, 'pass');
    await done;
  });

  it('without slots, runs the tests one after the other, each after the one before is reported', async () => {
    const tests = controlledTests();
    const reported: number[] = [];
    const done = runTestsInOrder({
      count: 3,
      runTest: async (position, signal) => {
        expect(reported).toEqual(Array.from({ length: position }, (_, index) => index));
        return tests.runTest(position, signal);
      },
      isStop,
      onResult: (position) => reported.push(position),
    });
    await settled();
    await tests.finish(0, 'pass');
    await tests.finish(1, 'pass');
    await tests.finish(2, 'pass');
    await done;
    expect(tests.mostAtOnce()).toBe(1);
  });

  it('fails with a test that throws, after the other running tests ended', async () => {
    const slots = createJudgingSlots(2);
    slots.hold();
    const tests = controlledTests();
    let hasThrown = false;
    const done = runTestsInOrder({
      count: 3,
      slots,
      runTest: async (position, signal) => {
        if (position === 1) {
          await settled();
          hasThrown = true;
          throw new Error('the sandbox broke');
        }
        return tests.runTest(position, signal);
      },
      isStop,
      onResult: () => {},
    });
    await expect(done).rejects.toThrow('the sandbox broke');
    expect(hasThrown).toBe(true);
    expect(tests.aborted).toEqual([0]);
    expect(slots.tryBorrow()).not.toBeNull();
  });
});
