import { PENALTY_MINUTES_PER_REJECTED_TRY, type CellState, type ContestRules, type Scoreboard, type ScoreboardCell, type ScoreboardRow } from '@codepath/contract/contests';
import type { SubmissionPoints } from '@codepath/contract/submissions';

export interface BoardParticipant {
  userId: string;
  name: string;
  isVirtual: boolean;
}

export interface BoardSubmission {
  submissionId: string;
  userId: string;
  label: string;
  contestSeconds: number;
  /** Queued, Running or a verdict. */
  status: string;
  points: SubmissionPoints | null;
  isVirtual: boolean;
}

export interface BoardInput {
  rules: ContestRules;
  isSubtaskBest: boolean;
  problems: readonly { label: string; color: string }[];
  participants: readonly BoardParticipant[];
  /** Sorted by contestSeconds. */
  submissions: readonly BoardSubmission[];
}

export interface BoardView {
  /** Tries at or after this contest second show no result (the freeze); null: nothing hidden. */
  hiddenFromSeconds: number | null;
  /** Only tries before this contest second count (a virtual participant's "now"); null: all. */
  cutoffSeconds: number | null;
  /** Show virtual participants' rows (a virtual participant sees their own). */
  virtualUserId: string | null;
  /** Participants whose frozen tries the jury has revealed (row by row after the end). */
  revealedUserIds?: ReadonlySet<string>;
}

const PENDING = new Set(['Queued', 'Running']);
const byName = new Intl.Collator('en').compare;
/** Never charged (ICPC): a compile error, and our own Internal Error. */
const FREE = new Set(['Compilation Error', 'Internal Error']);

interface CellWork {
  tries: number;
  acceptedSeconds: number | null;
  hasPending: boolean;
  hasHidden: boolean;
  best: number;
  /** IOI: when the shown score was last raised. */
  bestSeconds: number | null;
  groupBest: Map<string, number>;
  hasScore: boolean;
}

const newCell = (): CellWork => ({ tries: 0, acceptedSeconds: null, hasPending: false, hasHidden: false, best: 0, bestSeconds: null, groupBest: new Map(), hasScore: false });

function scoreOf(submission: BoardSubmission): number {
  if (submission.points) return submission.points.points;
  return submission.status === 'Accepted' ? 100 : 0;
}

function addTry(cell: CellWork, submission: BoardSubmission, rules: ContestRules, view: BoardView): void {
  if (view.hiddenFromSeconds !== null && submission.contestSeconds >= view.hiddenFromSeconds && !view.revealedUserIds?.has(submission.userId)) {
    if (cell.acceptedSeconds === null || rules === 'ioi') cell.hasHidden = true;
    return;
  }
  if (PENDING.has(submission.status)) {
    cell.hasPending = true;
    return;
  }
  if (rules === 'icpc') {
    if (cell.acceptedSeconds !== null || FREE.has(submission.status)) return;
    if (submission.status === 'Accepted' && (!submission.points || submission.points.points >= submission.points.maxPoints)) cell.acceptedSeconds = submission.contestSeconds;
    else cell.tries += 1;
    return;
  }
  if (submission.status === 'Internal Error') return;
  cell.tries += 1;
  cell.hasScore = true;
  const before = ioiScore(cell, true) + cell.best;
  cell.best = Math.max(cell.best, scoreOf(submission));
  for (const group of submission.points?.groups ?? []) cell.groupBest.set(group.name, Math.max(cell.groupBest.get(group.name) ?? 0, group.points));
  if (ioiScore(cell, true) + cell.best > before) cell.bestSeconds = submission.contestSeconds;
}

function ioiScore(cell: CellWork, isSubtaskBest: boolean): number {
  if (!isSubtaskBest || cell.groupBest.size === 0) return cell.best;
  let sum = 0;
  for (const points of cell.groupBest.values()) sum += points;
  return Math.max(sum, cell.best);
}

