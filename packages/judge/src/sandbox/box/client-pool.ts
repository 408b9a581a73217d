import { startLauncher, type Launcher } from '../supervise.ts';

/** How many clients a judge keeps started ahead: a test each, for a submission of this many tests. */
export const READY_CLIENTS = 24;

/**
 * A box's client for one test (`box-helper run`, box-client.c) is a process of
 * the judge's, with the pipes the test's program writes to. Starting it forks
 * the judge's process, which takes the judge's event loop a few milliseconds
 * (its memory's page tables are copied): paid per test, that was most of a short
 * test's time. So the judge keeps clients started ahead, each waiting on its
 * stdin for the request that names its box (box.ts, `clientRequest`), and
 * starts more only while no test has run for a moment: between submissions,
 * and while a submission compiles. A test finding none ready starts one.
 *
 * A waiting client holds nothing of any box or test, and keeps the judge's
 * process alive no more than it keeps the client: it ends when the judge ends
 * (its stdin closes) or when the pool is closed.
 */
export interface ClientPool {
  /** A client started ahead, or one started now (`isNew`). */
  take(): Promise<{ client: Launcher; isNew: boolean }>;
  /** A test's run starts or ends: clients are started only while none runs. */
  testStarted(): void;
  testEnded(): void;
  /** Ends the clients still waiting. */
  close(): Promise<void>;
}

/** How long no test has run before clients are started: never in the moment between two tests of a submission. */
const IDLE_MS = 25;

/** Ends clients that wait, and waits for their ends: until then each keeps the process alive. */
async function stop(waiting: Launcher[]): Promise<void> {
  for (const client of waiting) {
    client.hold(true);
    try {
      if (client.child.pid !== undefined) process.kill(-client.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await Promise.all(waiting.map((client) => client.ended));
}

export function createClientPool(helperPath: string, size = READY_CLIENTS): ClientPool {
  const ready: Launcher[] = [];
  let testsRunning = 0;
  let lastTestAt = -Infinity;
  let isFilling = false;
  let isClosed = false;

  const start = async (): Promise<Launcher> => {
    const client = await startLauncher({ argv: [helperPath, 'run'], cwd: '/', env: {} });
    client.hold(false);
    return client;
  };

  // One client per turn of the event loop, so whatever else the judge has to do comes between.
  const fillStep = (): void => {
    if (isClosed || testsRunning > 0 || ready.length >= size) {
      isFilling = false;
      return;
    }
    const idleFor = performance.now() - lastTestAt;
    if (idleFor < IDLE_MS) {
      setTimeout(fillStep, IDLE_MS - idleFor).unref();
      return;
    }
    void start().then(
      (client) => {
        if (isClosed) void stop([client]);
        else ready.push(client);
        setImmediate(fillStep);
      },
      () => (isFilling = false),
    );
  };
  const fill = (): void => {
    if (isFilling || isClosed) return;
    isFilling = true;
    setImmediate(fillStep);
  };
  fill();

  return {
    async take() {
      for (;;) {
        const client = ready.shift();
        if (!client) break;
        if (!client.hasEnded) return { client, isNew: false };
      }
      return { client: await start(), isNew: true };
    },
    testStarted() {
      testsRunning += 1;
      lastTestAt = performance.now();
    },
    testEnded() {
      testsRunning -= 1;
      lastTestAt = performance.now();
      if (testsRunning === 0) fill();
    },
    async close() {
      isClosed = true;
      await stop(ready.splice(0));
    },
  };
}
