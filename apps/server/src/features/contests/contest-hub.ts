import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { contestSubmissions, type ContestParticipantRow, type ContestRow } from '../../db/schema-contests.ts';
import { boardViewOf, loadBoardInput, loadBoardSubmission, viewKindOf, withSubmission, type ViewKind } from './board-source.ts';
import { clarificationsFor, loadClarifications } from './clarifications.ts';
import { computeScoreboard, type BoardInput } from './compute-scoreboard.ts';
import { findContest } from './contest-access.ts';
import type { ContestSignal, ContestSignals } from '../../lib/contest-signals.ts';
import { findParticipant } from './participation.ts';
import { diffBoard, type SentBoard } from './board-delta.ts';

export const REFRESH_EVERY_MS = 15_000;

export interface ContestStream {
  viewerId: string;
  isJury: boolean;
  participant: ContestParticipantRow | null;
  send(event: 'scoreboard' | 'scoreboard-rows' | 'clarifications' | 'contest', data: string): void;
  /** The version of the board this stream holds (board-delta.ts). */
  boardVersion?: number;
  lastClarifications?: string;
}

type What = 'board' | 'clarifications' | 'contest';
/** One refresh's work: what changed, the tries that changed (read alone), or everything (isFull). */
interface Work {
  what: Set<What>;
  submissionIds: Set<string>;
  isFull: boolean;
}

/** One key per kind of board: the jury's, the public one, each virtual participant's (whose minute is in the board itself). */
const viewKey = (view: ViewKind) => (view.kind === 'virtual' ? `virtual:${view.viewerId}` : view.kind === 'public' ? `public:${view.viewerId ?? ''}` : 'jury');

/**
 * The live contest pages of this server. A change (a verdict, a new try, a clarification,
 * the jury's clock) recomputes a contest's board once per kind of view (jury, public,
 * each virtual participant) and writes it to every stream whose board changed. What a
 * board is computed from is kept while the contest has streams: a new try or a verdict
 * reads that one submission; the contest's own changes read everything again. Refreshes
 * of one contest never overlap: changes during one make exactly one more. Every
 * REFRESH_EVERY_MS each contest with streams is read again in full and refreshed (the
 * freeze, a virtual participant's minute, a rejudge, a lost signal).
 */
