import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Scoreboard } from '@codepath/contract/contests';
import { repositoryRoot } from '../../src/paths.ts';
import { bearer } from '../support/accounts.ts';

export const CONTEST_PROBLEMS = ['even-or-odd', 'maximum-of-two-numbers', 'print-1-to-n'] as const;

export const acceptedPython = (slug: string) => fs.readFileSync(path.join(repositoryRoot, 'problems', slug, 'submissions', 'accepted', 'solution.py'), 'utf8');

export function contestBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Club Round 1',
    startsAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    durationMinutes: 120,
    freezeMinutes: 60,
    rules: 'icpc',
    access: 'public',
    languages: ['python', 'cpp'],
    problems: CONTEST_PROBLEMS.map((problemId, index) => ({ problemId, color: ['#e53935', '#1e88e5', '#43a047'][index] })),
    ...overrides,
  };
}

export const api = (app: FastifyInstance) => ({
  get: (token: string | null, url: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }),
  post: (token: string | null, url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload }),
});

/** Polls until `check` answers something other than undefined. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads a contest's live stream from a listening server until a scoreboard event satisfies `isWanted`. */
export async function nextBoard(baseUrl: string, token: string, contestId: string, isWanted: (board: Scoreboard) => boolean, timeoutMs = 60_000): Promise<Scoreboard> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${baseUrl}/api/app/contests/${contestId}/events?token=${token}`, { signal: controller.signal });
    if (!response.body) throw new Error('no stream');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let board: Scoreboard | null = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'scoreboard' && data) board = JSON.parse(data) as Scoreboard;
        if (event === 'scoreboard-rows' && data && board) {
          // Only the rows that changed: each in its place by rank.
          const changed = new Map((JSON.parse(data) as Scoreboard).rows.map((row) => [row.userId, row]));
          board = { ...board, rows: board.rows.map((row) => changed.get(row.userId) ?? row).sort((a, b) => a.rank - b.rank) };
        }
        if ((event === 'scoreboard' || event === 'scoreboard-rows') && board && isWanted(board)) return board;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
