import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { Language } from '@codepath/contract/enums';
import { JudgeError } from './errors.ts';
import { createJudge, type JudgeOptions } from './judge.ts';
import { formatVerifyFindings } from './verify-findings.ts';
import { formatVerifyTable, verifyPackage } from './verify.ts';

const USAGE = `Usage:
  judge run --lang ${Language.options.join('|')} FILE [--input FILE] [--time-limit SECONDS] [--memory-limit MIB] [--json]
  judge verify [--jobs N] [--json] DIR...
  judge self-test

Options for every command:
  --allow-unsandboxed   run without bubblewrap when it is missing (development only)
  --allow-weak-limits   accept rlimit-only memory and process limits when no cgroup is writable`;

class UsageError extends Error {}

function judgeOptions(values: { 'allow-unsandboxed'?: boolean; 'allow-weak-limits'?: boolean }): JudgeOptions {
  return { allowUnsandboxed: values['allow-unsandboxed'] === true, allowUnenforcedLimits: values['allow-weak-limits'] === true };
}

const COMMON_OPTIONS = {
  'allow-unsandboxed': { type: 'boolean' },
  'allow-weak-limits': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

function positiveNumber(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new UsageError(`${option} must be a positive number`);
  return value;
}

async function runCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...COMMON_OPTIONS,
      lang: { type: 'string' },
      input: { type: 'string' },
      'time-limit': { type: 'string' },
      'memory-limit': { type: 'string' },
    },
  });
  const language = Language.safeParse(values.lang);
  if (!language.success) throw new UsageError(`--lang must be one of ${Language.options.join(', ')}`);
  const file = positionals[0];
  if (file === undefined || positionals.length > 1) throw new UsageError('judge run needs exactly one FILE');
  const timeLimit = positiveNumber(values['time-limit'], '--time-limit');
  const memoryLimit = positiveNumber(values['memory-limit'], '--memory-limit');
  const judge = createJudge(judgeOptions(values));
  const result = await judge
    .runProgram({
      language: language.data,
      source: fs.readFileSync(file, 'utf8'),
      stdin: values.input === undefined ? '' : fs.readFileSync(values.input, 'utf8'),
      ...(timeLimit !== undefined ? { timeLimitMs: Math.round(timeLimit * 1000) } : {}),
      ...(memoryLimit !== undefined ? { memoryLimitBytes: Math.round(memoryLimit * 1024 * 1024) } : {}),
    })
    .finally(() => judge.close());
  if (values.json) {
    const { verdict, stdout, stderr, exitCode, timeMs, wallMs, memoryKb, executionMethod } = result;
    process.stdout.write(`${JSON.stringify({ verdict, stdout, stderr, exitCode, timeMs, wallMs, memoryKb, executionMethod })}\n`);
  } else {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    const memoryMiB = (result.memoryKb / 1024).toFixed(1);
    process.stderr.write(`\n${result.verdict} · exit ${result.exitCode ?? '-'} · ${result.timeMs} ms CPU · ${result.wallMs} ms wall · ${memoryMiB} MiB · ${result.executionMethod}\n`);
  }
  return result.verdict === 'Accepted' ? 0 : 1;
}

async function verifyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { ...COMMON_OPTIONS, jobs: { type: 'string' } } });
  if (positionals.length === 0) throw new UsageError('judge verify needs at least one problem directory');
  const concurrency = positiveNumber(values.jobs, '--jobs') ?? 2;
  const judge = createJudge(judgeOptions(values));
  let isOk = true;
  const reports = [];
  try {
    for (const dir of positionals) {
      const report = await verifyPackage(judge, dir, { concurrency: Math.floor(concurrency) });
      reports.push(report);
      isOk &&= report.isOk;
      if (values.json) continue;
      process.stdout.write(`\n${dir}\n`);
      if (report.rows.length > 0) process.stdout.write(`${formatVerifyTable(report)}\n`);
      for (const line of formatVerifyFindings(report)) process.stdout.write(`${line}\n`);
      if (report.packageError) process.stdout.write(`  ✘ ${report.packageError}\n`);
      for (const warning of report.warnings) process.stdout.write(`  ! ${warning}\n`);
      process.stdout.write(report.isOk ? '  all submissions judged as expected\n' : '  MISMATCH\n');
    }
  } finally {
    await judge.close();
  }
  if (values.json) process.stdout.write(`${JSON.stringify(reports)}\n`);
  return isOk ? 0 : 1;
}

async function selfTestCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: COMMON_OPTIONS });
  const onColdToolchain = (language: string, reason: string) => process.stdout.write(`! ${language} compiles and runs cold: ${reason}\n`);
  const judge = createJudge({ ...judgeOptions(values), onColdToolchain });
  await judge.selfTest().finally(() => judge.close());
  process.stdout.write(`all language self-tests passed (${judge.executionMethod})\n`);
  return 0;
}

const COMMANDS: Readonly<Record<string, (args: string[]) => Promise<number>>> = {
  run: runCommand,
  verify: verifyCommand,
  'self-test': selfTestCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    return await command(args);
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      process.stderr.write(`judge: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof JudgeError) {
      process.stderr.write(`judge: ${error.code}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
