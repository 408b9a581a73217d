import type { Scoreboard } from '@codepath/contract/contests';

/** A board as last sent for one kind of view: its fields but the rows, and each row's JSON by participant. */
export interface SentBoard {
  version: number;
  header: string;
  rows: Map<string, string>;
  full: string;
}

let versions = 0;

/**
 * What to send after `board` to a stream that holds `previous`: nothing when nothing
 * changed, the rows that changed when only rows did (a wrong try changes one row; a solve
 * the rows whose rank moved), the whole board otherwise. A stream that holds another
 * version gets `next.full`.
 */
export function diffBoard(previous: SentBoard | undefined, board: Scoreboard): { next: SentBoard; rowsEvent: string | null; isSame: boolean } {
  const { rows, ...rest } = board;
  const header = JSON.stringify(rest);
  const rowJson = new Map(rows.map((row) => [row.userId, JSON.stringify(row)]));
  const isSameSet = previous !== undefined && previous.header === header && previous.rows.size === rowJson.size && [...rowJson.keys()].every((userId) => previous.rows.has(userId));
  const changed = isSameSet ? [...rowJson].filter(([userId, json]) => previous.rows.get(userId) !== json).map(([, json]) => json) : null;
  if (previous && changed?.length === 0) return { next: previous, rowsEvent: null, isSame: true };
  versions += 1;
  const next = { version: versions, header, rows: rowJson, full: `${header.slice(0, -1)},"rows":[${[...rowJson.values()].join(',')}]}` };
  return { next, rowsEvent: changed ? `{"rows":[${changed.join(',')}]}` : null, isSame: false };
}
