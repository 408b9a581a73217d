import type { Span } from '@codepath/contract/classes';
import { Card } from '@/components/ui/card';

/** One colour per fragment, the same on both sides. */
const FRAGMENT_COLOURS = [
  'bg-amber-300/40 dark:bg-amber-400/30',
  'bg-sky-300/40 dark:bg-sky-400/30',
  'bg-emerald-300/40 dark:bg-emerald-400/30',
  'bg-fuchsia-300/40 dark:bg-fuchsia-400/30',
  'bg-orange-300/40 dark:bg-orange-400/30',
];

/** Which fragment, if any, covers each character (rows and columns from the report, 0-based, end exclusive). */
function fragmentOfEachCharacter(lines: string[], spans: Span[]): (number | null)[][] {
  const marks = lines.map((line) => Array.from<number | null>({ length: line.length + 1 }).fill(null));
  spans.forEach((span, index) => {
    for (let row = span.startRow; row <= span.endRow && row < lines.length; row += 1) {
      const from = row === span.startRow ? span.startCol : 0;
      const to = row === span.endRow ? span.endCol : lines[row]!.length;
      for (let col = from; col < to && col < marks[row]!.length; col += 1) marks[row]![col] ??= index;
    }
  });
  return marks;
}

export function MarkedSource({ title, code, spans }: { title: string; code: string; spans: Span[] }) {
  const lines = code.split('\n');
  const marks = fragmentOfEachCharacter(lines, spans);
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-900 dark:border-slate-800 dark:text-white">{title}</h2>
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed text-slate-800 dark:text-slate-200" data-testid="marked-source">
        {lines.map((line, row) => {
          const pieces: { text: string; fragment: number | null }[] = [];
          for (let col = 0; col < line.length; col += 1) {
            const fragment = marks[row]![col] ?? null;
            const last = pieces.at(-1);
            if (last && last.fragment === fragment) last.text += line[col];
            else pieces.push({ text: line[col]!, fragment });
          }
          return (
            <div key={row} className="flex">
              <span className="mr-3 w-6 shrink-0 text-right text-slate-500 select-none dark:text-slate-400" aria-hidden="true">{row + 1}</span>
              <code className="whitespace-pre">
                {pieces.map((piece, index) =>
                  piece.fragment === null ? <span key={index}>{piece.text}</span> : <mark key={index} data-fragment={piece.fragment} className={`${FRAGMENT_COLOURS[piece.fragment % FRAGMENT_COLOURS.length]} rounded-sm text-inherit`}>{piece.text}</mark>,
                )}
                {line.length === 0 && ' '}
              </code>
            </div>
          );
        })}
      </pre>
    </Card>
  );
}
