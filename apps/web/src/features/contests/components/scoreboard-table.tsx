import clsx from 'clsx';
import type { Scoreboard, ScoreboardCell } from '@codepath/contract/contests';
import { cellClasses, headCellClasses, LabelBalloon } from './contest-ui';

const CELL_CLASSES: Record<ScoreboardCell['state'], string> = {
  first: 'bg-emerald-700 text-white',
  solved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
  failed: 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-200',
  pending: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200',
  frozen: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-500/25 dark:text-indigo-100',
  none: '',
};

/** What a cell says, and what a screen reader reads for it. */
function describeCell(cell: ScoreboardCell, rules: Scoreboard['rules']): { text: string; label: string } {
  const tries = cell.tries === 1 ? '1 rejected try' : `${cell.tries} rejected tries`;
  if (rules === 'ioi' && cell.state !== 'frozen' && cell.state !== 'pending') return cell.score === null ? { text: '', label: 'no try' } : { text: String(cell.score), label: `${cell.score} points` };
  switch (cell.state) {
    case 'first':
    case 'solved':
      return { text: `${cell.minute}${cell.tries > 0 ? ` +${cell.tries}` : ''}`, label: `${cell.state === 'first' ? 'first to solve' : 'solved'} at minute ${cell.minute}, ${tries}` };
    case 'failed':
      return { text: `−${cell.tries}`, label: tries };
    case 'pending':
      return { text: '…', label: 'awaiting a verdict' };
    case 'frozen':
      return { text: '?', label: 'tries after the freeze, results hidden' };
    default:
      return { text: '', label: 'no try' };
  }
}

/** The standings: rank, name, solved and penalty (ICPC) or score (IOI), one cell per problem. */
export function ScoreboardTable({ board, highlightUserId }: { board: Scoreboard; highlightUserId?: string }) {
  const isIcpc = board.rules === 'icpc';
  return (
    <div className="relative -mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5" role="region" aria-label="Scoreboard" tabIndex={0}>
      <table className="w-full min-w-[32rem] border-collapse text-left">
        <thead>
          <tr>
            <th className={headCellClasses}>Rank</th>
            <th className={headCellClasses}>Name</th>
            {isIcpc ? (
              <>
                <th className={clsx(headCellClasses, 'text-right')}>Solved</th>
                <th className={clsx(headCellClasses, 'text-right')}>Penalty</th>
              </>
            ) : (
              <th className={clsx(headCellClasses, 'text-right')}>Score</th>
            )}
            {board.problems.map((problem) => (
              <th key={problem.label} className={clsx(headCellClasses, 'text-center')}>
                <span className="sr-only">Problem {problem.label}</span>
                <LabelBalloon label={problem.label} color={problem.color} size="sm" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.rows.length === 0 && (
            <tr>
              <td colSpan={4 + board.problems.length} className={clsx(cellClasses, 'py-6 text-center text-slate-500 dark:text-slate-400')}>Nobody has registered yet.</td>
            </tr>
          )}
          {board.rows.map((row) => (
            <tr key={row.userId} data-testid="scoreboard-row" className={clsx(row.userId === highlightUserId && 'bg-amber-50 dark:bg-amber-500/10')}>
              <td className={clsx(cellClasses, 'w-12 font-semibold tabular-nums')}>{row.rank}</td>
              <td className={clsx(cellClasses, 'font-medium text-slate-900 dark:text-white')}>
                {row.name}
                {row.isVirtual && <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">(virtual)</span>}
              </td>
              {isIcpc ? (
                <>
                  <td className={clsx(cellClasses, 'text-right font-semibold tabular-nums')}>{row.solved}</td>
                  <td className={clsx(cellClasses, 'text-right tabular-nums')}>{row.penalty}</td>
                </>
              ) : (
                <td className={clsx(cellClasses, 'text-right font-semibold tabular-nums')}>{row.score}</td>
              )}
              {row.cells.map((cell) => {
                const { text, label } = describeCell(cell, board.rules);
                return (
                  <td key={cell.label} className={clsx(cellClasses, 'p-1 text-center')}>
                    <span
                      data-testid={`cell-${cell.label}`}
                      data-state={cell.state}
                      title={label}
                      className={clsx('inline-flex h-9 min-w-12 items-center justify-center rounded-md px-1 text-sm font-semibold tabular-nums', CELL_CLASSES[cell.state])}
                    >
                      <span aria-hidden="true">{text}</span>
                      <span className="sr-only">Problem {cell.label}: {label}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
