import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { problem } from './solve-screen-fixtures';
import { ProblemDescription } from './problem-description';

describe('ProblemDescription', () => {
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
