import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkerThreadCount, checkOutputOffThread } from './output-check-pool.ts';

const FLAGS = { isCaseSensitive: false, isSpaceChangeSensitive: false };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-pool-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('the checker threads', () => {
  it('are all started with the first check and kept, however many checks come at once', async () => {
    // Started as checks came at once and ended a minute after the last, they moved the judge's memory by how many
    // hidden tests happened to be checked together (hostile review 32).
    const answer = path.join(scratch, 'answer');
    fs.writeFileSync(answer, '4 2\n');
    expect(await checkOutputOffThread(answer, Buffer.from('4 2\n'), FLAGS)).toEqual({ isAccepted: true, message: '' });
    expect(checkerThreadCount()).toBe(os.availableParallelism());
    const together = await Promise.all(Array.from({ length: 4 }, () => checkOutputOffThread(answer, Buffer.from('4 3\n'), FLAGS)));
    expect(together.map((result) => result.isAccepted)).toEqual([false, false, false, false]);
    expect(checkerThreadCount()).toBe(os.availableParallelism());
  }, 60_000);
});
