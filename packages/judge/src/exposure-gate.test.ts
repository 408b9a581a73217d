import { describe, expect, it } from 'vitest';
import { createExposureGate, type Exposure, type ExposureGate } from './exposure-gate.ts';

/** A run that holds the gate until the test ends it; `started` says whether its work began. */
function heldRun(gate: ExposureGate, exposure: Exposure, log: string[], name: string, abortSignal?: AbortSignal) {
  let end = (): void => undefined;
  const run = { started: false, done: undefined as Promise<string> | undefined, end: () => end() };
  run.done = gate.during(
    exposure,
    () =>
      new Promise<string>((resolve) => {
        run.started = true;
        log.push(`${name} starts`);
        end = () => {
          log.push(`${name} ends`);
          resolve(name);
        };
      }),
    abortSignal,
  );
  return run;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the exposure gate', () => {
  it('runs programs of one kind side by side', async () => {
    const gate = createExposureGate();
    const log: string[] = [];
    const runs = [heldRun(gate, 'hidden', log, 'a'), heldRun(gate, 'hidden', log, 'b'), heldRun(gate, 'hidden', log, 'c')];
    await settle();
    expect(runs.map((run) => run.started)).toEqual([true, true, true]);
    expect(gate.state).toEqual({ exposure: 'hidden', running: 3, waiting: 0 });
    for (const run of runs) run.end();
    await Promise.all(runs.map((run) => run.done));
    expect(gate.state).toEqual({ exposure: null, running: 0, waiting: 0 });
  });

  it('starts a Run only once every hidden test running has ended, and no hidden test starts while it waits', async () => {
    const gate = createExposureGate();
    const log: string[] = [];
    const hiddenA = heldRun(gate, 'hidden', log, 'hidden a');
    const hiddenB = heldRun(gate, 'hidden', log, 'hidden b');
    await settle();
    const seen = heldRun(gate, 'seen', log, 'run');
    // Another grading's next hidden test, sent after the Run: it waits for the Run, or the Run could wait forever.
    const hiddenC = heldRun(gate, 'hidden', log, 'hidden c');
    await settle();
    expect([seen.started, hiddenC.started]).toEqual([false, false]);
    hiddenA.end();
    await settle();
    expect(seen.started).toBe(false);
    hiddenB.end();
    await settle();
    expect([seen.started, hiddenC.started]).toEqual([true, false]);
    seen.end();
    await settle();
    expect(hiddenC.started).toBe(true);
    hiddenC.end();
    await Promise.all([hiddenA.done, hiddenB.done, seen.done, hiddenC.done]);
    expect(log).toEqual(['hidden a starts', 'hidden b starts', 'hidden a ends', 'hidden b ends', 'run starts', 'run ends', 'hidden c starts', 'hidden c ends']);
    expect(gate.waitedMs.seen).toBeGreaterThan(0);
    expect(gate.waitedMs.hidden).toBeGreaterThan(0);
  });

  it('lets in every waiter of the next kind at once, whatever came between them', async () => {
    const gate = createExposureGate();
    const log: string[] = [];
    const hidden = heldRun(gate, 'hidden', log, 'hidden');
    await settle();
    const firstRun = heldRun(gate, 'seen', log, 'run 1');
    const nextHidden = heldRun(gate, 'hidden', log, 'hidden 2');
    const secondRun = heldRun(gate, 'seen', log, 'run 2');
    hidden.end();
    await settle();
    expect([firstRun.started, secondRun.started, nextHidden.started]).toEqual([true, true, false]);
    firstRun.end();
    secondRun.end();
    await settle();
    expect(nextHidden.started).toBe(true);
    nextHidden.end();
    await Promise.all([hidden.done, firstRun.done, nextHidden.done, secondRun.done]);
  });

  it('drops a waiter whose test was stopped without running it, and lets in those only it kept out', async () => {
    const gate = createExposureGate();
    const log: string[] = [];
    const hidden = heldRun(gate, 'hidden', log, 'hidden');
    await settle();
    const stop = new AbortController();
    const stopped = heldRun(gate, 'seen', log, 'stopped run', stop.signal);
    const laterHidden = heldRun(gate, 'hidden', log, 'later hidden');
    await settle();
    expect(laterHidden.started).toBe(false);
    stop.abort(new Error('stopped'));
    await expect(stopped.done).rejects.toThrow('stopped');
    await settle();
    expect([stopped.started, laterHidden.started]).toEqual([false, true]);
    hidden.end();
    laterHidden.end();
    await Promise.all([hidden.done, laterHidden.done]);
    expect(gate.state).toEqual({ exposure: null, running: 0, waiting: 0 });
  });

  it('opens again after a run that failed', async () => {
    const gate = createExposureGate();
    await expect(gate.during('hidden', () => Promise.reject(new Error('the box broke')))).rejects.toThrow('the box broke');
    await expect(gate.during('seen', () => Promise.resolve('printed'))).resolves.toBe('printed');
    expect(gate.state).toEqual({ exposure: null, running: 0, waiting: 0 });
    expect(gate.waitedMs).toEqual({ seen: 0, hidden: 0 });
  });
});
