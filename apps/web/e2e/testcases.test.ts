import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { gotoSignedIn, launchBrowser, openPage, registerUser, screenshotsDir, type ViewportName } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const problemDir = path.resolve(screenshotsDir, '../problems/container-with-most-water');
const expectedFirst = fs.readFileSync(path.join(problemDir, 'data/sample/01.ans'), 'utf8').trim();
const JUDGING_TIMEOUT_MS = 60_000;

describe('the Testcase panel', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const layouts: { viewport: ViewportName; theme: 'light' | 'dark' }[] = [
    { viewport: 'desktop', theme: 'light' },
    { viewport: 'desktop', theme: 'dark' },
    { viewport: 'mobile', theme: 'light' },
    { viewport: 'mobile', theme: 'dark' },
  ];

  for (const { viewport, theme } of layouts) {
    it(`shows the starting template failing the samples against their expected output (${viewport}, ${theme})`, async () => {
      const user = await registerUser(baseUrl);
      const { context, page } = await openPage(browser, baseUrl, { viewport, theme });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await gotoSignedIn(page, user.token, '/app/problems/container-with-most-water/solve');
      await page.getByRole('heading', { name: 'Container With Most Water' }).waitFor();
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Code', exact: true }).click();
      await page.locator('.monaco-editor .view-lines').filter({ hasText: 'import sys' }).waitFor();
      const panel = page.getByTestId('testcase-panel');
      await panel.getByRole('tab', { name: 'Sample 1' }).waitFor();
      expect(await panel.getByRole('tab').allTextContents()).toEqual(['Sample 1', 'Sample 2']);

      // The untouched template runs on the samples and prints 0 for every one of them.
      await page.getByRole('button', { name: 'Run Code' }).click();
      await panel.getByTestId('cases-summary').filter({ hasText: '0/2 cases passed' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
      expect(await panel.getByTestId('case-outcome').textContent()).toBe('Failed · Wrong Answer');
      expect((await panel.getByTestId('case-output').textContent())?.trim()).toBe('0');
      expect(await panel.getByRole('tabpanel').textContent()).toContain(expectedFirst);
      await panel.getByRole('tab', { name: 'Sample 2 failed' }).click();
      expect(await panel.getByTestId('case-outcome').textContent()).toBe('Failed · Wrong Answer');
      await page.getByRole('tab', { name: 'Custom Input' }).click();
      await page.getByText(/Finished · Execution time: \d+ ms/).waitFor();
      expect(await page.locator('body').textContent()).not.toContain('Accepted');
      await page.getByRole('tab', { name: 'Testcase' }).click();

      // The console starts at 30% of the editor's height: give it more room, as a learner reading results would.
      const handle = page.getByRole('separator', { name: 'Resize editor and console' });
      await handle.focus();
      for (let step = 0; step < 3; step += 1) await handle.press('ArrowUp');
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: path.join(screenshotsDir, `testcase-panel-${viewport}-${theme}.png`) });
      await page.screenshot({ path: path.join(screenshotsDir, `testcase-page-${viewport}-${theme}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
      await context.close();
    });
  }
});
