import { spawn } from 'node:child_process';
import { Transform } from 'node:stream';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createJudge } from '../../packages/judge/src/judge.ts';
import { readProblemPackage } from '../../packages/judge/src/package/read-package.ts';
import { fixed, median } from './stats.ts';

export const INTERACTIVE_HEADING = '## Interactive round trips';
const ROUND_TRIPS = 100_000;
const ROUNDS = 3;

const VALIDATOR = `import sys
n = int(open(sys.argv[1]).read())
out, inp = sys.stdout, sys.stdin
for i in range(n):
    out.write(f'{i}\\n')
    out.flush()
    if int(inp.readline()) != i + 1:
        sys.exit(43)
out.write('-1\\n')
out.flush()
sys.exit(42)
`;
const SUBMISSION = `import sys
inp, out = sys.stdin, sys.stdout
while True:
    x = int(inp.readline())
    if x < 0:
        break
    out.write(f'{x + 1}\\n')
    out.flush()
`;

export interface InteractiveFigures {
  roundTrips: number;
  directMs: number[];
  /** The same relay as the judge's (a Node stream between the pipes, both ways), without sandboxes. */
  relayMs: number[];
  /** CPU time this process spent relaying, per relayed run. */
  relayCpuMs: number[];
  judgeMs: number[];
}

