import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ProblemDetail } from '@codepath/contract/problems';
import { ProblemDescription } from './problem-description';

const problem: ProblemDetail = {
  _id: 'two-sum',
  id: 'two-sum',
  title: 'Two Sum',
  difficulty: 'Easy',
  category: 'Arrays',
  description: 'Find two numbers that add up to the target.',
  examples: [{ input: '4\n2 7 11 15\n9\n', output: '0 1\n', explanation: '`nums[0] + nums[1]` is 9, so the answer is `0 1`.' }],
  constraints: '2 <= n <= 10^4',
  followUp: '',
  timeLimitMs: 2000,
  memoryLimitMb: 256,
  tags: [],
  hintsCount: 0,
  status: 'not-attempted',
};

describe('Problem description', () => {
  it('shows the time and memory limits', () => {
    render(<ProblemDescription problem={problem} />);
    expect(screen.getByText('Time limit: 2 s · Memory limit: 256 MB')).toBeInTheDocument();
  });

  it('shows a time limit of part of a second with its fraction', () => {
    render(<ProblemDescription problem={{ ...problem, timeLimitMs: 1500, memoryLimitMb: 64 }} />);
    expect(screen.getByText('Time limit: 1.5 s · Memory limit: 64 MB')).toBeInTheDocument();
  });

  it('renders an example explanation as Markdown, code without backticks', () => {
    render(<ProblemDescription problem={problem} />);
    expect(screen.getByText('nums[0] + nums[1]', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText('0 1', { selector: 'code' })).toBeInTheDocument();
    expect(screen.queryByText(/`/)).not.toBeInTheDocument();
  });

  it("labels an ordinary example's input and output", () => {
    render(<ProblemDescription problem={problem} />);
    expect(screen.getByText('Input')).toBeInTheDocument();
    expect(screen.getByText('Output')).toBeInTheDocument();
  });

  it("labels an interactive problem's example as the judge's data, the exchange shown as code in the statement", () => {
    const interactive = {
      ...problem,
      description: 'Guess the number.\n\nExample interaction 1 (lines starting with > come from the judge, lines starting with < from your program):\n> 10\n< 5',
      examples: [{ input: '10 7\n', output: '7\n', explanation: '', interaction: '> 10\n< 5' }],
    };
    render(<ProblemDescription problem={interactive} />);
    expect(screen.getByText("Judge's input")).toBeInTheDocument();
    expect(screen.getByText("Judge's answer")).toBeInTheDocument();
    expect(screen.queryByText('Output')).not.toBeInTheDocument();
    expect(screen.getByText(/^Example interaction 1/).tagName).toBe('PRE');
  });
});
