import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { contestSubmissions, type ContestParticipantRow, type ContestRow } from '../../db/schema-contests.ts';
import { boardViewOf, loadBoardInput, viewKindOf, type ViewKind } from './board-source.ts';
import { clarificationsFor, loadClarifications } from './clarifications.ts';
import { computeScoreboard } from './compute-scoreboard.ts';
import { findContest } from './contest-access.ts';
import type { ContestSignals } from '../../lib/contest-signals.ts';
import { findParticipant } from './participation.ts';

export const REFRESH_EVERY_MS = 15_000;

export interface ContestStream {
  viewerId: string;
  isJury: boolean;
  participant: ContestParticipantRow | null;
  send(event: 'scoreboard' | 'clarifications' | 'contest', data: string): void;
  lastBoard?: string;
  lastClarifications?: string;
}

type What = 'board' | 'clarifications' | 'contest';

const viewKey = (view: ViewKind) => (view.kind === 'virtual' ? `virtual:${view.viewerId}:${view.cutoffSeconds}` : view.kind === 'public' ? `public:${view.viewerId ?? ''}` : 'jury');

/**
 * The live contest pages of this server. A change (a verdict, a new try, a clarification,
 * the jury's clock) recomputes a contest's board once per kind of view (jury, public,
 * each virtual participant) and writes it to every stream whose board changed. Refreshes
 * of one contest never overlap: changes during one make exactly one more. Every
 * REFRESH_EVERY_MS each contest with streams is refreshed anyway (the freeze, a virtual
 * participant's minute, a rejudge, a lost signal).
 */
export function createContestHub(db: Database, signals: ContestSignals, log: FastifyBaseLogger) {
  const streams = new Map<string, Set<ContestStream>>();
  const running = new Map<string, Promise<void>>();
  const pending = new Map<string, Set<What>>();

  async function refreshBoards(contest: ContestRow, targets: readonly ContestStream[]): Promise<void> {
    const input = await loadBoardInput(db, contest);
    const now = new Date();
    const byKey = new Map<string, string>();
    for (const stream of targets) {
      const view = viewKindOf(contest, stream.isJury, stream.participant, now);
      const key = viewKey(view);
      let board = byKey.get(key);
      if (board === undefined) {
        board = JSON.stringify(computeScoreboard(input, boardViewOf(contest, view, now)));
        byKey.set(key, board);
      }
      if (board !== stream.lastBoard) {
        stream.lastBoard = board;
        stream.send('scoreboard', board);
      }
    }
  }

  async function refreshClarifications(contest: ContestRow, targets: readonly ContestStream[]): Promise<void> {
    const all = await loadClarifications(db, contest.id);
    for (const stream of targets) {
      const data = JSON.stringify({ clarifications: clarificationsFor(all, stream.viewerId, stream.isJury) });
      if (data !== stream.lastClarifications) {
        stream.lastClarifications = data;
        stream.send('clarifications', data);
      }
    }
  }

  async function refresh(contestId: string, what: ReadonlySet<What>, only?: ContestStream): Promise<void> {
    const targets = only ? [only] : [...(streams.get(contestId) ?? [])];
    if (targets.length === 0) return;
    const contest = await findContest(db, contestId);
    if (what.has('contest')) {
      for (const stream of targets) {
        stream.participant = await findParticipant(db, contestId, stream.viewerId);
        if (!only) stream.send('contest', '{"changed":true}');
      }
    }
    if (what.has('board') || what.has('contest')) await refreshBoards(contest, targets);
    if (what.has('clarifications')) await refreshClarifications(contest, targets);
  }

  function schedule(contestId: string, what: What): void {
    if (!streams.has(contestId)) return;
    const waiting = pending.get(contestId) ?? new Set<What>();
    waiting.add(what);
    pending.set(contestId, waiting);
    if (running.has(contestId)) return;
    const run = async () => {
      while (pending.has(contestId)) {
        const batch = pending.get(contestId) ?? new Set<What>();
        pending.delete(contestId);
        try {
          await refresh(contestId, batch);
        } catch (error) {
          log.warn({ err: error, contestId }, 'refreshing a contest page failed; it is tried again at the next change');
        }
      }
      running.delete(contestId);
    };
    running.set(contestId, run());
  }

  async function onSignal(signal: Parameters<Parameters<ContestSignals['subscribe']>[0]>[0]): Promise<void> {
    if (signal.type === 'changed') return schedule(signal.contestId, signal.what);
    if (streams.size === 0) return;
    const [link] = await db.select({ contestId: contestSubmissions.contestId }).from(contestSubmissions).where(eq(contestSubmissions.submissionId, signal.submissionId)).limit(1);
    if (link) schedule(link.contestId, 'board');
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
      await refresh(contestId, new Set<What>(['board', 'clarifications']), stream);
      return () => {
        set.delete(stream);
        if (set.size === 0) streams.delete(contestId);
      };
    },
    /** Tells every server (this one included) that a contest changed. */
    changed(contestId: string, what: What): void {
      signals.publish({ type: 'changed', contestId, what });
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
