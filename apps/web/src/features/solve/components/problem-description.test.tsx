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
});