function writePackage(dir: string): void {
  const files: Record<string, string> = {
    'problem.yaml': 'problem_format_version: 2025-09\nuuid: bench\nname: Echo\ntype: interactive\nlimits:\n  time_limit: 30\n',
    'data/secret/1.in': `${ROUND_TRIPS}\n`,
    'data/secret/1.ans': '\n',
    'output_validator/validate.py': VALIDATOR,
    'submissions/accepted/echo.py': SUBMISSION,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

/** A connected pair of stream sockets, as a shell's pipes would join the two programs (both directions at once). */
async function socketPair(): Promise<[net.Socket, net.Socket]> {
  const server = net.createServer({ pauseOnConnect: true });
  const name = `\0codepath-bench-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await new Promise<void>((resolve) => server.listen(name, resolve));
  const accepted = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
  const client = net.connect({ path: name });
  client.pause();
  await new Promise((resolve) => client.once('connect', resolve));
  const other = await accepted;
  server.close();
  return [client, other];
}

/** The two programs joined directly, no sandbox, no judge: the floor. */
async function runDirect(dir: string): Promise<number> {
  const [toSubmissionW, toSubmissionR] = await socketPair();
  const [toValidatorW, toValidatorR] = await socketPair();
  const started = performance.now();
  const validator = spawn('python3', [path.join(dir, 'output_validator/validate.py'), path.join(dir, 'data/secret/1.in'), path.join(dir, 'data/secret/1.ans'), dir], {
    stdio: [toValidatorR, toSubmissionW, 'ignore'],
  });
  const submission = spawn('python3', [path.join(dir, 'submissions/accepted/echo.py')], { stdio: [toSubmissionR, toValidatorW, 'ignore'] });
  for (const socket of [toSubmissionW, toSubmissionR, toValidatorW, toValidatorR]) socket.destroy();
  const [code] = await Promise.all([new Promise((resolve) => validator.on('close', resolve)), new Promise((resolve) => submission.on('close', resolve))]);
  if (code !== 42) throw new Error(`the direct run's validator ended with ${String(code)}`);
  return performance.now() - started;
}

/**
 * The split between the relay and the sandboxes: the two programs, no sandbox, joined through
 * this process as src/interactive.ts joins them (each one's stdout piped through a Transform
 * into the other's stdin), so every message wakes this process's event loop once each way.
 */
async function runRelayed(dir: string): Promise<{ wallMs: number; cpuMs: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const validator = spawn('python3', [path.join(dir, 'output_validator/validate.py'), path.join(dir, 'data/secret/1.in'), path.join(dir, 'data/secret/1.ans'), dir], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const submission = spawn('python3', [path.join(dir, 'submissions/accepted/echo.py')], { stdio: ['pipe', 'pipe', 'ignore'] });
  if (!submission.stdout || !submission.stdin || !validator.stdout || !validator.stdin) throw new Error('the relayed run has no pipes');
  const relay = () => new Transform({ transform: (chunk: Buffer, _encoding, callback) => callback(null, chunk) });
  submission.stdout.pipe(relay()).pipe(validator.stdin);
  validator.stdout.pipe(relay()).pipe(submission.stdin);
  const [code] = await Promise.all([new Promise((resolve) => validator.on('close', resolve)), new Promise((resolve) => submission.on('close', resolve))]);
  if (code !== 42) throw new Error(`the relayed run's validator ended with ${String(code)}`);
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The same programs judged: an interactive test's wall time in the sandbox. */
export async function runInteractiveBenchmarks(log: (line: string) => void): Promise<InteractiveFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-interactive-'));
  const judge = createJudge();
  try {
    writePackage(dir);
    const pkg = readProblemPackage(dir);
    const figures: InteractiveFigures = { roundTrips: ROUND_TRIPS, directMs: [], relayMs: [], relayCpuMs: [], judgeMs: [] };
    await judge.gradeSubmission({ pkg: { ...pkg, secretTests: [] }, language: 'python', source: SUBMISSION, mode: 'all' });
    for (let round = 0; round < ROUNDS; round += 1) {
      figures.directMs.push(await runDirect(dir));
      const relayed = await runRelayed(dir);
      figures.relayMs.push(relayed.wallMs);
      figures.relayCpuMs.push(relayed.cpuMs);
      const result = await judge.gradeSubmission({ pkg, language: 'python', source: SUBMISSION, mode: 'all' });
      if (result.verdict !== 'Accepted') throw new Error(`the judged run was ${result.verdict}`);
      figures.judgeMs.push(result.tests[0]?.wallMs ?? 0);
      log(`interactive round ${round + 1}: direct ${fixed(figures.directMs.at(-1) ?? 0, 0)} ms, relayed without sandboxes ${fixed(relayed.wallMs, 0)} ms, judge ${fixed(figures.judgeMs.at(-1) ?? 0, 0)} ms`);
    }
    return figures;
  } finally {
    await judge.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function formatInteractiveSection(figures: InteractiveFigures, command: string): string {
  const direct = median(figures.directMs);
  const relayed = median(figures.relayMs);
  const judged = median(figures.judgeMs);
  const [load1, load5] = os.loadavg();
  return [
    INTERACTIVE_HEADING,
    '',
    `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}) on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}; load average ${fixed(load1 ?? 0, 1)} / ${fixed(load5 ?? 0, 1)} (1 / 5 min) when the run ended.`,
    '',
    '| figure | direct (ms) | relayed, no sandbox (ms) | judge (ms) | relayed / direct | judge / direct |',
    '|---|---:|---:|---:|---:|---:|',
    `| ${figures.roundTrips.toLocaleString('en')} round trips, Python validator and submission | ${fixed(direct, 0)} | ${fixed(relayed, 0)} | ${fixed(judged, 0)} | ${fixed(relayed / direct, 2)} × | ${fixed(judged / direct, 2)} × |`,
    '',
    `Medians of ${figures.directMs.length} runs per side, alternating. Direct: the two programs joined by stream sockets, no sandbox;`,
    "relayed, no sandbox: the same two programs joined through the benchmark's own process as src/interactive.ts relays samples and Run",
    `(a Node Transform each way; that process spent a median ${fixed(median(figures.relayCpuMs), 0)} ms of CPU relaying, about ${fixed((median(figures.relayCpuMs) * 1000) / (2 * figures.roundTrips), 1)} µs a message);`,
    "judge: a hidden test's wall time, each party in its sandbox, the two joined by pipes of their own, the validator's output",
    "relayed by its box's client (packages/judge/README.md, \"Interactive problems\"). Pipes pass a message faster than the",
    "direct run's stream sockets, which hides part of the sandboxes' and the relay's cost.",
    `Goal (issue #29): at most 1.5 × direct; ${judged / direct <= 1.5 ? 'met' : 'not met'}. Before the parties were joined (every message through the judge's event loop),`,
    'the judge took 1.77 × direct on this machine the same day (judge 10.4 s, direct 5.9 s; a hostile review ran beside it),',
    '3.47 × at load 5-10 and 16.8 × at load 14-17.',
  ].join('\n');
}
