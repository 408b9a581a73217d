import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExecuteAnswer, RunCasesAnswer } from '@codepath/contract/compiler';
import type { ExecutionMethod, Language } from '@codepath/contract/enums';
import type { FailedSample, FinalEvent, TestEvent } from '@codepath/contract/submissions';
import { executeCode } from './api/execute-code';
import { useProblem } from './api/get-problem';
import { getSubmission } from './api/get-submission';
import { problemScoreQueryKey } from './api/get-problem-score';
import { recordProblemRun } from './api/record-problem-run';
import { recordProblemSubmit } from './api/record-problem-submit';
import { recordSubmissionScore } from './api/record-submission-score';
import { runCases } from './api/run-cases';
import { followSubmission } from './api/submission-events';
import { submitSolution } from './api/submit-solution';
import { codeTooLargeMessage, isCodeTooLarge } from './code-size';
import { judgeFailureMessage } from './judge-failure';
import { toRunCase, useTestcases, type Testcase } from './use-testcases';

export type RunResult = { kind: 'run'; answer: ExecuteAnswer } | { kind: 'run-failed'; message: string };

export type SubmitProgress = {
  kind: 'submit';
  submissionId: string | null;
  tests: TestEvent[];
  final: FinalEvent | null;
  /** The first failing sample test, with its input, expected and actual output. */
  failedSample: FailedSample | null;
  compilerMessage: string;
  error: string | null;
  /** The live stream of the verdict: up, being reconnected by the browser, or given up (the learner may check again). */
  connection: 'live' | 'reconnecting' | 'lost';
};

export type ConsoleResult = RunResult | SubmitProgress;

/** The Testcase panel's last run: each result belongs to the case as it was sent. */
export type CaseRun = { kind: 'cases'; sent: Testcase[]; answer: RunCasesAnswer } | { kind: 'cases-failed'; message: string };

const NO_EXAMPLES: [] = [];
export type JudgeActivity = 'idle' | 'running' | 'submitting';

type JudgeRequest = { problemId: string; language: Language; code: string };

/**
 * Run and Submit. Only one may be in flight: a second press while one runs is
 * ignored. A run executes the console's input (the spec's call) and, beside it,
 * judges the code once on the Testcase panel's cases. A submission is queued,
 * then followed over its event stream until the final verdict; the score record
 * is refetched afterwards.
 */