export function createContestHub(db: Database, signals: ContestSignals, log: FastifyBaseLogger) {
  const streams = new Map<string, Set<ContestStream>>();
  const running = new Map<string, Promise<void>>();
  const pending = new Map<string, Work>();
  /** What each streamed contest's board is computed from, kept between changes so that a try or a verdict reads one row. */
  const inputs = new Map<string, { contest: ContestRow; input: BoardInput }>();
  /** The board last sent for each kind of view of each streamed contest. */
  const sentBoards = new Map<string, Map<string, SentBoard>>();

  async function boardInputOf(contestId: string, work: Work): Promise<{ contest: ContestRow; input: BoardInput }> {
    const cached = inputs.get(contestId);
    if (cached && !work.isFull) {
      let { input } = cached;
      for (const submissionId of work.submissionIds) {
        const changed = await loadBoardSubmission(db, submissionId);
        if (changed?.contestId === contestId) input = withSubmission(input, changed);
      }
      const next = { contest: cached.contest, input };
      inputs.set(contestId, next);
      return next;
    }
    const contest = await findContest(db, contestId);
    const next = { contest, input: await loadBoardInput(db, contest) };
    inputs.set(contestId, next);
    return next;
  }

  /**
   * Each kind of view's board is computed once; a stream that holds the board last sent for
   * its view gets only the rows that changed (`scoreboard-rows`), any other the whole board.
   */
  function refreshBoards(contestId: string, contest: ContestRow, input: BoardInput, targets: readonly ContestStream[]): void {
    const now = new Date();
    const sent = sentBoards.get(contestId) ?? new Map<string, SentBoard>();
    sentBoards.set(contestId, sent);
    const byKey = new Map<string, { previous: SentBoard | undefined; next: SentBoard; rowsEvent: string | null; isSame: boolean }>();
    for (const stream of targets) {
      const view = viewKindOf(contest, stream.isJury, stream.participant, now);
      const key = viewKey(view);
      let change = byKey.get(key);
      if (change === undefined) {
        const previous = sent.get(key);
        change = { previous, ...diffBoard(previous, computeScoreboard(input, boardViewOf(contest, view, now))) };
        sent.set(key, change.next);
        byKey.set(key, change);
      }
      if (stream.boardVersion === change.next.version) continue;
      if (change.rowsEvent !== null && stream.boardVersion === change.previous?.version) stream.send('scoreboard-rows', change.rowsEvent);
      else stream.send('scoreboard', change.next.full);
      stream.boardVersion = change.next.version;
    }
  }

  async function refreshClarifications(contestId: string, targets: readonly ContestStream[]): Promise<void> {
    const all = await loadClarifications(db, contestId);
    for (const stream of targets) {
      const data = JSON.stringify({ clarifications: clarificationsFor(all, stream.viewerId, stream.isJury) });
      if (data !== stream.lastClarifications) {
        stream.lastClarifications = data;
        stream.send('clarifications', data);
      }
    }
  }

  async function refresh(contestId: string, work: Work, only?: ContestStream): Promise<void> {
    const targets = only ? [only] : [...(streams.get(contestId) ?? [])];
    if (targets.length === 0) return;
    if (work.what.has('contest')) {
      for (const stream of targets) {
        stream.participant = await findParticipant(db, contestId, stream.viewerId);
        if (!only) stream.send('contest', '{"changed":true}');
      }
    }
    if (work.what.has('board') || work.what.has('contest')) {
      const { contest, input } = await boardInputOf(contestId, work);
      refreshBoards(contestId, contest, input, targets);
    }
    if (work.what.has('clarifications')) await refreshClarifications(contestId, targets);
  }

  /** `submissionId`: only that try changed; without one (or with a contest change) everything is read again. */
  function schedule(contestId: string, what: What, submissionId?: string): void {
    if (!streams.has(contestId)) return;
    const work = pending.get(contestId) ?? { what: new Set<What>(), submissionIds: new Set<string>(), isFull: false };
    work.what.add(what);
    if (submissionId) work.submissionIds.add(submissionId);
    else if (what !== 'clarifications') work.isFull = true;
    pending.set(contestId, work);
    if (running.has(contestId)) return;
    const run = async () => {
      for (let batch = pending.get(contestId); batch; batch = pending.get(contestId)) {
        pending.delete(contestId);
        try {
          await refresh(contestId, batch);
        } catch (error) {
          inputs.delete(contestId);
          log.warn({ err: error, contestId }, 'refreshing a contest page failed; it is tried again at the next change');
        }
      }
      running.delete(contestId);
    };
    running.set(contestId, run());
  }

  async function onSignal(signal: ContestSignal): Promise<void> {
    if (signal.type === 'changed') return schedule(signal.contestId, signal.what, signal.submissionId);
    if (streams.size === 0) return;
    const [link] = await db.select({ contestId: contestSubmissions.contestId }).from(contestSubmissions).where(eq(contestSubmissions.submissionId, signal.submissionId)).limit(1);
    if (link) schedule(link.contestId, 'board', signal.submissionId);
  }

  const unsubscribe = signals.subscribe((signal) => {
    onSignal(signal).catch((error: unknown) => log.warn({ err: error }, 'a contest signal could not be handled'));
  });
  const timer = setInterval(() => {
    for (const contestId of streams.keys()) schedule(contestId, 'board');
  }, REFRESH_EVERY_MS);
  timer.unref();

  return {
    /** Adds a stream and sends it the current board and clarifications. */
    async open(contestId: string, stream: ContestStream): Promise<() => void> {
      const set = streams.get(contestId) ?? new Set<ContestStream>();
      set.add(stream);
      streams.set(contestId, set);
      await refresh(contestId, { what: new Set<What>(['board', 'clarifications']), submissionIds: new Set(), isFull: !inputs.has(contestId) }, stream);
      return () => {
        set.delete(stream);
        if (set.size > 0) return;
        streams.delete(contestId);
        inputs.delete(contestId);
        sentBoards.delete(contestId);
      };
    },
    /** Tells every server (this one included) that a contest changed; `submissionId` when one try is all that changed. */
    changed(contestId: string, what: What, submissionId?: string): void {
      signals.publish({ type: 'changed', contestId, what, ...(submissionId ? { submissionId } : {}) });
    },
    /** Resolves when no refresh is running (tests, benchmarks). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },
    close(): void {
      clearInterval(timer);
      unsubscribe();
    },
  };
}
export type ContestHub = ReturnType<typeof createContestHub>;
