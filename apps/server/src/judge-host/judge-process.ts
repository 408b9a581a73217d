// The judge process's entry (see README.md): answers the server's calls with a judge of its own.
import { createJudge, type Judge, type VerifyingJudge } from '@codepath/judge/judge';
import { verifyPackage } from '@codepath/judge/verify';
import { JudgeError } from '@codepath/judge/errors';
import type { CallMessage, CarriedError, HostMessage, HostedJudgeSettings } from './messages.ts';

const send = (message: HostMessage) => process.send?.(message);
const settings = JSON.parse(process.argv[2] ?? '{}') as HostedJudgeSettings;

// The server decides when judging stops: a Ctrl-C reaching the whole process group must not end
// the jobs it is finishing. The process ends when the server closes the channel, or dies.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
/** Long enough to remove the jobs prepared ahead and the last jobs' folders; a stuck clean-up never holds the exit. */
const CLOSE_WAIT_MS = 5000;
process.on('disconnect', () => {
  const waited = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref());
  void Promise.race([judge.close(), waited]).finally(() => process.exit(0));
});

let judge: VerifyingJudge;
try {
  judge = createJudge({ ...settings, onColdToolchain: (language, reason) => send({ type: 'cold', language, reason }) });
} catch (error) {
  process.stderr.write(`the judge process cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}

function carried(error: unknown): CarriedError {
  if (error instanceof JudgeError) return { name: error.name, message: error.message, code: error.code };
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

function answer(call: CallMessage): Promise<unknown> {
  switch (call.method) {
    case 'selfTest':
      return judge.selfTest(call.request as Parameters<Judge['selfTest']>[0]);
    case 'runProgram':
      return judge.runProgram(call.request as Parameters<Judge['runProgram']>[0]);
    case 'runCases':
      return judge.runCases(call.request as Parameters<Judge['runCases']>[0]);
    case 'gradeSubmission':
      return judge.gradeSubmission({
        ...(call.request as Parameters<Judge['gradeSubmission']>[0]),
        onTestResult: (result) => send({ type: 'test', id: call.id, result }),
      });
    case 'verifyPackage':
      return verifyPackage(judge, call.request as string, { concurrency: 1, onRow: (row) => send({ type: 'row', id: call.id, row }) });
  }
}

process.on('message', (call: CallMessage) => {
  answer(call).then(
    (value) => send({ type: 'answer', id: call.id, value }),
    (error: unknown) => send({ type: 'failed', id: call.id, error: carried(error) }),
  );
});
