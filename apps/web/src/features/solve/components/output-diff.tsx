import { lineDiff, type DiffLine } from '../line-diff';

const MARKS: Record<DiffLine['kind'], { sign: string; label: string; tone: string }> = {
  same: { sign: ' ', label: '', tone: 'text-slate-800 dark:text-slate-200' },
  missing: { sign: '−', label: 'expected, missing from your output: ', tone: 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-100' },
  extra: { sign: '+', label: 'in your output, not expected: ', tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100' },
};

/**
 * Expected output against the program's, line by line: a line the program missed is
 * marked − and one it printed instead +, with words for screen readers, not colour alone.
 */
export function OutputDiff({ expected, actual }: { expected: string; actual: string }) {
  const lines = lineDiff(expected, actual);
  return (
    <div data-testid="output-diff" className="mt-1">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <span aria-hidden="true">−</span> expected, missing · <span aria-hidden="true">+</span> your output, not expected
      </p>
      <ol className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 py-1 font-mono text-xs dark:bg-slate-900" aria-label="Differences between expected output and your output">
        {lines.map((line, position) => {
          const mark = MARKS[line.kind];
          return (
            <li key={position} className={`flex gap-2 px-2 whitespace-pre-wrap ${mark.tone}`} data-kind={line.kind}>
              <span aria-hidden="true" className="w-3 shrink-0 select-none">
                {mark.sign}
              </span>
              <span>
                {mark.label && <span className="sr-only">{mark.label}</span>}
                {line.text || ' '}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
