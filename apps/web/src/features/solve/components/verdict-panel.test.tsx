import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { FinalEvent, TestEvent } from '@codepath/contract/submissions';
import { createQueryClient } from '@/app/query-client';
import { mockApi } from '@/testing/mock-api';
import { problem } from '@/testing/solve-screen-fixtures';
import type { SubmitProgress } from '../use-judge';
import { VerdictPanel } from './verdict-panel';

const final = (overrides: Partial<FinalEvent>): FinalEvent => ({
  verdict: 'Wrong Answer', isSuccessful: false, passedCount: 0, testCount: 12, score: 0, wrongAttempts: 1, executionMethod: 'sandbox', ...overrides,
});
const passedTests = (count: number, samples = 2): TestEvent[] =>
  Array.from({ length: count }, (_, i) => ({ index: i + 1, isSample: i < samples, verdict: 'Accepted', time: 3, memory: 800 }));

function show(progress: Partial<SubmitProgress>, shownProblem = problem) {
  const full: SubmitProgress = { kind: 'submit', submissionId: 'sub-1', tests: [], final: null, failedSample: null, compilerMessage: '', error: null, connection: 'live', ...progress };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerdictPanel progress={full} problem={shownProblem} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('VerdictPanel', () => {
  it('explains a hidden time limit by the CPU time measured against the limit, the usual causes and the constraints', () => {
    const tests = [...passedTests(1, 1), { index: 2, isSample: false, verdict: 'Time Limit Exceeded' as const, time: 2001, memory: 9000 }];
    show({ tests, final: final({ verdict: 'Time Limit Exceeded', passedCount: 1, testCount: 12 }), compilerMessage: 'Time Limit Exceeded on hidden test 1 of 11' });
    const guidance = screen.getByTestId('hidden-test-guidance');
    expect(guidance).toHaveTextContent("Your program used 2001 ms of CPU time on this test, more than the problem's time limit of 2 s.");
    expect(guidance).toHaveTextContent('aim for O(n log n) or O(n)');
    expect(guidance).toHaveTextContent('2 <= n <= 10^4');
  });

  it('says when a time limit under the CPU limit was the wall-clock one (a program waiting)', () => {
    const tests = [{ index: 2, isSample: false, verdict: 'Time Limit Exceeded' as const, time: 1921, memory: 40000 }];
    show({ tests, final: final({ verdict: 'Time Limit Exceeded', passedCount: 1, testCount: 12 }) });
    expect(screen.getByTestId('hidden-test-guidance')).toHaveTextContent(
      "Your program used 1921 ms of CPU time, under the 2 s limit, and was stopped by the judge's other limit: 5 s of real (wall-clock) time.",
    );
  });

  it("reads an interactive problem's Wrong Answer as the interactor rejecting the exchange", () => {
    const interactive = { ...problem, examples: [{ input: '', output: '', explanation: '', interaction: '> 100\n< ? 50' }] };
    const tests = [{ index: 3, isSample: false, verdict: 'Wrong Answer' as const, time: 20, memory: 9000 }];
    show({ tests, final: final({ verdict: 'Wrong Answer', passedCount: 2, testCount: 12 }) }, interactive);
    const guidance = screen.getByTestId('hidden-test-guidance');
    expect(guidance).toHaveTextContent("The judge's interactor rejected the exchange with your program on this test");
    expect(guidance).toHaveTextContent('Flush after every line you print');
  });

  it('says when the live results are reconnecting while judging', () => {
    show({ tests: passedTests(3), connection: 'reconnecting' });
    expect(screen.getByTestId('stream-notice')).toHaveTextContent('Connection to the judge lost: reconnecting…');
  });

  it('says "1 test done" while judging, with the right plural', () => {
    show({ tests: passedTests(1) });
    expect(screen.getByRole('status')).toHaveTextContent('Judging... 1 test done');
  });

  it('puts a failing hidden test first: its number, time and memory and the error name, then "1 test passed"', () => {
    const tests = [...passedTests(1, 1), { index: 2, isSample: false, verdict: 'Runtime Error' as const, time: 14, memory: 3584 }];
    show({
      tests,
      final: final({ verdict: 'Runtime Error', passedCount: 1, testCount: 12 }),
      compilerMessage: 'Runtime Error on hidden test 1 of 11\nSegmentation fault (SIGSEGV): invalid memory access',
    });
    expect(screen.getByTestId('failed-hidden-test')).toHaveTextContent('Runtime Error on hidden test 1 of 11');
    expect(screen.getByTestId('hidden-test-measures')).toHaveTextContent('CPU time 14 ms (limit 2000 ms) · Memory 3.5 MB (limit 256 MB)');
    expect(screen.getByText('Segmentation fault (SIGSEGV): invalid memory access')).toBeInTheDocument();
    expect(screen.getByText('1 test passed, 1 failed')).toBeInTheDocument();
  });

  it('shows a failing sample as input and a line diff marked in words', () => {
    show({
      tests: [{ index: 1, isSample: true, verdict: 'Wrong Answer', time: 2, memory: 700 }],
      final: final({}),
      failedSample: { index: 1, input: '2 7\n', expectedOutput: '0 1\n', actualOutput: '1 0\n' },
      compilerMessage: 'Wrong answer on line 1',
    });
    const diff = screen.getByRole('list', { name: 'Differences between expected output and your output' });
    const lines = within(diff).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['−expected, missing from your output: 0 1', '+in your output, not expected: 1 0']);
    expect(screen.getByText('Wrong answer on line 1')).toBeInTheDocument();
  });

  it('shows a scoring problem\'s partial result, "Partially accepted: 40/100", and which test groups passed', () => {
    const groups = [
      { name: 'group1', points: 40, maxPoints: 40, isPassed: true },
      { name: 'group2', points: 0, maxPoints: 60, isPassed: false },
    ];
    show({
      tests: [...passedTests(3, 1), { index: 4, isSample: false, verdict: 'Wrong Answer', time: 5, memory: 900 }],
      final: final({ passedCount: 3, testCount: 5, points: { points: 40, maxPoints: 100, groups } }),
      compilerMessage: 'Wrong Answer on hidden test 3 of 4',
    });
    expect(screen.getByTestId('submission-points')).toHaveTextContent('Partially accepted: 40/100');
    const rows = within(screen.getByRole('list', { name: 'Test groups' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['group140/40passed', 'group20/60not passed']);
  });

  it('shows no points for a pass-fail problem', () => {
    show({ final: final({ points: null }), compilerMessage: 'Wrong Answer on hidden test 1 of 10' });
    expect(screen.queryByTestId('submission-points')).not.toBeInTheDocument();
  });

  it('lists compiler messages by line, with no time, memory or test count', () => {
    show({ final: final({ verdict: 'Compilation Error' }), compilerMessage: "main.c:3:2: error: expected ';' before 'return'" });
    const list = screen.getByRole('list', { name: 'Compiler messages' });
    expect(list).toHaveTextContent("Line 3, column 2: expected ';' before 'return'");
    expect(screen.queryByText(/tests passed|ms/)).not.toBeInTheDocument();
  });

  it('compares an accepted run from five accepted submissions up', async () => {
    mockApi({
      'GET /api/submissions/sub-1/percentile': () => ({
        body: { runtime: 12, memory: 9400, acceptedCount: 6, fasterThanPercent: 73, lessMemoryThanPercent: 40, runtimeHistogram: [{ from: 5, to: 9, count: 2 }, { from: 10, to: 14, count: 4 }], runtimeBucket: 1 },
      }),
    });
    show({ tests: passedTests(3), final: final({ verdict: 'Accepted', isSuccessful: true, passedCount: 3, testCount: 3, score: 95 }) });
    expect(await screen.findByText('12 ms · faster than 73 %')).toBeInTheDocument();
    expect(screen.getByText('9.2 MB · less memory than 40 %')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Runtimes of 6 accepted submissions from 5 to 14 ms; yours is in 10–14 ms' })).toBeInTheDocument();
  });

  it('shows only runtime and memory below five accepted submissions', async () => {
    mockApi({
      'GET /api/submissions/sub-1/percentile': () => ({
        body: { runtime: 12, memory: 900, acceptedCount: 2, fasterThanPercent: null, lessMemoryThanPercent: null, runtimeHistogram: [], runtimeBucket: null },
      }),
    });
    show({ tests: passedTests(3), final: final({ verdict: 'Accepted', isSuccessful: true, passedCount: 3, testCount: 3, score: 95 }) });
    expect(await screen.findByText('A comparison with others appears from 5 accepted submissions in this language.')).toBeInTheDocument();
    expect(screen.getByText('12 ms')).toBeInTheDocument();
    expect(screen.queryByText(/faster than/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