export function useJudge(problemId: string) {
  const queryClient = useQueryClient();
  const { data: problem } = useProblem(problemId);
  const testcases = useTestcases(problemId, problem?.examples ?? NO_EXAMPLES);
  const [activity, setActivity] = useState<JudgeActivity>('idle');
  const [result, setResult] = useState<ConsoleResult | null>(null);
  const [caseRun, setCaseRun] = useState<CaseRun | null>(null);
  const [executionMethod, setExecutionMethod] = useState<ExecutionMethod | null>(null);
  const busy = useRef(false);
  const stopFollowing = useRef<() => void>(() => {});
  const lastLanguage = useRef<Language>('python');

  useEffect(() => () => stopFollowing.current(), []);

  const run = useCallback(async ({ problemId, language, code }: JudgeRequest, input: string) => {
    if (busy.current) return;
    // The server would refuse it after the upload: say so at once, as it would.
    if (isCodeTooLarge(code)) {
      setResult({ kind: 'run-failed', message: codeTooLargeMessage() });
      setCaseRun({ kind: 'cases-failed', message: codeTooLargeMessage() });
      return;
    }
    busy.current = true;
    setActivity('running');
    const sent = testcases.cases;
    const [executed, checked] = await Promise.allSettled([
      executeCode({ code, language, input, problemId }),
      sent.length > 0 ? runCases({ problemId, language, code, cases: sent.map(toRunCase) }) : Promise.resolve(null),
    ]);
    if (executed.status === 'fulfilled') {
      setResult({ kind: 'run', answer: executed.value });
      setExecutionMethod(executed.value.executionMethod);
    } else {
      setResult({ kind: 'run-failed', message: judgeFailureMessage(executed.reason, 'Failed to execute code') });
    }
    if (checked.status === 'rejected') setCaseRun({ kind: 'cases-failed', message: judgeFailureMessage(checked.reason, 'Failed to execute code') });
    else if (checked.value) {
      setCaseRun({ kind: 'cases', sent, answer: checked.value });
      // The spec's banner follows the execute call; the cases tell it only when that call failed.
      if (executed.status === 'rejected') setExecutionMethod(checked.value.executionMethod);
    }
    if (executed.status === 'fulfilled' || checked.status === 'fulfilled') void queryClient.invalidateQueries({ queryKey: ['problems'] });
    busy.current = false;
    setActivity('idle');
    recordProblemRun(problemId).catch((error: unknown) => console.warn('Failed to record the run', error));
  }, [queryClient, testcases.cases]);

  /** Frees the buttons at once; the score record is refetched once the reports before it have settled. */
  const finish = useCallback(
    (problemId: string, reports: Promise<unknown> = Promise.resolve()) => {
      busy.current = false;
      setActivity('idle');
      void reports.then(() => {
        void queryClient.invalidateQueries({ queryKey: problemScoreQueryKey(problemId) });
        void queryClient.invalidateQueries({ queryKey: ['problems'] });
      });
    },
    [queryClient],
  );

  /** Follows a submission's events until its final verdict, then reports it (the spec's calls). */
  const follow = useCallback(
    (submissionId: string, { problemId, language }: Omit<JudgeRequest, 'code'>) => {
      const update = (change: (progress: SubmitProgress) => SubmitProgress) =>
        setResult((current) => (current?.kind === 'submit' && current.submissionId === submissionId ? change(current) : current));
      const setConnection = (connection: SubmitProgress['connection']) => update((progress) => ({ ...progress, connection }));
      stopFollowing.current();
      stopFollowing.current = followSubmission(submissionId, {
        onTest: (test) => update((progress) => ({ ...progress, tests: [...progress.tests.filter((t) => t.index !== test.index), test] })),
        onFinal: (final) => {
          update((progress) => ({ ...progress, final, connection: 'live' }));
          if (final.executionMethod) setExecutionMethod(final.executionMethod);
          finish(problemId, reportVerdict({ problemId, language, submissionId, passed: final.isSuccessful }));
          if (final.isSuccessful) return;
          const { output, failedSample } = final;
          // Events stored before the final event carried the details lack them: the submission has them.
          if (output !== undefined && failedSample !== undefined) update((progress) => ({ ...progress, failedSample, compilerMessage: output }));
          else void explainFailure(submissionId, update);
        },
        onReconnecting: () => setConnection('reconnecting'),
        onReconnected: () => setConnection('live'),
        onError: () => {
          // The submission is stored and judged whatever happens to this page's stream: the buttons are freed
          // and the learner may follow it again.
          setConnection('lost');
          finish(problemId);
        },
      });
    },
    [finish],
  );

  const submit = useCallback(
    async ({ problemId, language, code }: JudgeRequest) => {
      if (busy.current) return;
      const empty: SubmitProgress = { kind: 'submit', submissionId: null, tests: [], final: null, failedSample: null, compilerMessage: '', error: null, connection: 'live' };
      if (isCodeTooLarge(code)) {
        setResult({ ...empty, error: codeTooLargeMessage() });
        return;
      }
      busy.current = true;
      lastLanguage.current = language;
      setActivity('submitting');
      setResult(empty);
      let submissionId: string;
      try {
        submissionId = (await submitSolution({ problemId, language, code })).id;
      } catch (error) {
        setResult({ ...empty, error: judgeFailureMessage(error, 'Failed to submit solution') });
        finish(problemId);
        return;
      }
      setResult({ ...empty, submissionId });
      follow(submissionId, { problemId, language });
    },
    [finish, follow],
  );

  /** After the stream was given up: follow the same submission again (the server replays what it has). */
  const followAgain = useCallback(() => {
    if (result?.kind !== 'submit' || !result.submissionId || result.final || busy.current) return;
    const { submissionId } = result;
    setResult({ ...result, connection: 'reconnecting' });
    follow(submissionId, { problemId, language: lastLanguage.current });
  }, [result, follow, problemId]);

  return { activity, result, executionMethod, run, submit, followAgain, testcases, caseRun };
}

/** The spec's calls after a final verdict; each failure is only logged, and neither blocks the other. */
async function reportVerdict({ problemId, language, submissionId, passed }: { problemId: string; language: Language; submissionId: string; passed: boolean }) {
  const [score, time] = await Promise.allSettled([
    recordSubmissionScore(problemId, { passed, language, submissionId }),
    recordProblemSubmit(problemId, passed),
  ]);
  if (score.status === 'rejected') console.warn('Failed to record the submission score', score.reason);
  if (time.status === 'rejected') console.warn('Failed to record the submission time', time.reason);
}

/** For a final event without the failing sample and the compiler message, the stored submission adds them. */
async function explainFailure(submissionId: string, update: (change: (progress: SubmitProgress) => SubmitProgress) => void) {
  try {
    const detail = await getSubmission(submissionId);
    const failed = detail.tests.find((test) => test.isSample && test.verdict !== 'Accepted');
    const failedSample: FailedSample | null = failed
      ? { index: failed.index, input: failed.input ?? '', expectedOutput: failed.expectedOutput ?? '', actualOutput: failed.actualOutput }
      : null;
    update((progress) => ({ ...progress, failedSample, compilerMessage: detail.output }));
  } catch (error) {
    console.warn('Failed to load submission details', error);
  }
}
