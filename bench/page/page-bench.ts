import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from '../judge/stats.ts';
import { registerUser } from '../service/api-client.ts';
import { launchChromium } from '../../scripts/support/chromium.mjs';
import { startServerProcess } from '../../scripts/support/server-process.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Problems opened in turn, each from the problem list, after one warm-up visit that fills the browser's cache. */
const SLUGS = ['two-sum', 'fizz-buzz', 'house-robber', 'jump-game', 'missing-number', 'n-queens', 'merge-intervals', 'permutations', 'reverse-a-string'];

/** What the page scripts below use of the browser (this project is typed for Node). */
interface InPage {
  localStorage: { setItem(key: string, value: string): void };
  document: { querySelector(selector: string): { textContent: string | null } | null };
  performance: { now(): number; getEntriesByType(type: 'resource'): { name: string; responseEnd: number }[] };
}

export interface PageVisit {
  slug: string;
  /** Navigation start to the editor showing the starter template. */
  editorMs: number;
  /** When the problem's answer, the template's answer, the editor's code and its language's code had arrived. */
  problemMs: number;
  templateMs: number;
  editorCodeMs: number;
  languageCodeMs: number;
}

export interface PageFigures {
  visits: PageVisit[];
  medianEditorMs: number;
}

/**
 * The solve page in Chromium (desktop size), signed in, warm cache: from navigation to
 * the editor showing its template, with when each part it waits for arrived
 * (Resource Timing), for several problems in turn.
 */
export async function runPageBenchmarks(log: (line: string) => void): Promise<PageFigures> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-page-bench-'));
  const server = await startServerProcess({ env: { PROBLEMS_DIR: path.join(ROOT, 'problems'), DATA_DIR: scratch }, unset: ['REDIS_URL', 'DATABASE_URL'] });
  const browser = await launchChromium();
  const visits: PageVisit[] = [];
  try {
    const token = await registerUser(server.url);
    const page = await (await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto('/');
    await page.evaluate((value) => (globalThis as unknown as InPage).localStorage.setItem('auth_token', value), token);
    await page.goto('/app/problems/valid-parentheses/solve');
    await page.locator('.monaco-editor .view-lines').waitFor();
    for (const slug of SLUGS) {
      await page.goto('/app/problems');
      await page.getByRole('link', { name: 'Two Sum' }).first().waitFor();
      await page.goto(`/app/problems/${slug}/solve`);
      await page.waitForFunction(() => ((globalThis as unknown as InPage).document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').trim().length > 10);
      const { editorMs, resources } = await page.evaluate(() => {
        const { performance: timing } = globalThis as unknown as InPage;
        return { editorMs: Math.round(timing.now()), resources: timing.getEntriesByType('resource').map((entry) => [entry.name, Math.round(entry.responseEnd)] as const) };
      });
      const ended = (pattern: RegExp) => resources.find(([name]) => pattern.test(name))?.[1] ?? Number.NaN;
      const visit: PageVisit = {
        slug,
        editorMs,
        problemMs: ended(new RegExp(`/api/problems/${slug}$`)),
        templateMs: ended(/\/template\//),
        editorCodeMs: ended(/\/assets\/code-editor-[^/]+\.js$/),
        languageCodeMs: ended(/\/assets\/python-[^/]+\.js$/),
      };
      visits.push(visit);
      log(`${slug}: editor with its template after ${visit.editorMs} ms`);
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return { visits, medianEditorMs: median(visits.map((visit) => visit.editorMs)) };
}
