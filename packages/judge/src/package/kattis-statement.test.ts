import { describe, expect, it } from 'vitest';
import { parseKattisStatement } from './kattis-statement.ts';

describe('parseKattisStatement', () => {
  it('splits a LaTeX statement at its sections and rewrites markup and math as Markdown', () => {
    const tex = String.raw`\problemname{Any Pair}
Find two \emph{different} positions. % a comment nobody should see
\section*{Input}
A line with $n$ ($2 \le n \le 10^{5}$), then \textbf{n} integers.
\section*{Output}
Print \texttt{YES} or \texttt{NO}.
\section{Limits}
\begin{itemize}
\item $n \cdot m \ge 1$
\end{itemize}
`;
    expect(parseKattisStatement(tex)).toEqual({
      description: 'Find two *different* positions.',
      input: 'A line with `n` (`2 <= n <= 10^5`), then **n** integers.',
      output: 'Print `YES` or `NO`.',
      constraints: '- `n * m >= 1`',
      followUp: '',
    });
  });

  it('keeps a statement without sections whole as the description', () => {
    expect(parseKattisStatement('Just text.')).toEqual({ description: 'Just text.', input: '', output: '', constraints: '', followUp: '' });
  });
});