function stateOf(cell: CellWork, rules: ContestRules, isFirst: boolean): CellState {
  if (rules === 'icpc' && cell.acceptedSeconds !== null) return isFirst ? 'first' : 'solved';
  if (cell.hasHidden) return 'frozen';
  if (cell.hasPending) return 'pending';
  if (rules === 'ioi' && cell.hasScore) return cell.best > 0 ? 'solved' : 'failed';
  return cell.tries > 0 ? 'failed' : 'none';
}

/**
 * The standings of one view of a contest: ICPC (solved, then penalty: the minute of
 * each accepted try plus 20 per rejected try before it, compile errors free) or IOI
 * (sum of best scores, optionally per subtask). Equal results share a rank.
 */
export function computeScoreboard(input: BoardInput, view: BoardView): Scoreboard {
  const { rules } = input;
  const shown = input.participants.filter((participant) => !participant.isVirtual || participant.userId === view.virtualUserId);
  const cells = new Map<string, Map<string, CellWork>>();
  for (const participant of shown) cells.set(participant.userId, new Map(input.problems.map((problem) => [problem.label, newCell()])));
  for (const submission of input.submissions) {
    if (view.cutoffSeconds !== null && submission.contestSeconds >= view.cutoffSeconds && submission.userId !== view.virtualUserId) continue;
    const cell = cells.get(submission.userId)?.get(submission.label);
    if (cell) addTry(cell, submission, rules, view);
  }
  const firstSolver = new Map<string, { userId: string; seconds: number }>();
  if (rules === 'icpc') {
    const virtualIds = new Set(shown.filter((participant) => participant.isVirtual).map((participant) => participant.userId));
    for (const [userId, byLabel] of cells) {
      if (virtualIds.has(userId)) continue;
      for (const [label, cell] of byLabel) {
        const current = firstSolver.get(label);
        if (cell.acceptedSeconds !== null && (!current || cell.acceptedSeconds < current.seconds)) firstSolver.set(label, { userId, seconds: cell.acceptedSeconds });
      }
    }
  }
  const rows: Omit<ScoreboardRow, 'rank'>[] = shown.map((participant) => {
    let solved = 0;
    let penalty = 0;
    let score = 0;
    const rowCells: ScoreboardCell[] = input.problems.map(({ label }) => {
      const cell = cells.get(participant.userId)?.get(label) ?? newCell();
      const minute = cell.acceptedSeconds === null ? null : Math.floor(cell.acceptedSeconds / 60);
      if (minute !== null && rules === 'icpc') {
        solved += 1;
        penalty += minute + PENALTY_MINUTES_PER_REJECTED_TRY * cell.tries;
      }
      const cellScore = rules === 'ioi' && cell.hasScore ? ioiScore(cell, input.isSubtaskBest) : null;
      score += cellScore ?? 0;
      const isFirst = firstSolver.get(label)?.userId === participant.userId;
      const shownMinute = rules === 'icpc' ? minute : cellScore ? Math.floor((cell.bestSeconds ?? 0) / 60) : null;
      return { label, state: stateOf(cell, rules, isFirst), tries: cell.tries, minute: shownMinute, score: cellScore };
    });
    return { userId: participant.userId, name: participant.name, isVirtual: participant.isVirtual, solved, penalty, score, cells: rowCells };
  });
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    rules === 'icpc' ? b.solved - a.solved || a.penalty - b.penalty : b.score - a.score;
  rows.sort((a, b) => compare(a, b) || byName(a.name, b.name));
  let rank = 0;
  const ranked = rows.map((row, index) => {
    const previous = rows[index - 1];
    if (!previous || compare(previous, row) !== 0) rank = index + 1;
    return { rank, ...row };
  });
  return {
    rules,
    problems: input.problems.map(({ label, color }) => ({ label, color })),
    rows: ranked,
    isFrozen: view.hiddenFromSeconds !== null,
    atMinute: view.cutoffSeconds === null ? null : Math.floor(view.cutoffSeconds / 60),
  };
}
