import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundFreePageLists, FREE_PAGE_LIST_FRACTION } from './free-page-lists.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'free-page-lists-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('boundFreePageLists', () => {
  it("bounds the kernel's default (0: lists sized from the low watermark)", () => {
    const file = path.join(dir, 'default');
    fs.writeFileSync(file, '0\n');
    expect(boundFreePageLists(file)).toBe(true);
    expect(Number(fs.readFileSync(file, 'utf8'))).toBe(FREE_PAGE_LIST_FRACTION);
  });

  it('keeps a setting that already bounds the lists at least as tightly', () => {
    const file = path.join(dir, 'tighter');
    fs.writeFileSync(file, `${FREE_PAGE_LIST_FRACTION * 2}\n`);
    expect(boundFreePageLists(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${FREE_PAGE_LIST_FRACTION * 2}\n`);
  });

  it('says so where the setting cannot be read or written', () => {
    expect(boundFreePageLists(path.join(dir, 'missing', 'setting'))).toBe(false);
  });
});
