import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gradeSubmission } from '@codepath/judge/grade';
import { jdkTool } from '@codepath/judge/languages/jdk-tools';
import { readProblemPackage } from '@codepath/judge/package/read-package';
import type { Sandbox } from '@codepath/judge/sandbox/sandbox';
import type { Comparison } from './warm-compare.ts';
import { SUM_SOLUTIONS, writeTenTestProblem } from './ten-test-problem.ts';

/** One host command, no sandbox, no limits, stdin from `input` when given; rejects unless it exits 0. */
function runBare(argv: readonly string[], cwd: string, input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = argv;
    if (!command) return reject(new Error('empty command'));
    const stdin = input === undefined ? 'ignore' : fs.openSync(input, 'r');
    const child = spawn(command, args, { cwd, stdio: [stdin, 'ignore', 'pipe'] });
    if (typeof stdin === 'number') fs.closeSync(stdin);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')}: ${stderr.slice(0, 300)}`))));
  });
}

/**
 * Java's submit → final verdict on the ten-test problem (compile on the running
 * long-lived compiler, ten sandboxed runs, the checks) against its bare floor:
 * the system javac and ten plain `java` runs on the host, one after another.
 */
export function javaTenTestComparison(sandbox: Sandbox, workRoot: string, scratch: string): Comparison {
  const problemDir = path.join(scratch, 'bench-sum');
  writeTenTestProblem(problemDir);
  const pkg = readProblemPackage(problemDir);
  const inputs = fs.readdirSync(path.join(problemDir, 'data', 'secret')).filter((name) => name.endsWith('.in'));
  return {
    label: 'Java, 10-test problem, submit to final verdict',
    oursName: 'judge, long-lived compiler',
    plainName: 'bare floor: javac + 10 java runs',
    files: { 'Main.java': SUM_SOLUTIONS.java },
    ours: {
      inJob: async () => {
        const result = await gradeSubmission({ sandbox, workRoot, pkg, language: 'java', source: SUM_SOLUTIONS.java, mode: 'all' });
        if (result.verdict !== 'Accepted') throw new Error(`the benchmark solution was judged ${result.verdict}`);
      },
    },
    plain: {
      inJob: async (job) => {
        await runBare([jdkTool('javac'), '-encoding', 'UTF-8', '-d', '.', 'Main.java'], job.box);
        for (const input of inputs) await runBare([jdkTool('java'), '-cp', '.', 'Main'], job.box, path.join(problemDir, 'data', 'secret', input));
      },
    },
    isCompile: true,
  };
}
