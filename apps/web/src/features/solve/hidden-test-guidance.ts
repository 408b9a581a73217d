import type { Verdict } from '@codepath/contract/enums';
import type { ProblemDetail } from '@codepath/contract/problems';
import { formatMemory } from '@/lib/format-memory';

/** What a failed hidden test is known by: its verdict and measurements, never its data. */
export type HiddenFailure = { verdict: Verdict; timeMs: number; memoryKb: number };
type ProblemLimits = Pick<ProblemDetail, 'timeLimitMs' | 'memoryLimitMb' | 'examples'>;

export type Guidance = {
  /** What the verdict means for this test, with which time or memory was measured. */
  meaning: string;
  /** The usual causes, most likely first. */
  lookAt: string[];
};

const seconds = (ms: number) => `${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} s`;

/** The judge's real-time ceiling for a test: about twice the CPU limit and one second more. */
export const wallLimitMs = (cpuLimitMs: number) => 2 * cpuLimitMs + 1000;

export const isInteractive = (problem: Pick<ProblemDetail, 'examples'>) => problem.examples.some((example) => example.interaction !== undefined);

const tooSlowCauses = [
  'The input can be as large as the constraints allow: count the steps of your approach for the largest n (an O(n²) loop over 10^5 values is 10^10 steps; aim for O(n log n) or O(n)).',
  'Work repeated inside a loop: a search, a sort or a copy of a list on every step.',
  'Slow input and output on large tests: read everything at once (Python: sys.stdin; Java: BufferedReader instead of Scanner) and print once at the end.',
  'A loop that never ends on some input: an edge case such as n = 1, equal values or negative numbers.',
];

function timeLimitGuidance(failure: HiddenFailure, problem: ProblemLimits): Guidance {
  const limit = seconds(problem.timeLimitMs);
  if (failure.timeMs < problem.timeLimitMs) {
    // Stopped by the real-time ceiling: waiting, or computing on a busy judge (a program that never waits would
    // have reached the CPU limit as well), so both kinds of cause are named.
    return {
      meaning: `Your program used ${failure.timeMs} ms of CPU time, under the ${limit} limit, and was stopped by the judge's other limit: ${seconds(wallLimitMs(problem.timeLimitMs))} of real (wall-clock) time. It was waiting rather than computing, or still computing while the judge was busy; code that never waits is simply too slow.`,
      lookAt: [
        'Reading more input than there is: the program then waits for a line that never comes.',
        isInteractive(problem)
          ? 'In an interactive problem: flush after every line you print, or the judge never sees your query and both sides wait.'
          : 'Sleeping, or threads waiting for each other.',
        ...tooSlowCauses,
      ],
    };
  }
  return {
    meaning: `Your program used ${failure.timeMs} ms of CPU time on this test, more than the problem's time limit of ${limit}. The time shown is CPU time: what your program computed, measured by the judge (the limit is checked against it).`,
    lookAt: tooSlowCauses,
  };
}

function wrongAnswerGuidance(problem: ProblemLimits): Guidance {
  if (isInteractive(problem)) {
    return {
      meaning: "The judge's interactor rejected the exchange with your program on this test: a wrong final answer, a query outside the rules, or more queries than allowed.",
      lookAt: [
        "Follow the statement's protocol exactly: the format of each query and of the answer, and how many queries are allowed.",
        'Flush after every line you print (Python: print(..., flush=True); C: fflush(stdout); C++: std::endl or std::flush; Java: System.out.flush()).',
        "Read the judge's reply to each query before sending the next.",
      ],
    };
  }
  return {
    meaning: 'Your program finished in time, but its output on this hidden test is not the expected answer.',
    lookAt: [
      'Edge cases within the constraints: the smallest and largest sizes, n = 1, equal or repeated values, negative numbers, zero.',
      'Numbers beyond 32 bits: sums and products of large values overflow int in C, C++ and Java (use long long or long).',
      "The output format: exactly what the statement's Output section asks, in its order, nothing extra.",
    ],
  };
}

/**
 * Guidance for a failed hidden test, from its verdict, what was measured, the
 * problem's stated limits and whether it is interactive: what the verdict means and
 * the usual causes. Nothing of the test's data is known here, so nothing is shown.
 */
export function hiddenTestGuidance(failure: HiddenFailure, problem: ProblemLimits): Guidance | null {
  switch (failure.verdict) {
    case 'Time Limit Exceeded':
      return timeLimitGuidance(failure, problem);
    case 'Wrong Answer':
      return wrongAnswerGuidance(problem);
    case 'Runtime Error':
      return {
        meaning: 'Your program stopped with an error on this hidden test (named above) before it finished.',
        lookAt: [
          'An index past the end of a list or array for the smallest or largest inputs the constraints allow.',
          'Division by zero, or a value the code assumed could not happen.',
          'Recursion too deep for large inputs (Python stops at about 1000 levels): use a loop.',
          'Input read in another shape than the statement describes (values on one line or several).',
        ],
      };
    case 'Memory Limit Exceeded':
      return {
        meaning: `Your program needed more memory than the problem's limit of ${problem.memoryLimitMb} MB on this test (peak measured: ${formatMemory(failure.memoryKb)}).`,
        lookAt: [
          'Tables sized for every pair or every value up to the largest number, rather than the n values given.',
          'Copies of the input made inside loops, or lists kept that are no longer needed.',
          'Deep recursion: every level keeps its own frame.',
        ],
      };
    case 'Output Limit Exceeded':
      return {
        meaning: 'Your program printed far more than the answer on this test and was stopped.',
        lookAt: ['Debug printing left in the code.', 'A print inside a loop that should run once.', 'A loop that never ends while printing.'],
      };
    case 'Internal Error':
      return { meaning: 'The judge failed on its side; this submission is not counted against you. Submit again in a moment.', lookAt: [] };
    default:
      return null;
  }
}
