import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectConsoleErrors, gotoSignedIn, launchBrowser, openPage, registerUser, replaceCode, screenshotsDir } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const problemsDir = path.resolve(screenshotsDir, '../problems');
const JUDGING_TIMEOUT_MS = 60_000;

describe('solving the interactive problems on the solve page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['guess-the-number', 'Guess the Number', '> correct'],
    ['find-the-peak', 'Find the Peak', '< ! 3'],
  ])('plays the samples on Run, shows the conversation and is accepted on Submit (%s)', async (slug, title, lastLine) => {
    const accepted = fs.readFileSync(path.join(problemsDir, slug, 'submissions/accepted/solution.py'), 'utf8');
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const consoleErrors = collectConsoleErrors(page);
    await gotoSignedIn(page, user.token, `/app/problems/${slug}/solve`);
    await page.getByRole('heading', { name: title }).waitFor();
    // The sample exchange is part of the statement, shown as code.
    await page.locator('pre').filter({ hasText: /^Example interaction 1/ }).waitFor();
    await page.locator('.monaco-editor .view-lines').waitFor();
    await replaceCode(page, accepted);

    await page.getByRole('button', { name: 'Run Code' }).click();
    const panel = page.getByTestId('testcase-panel');
    await panel.getByTestId('cases-summary').filter({ hasText: '2/2 cases passed' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    expect((await panel.getByTestId('case-output').textContent())?.trim().split('\n').at(-1)).toBe(lastLine);
    await page.getByRole('tab', { name: 'Custom Input' }).click();
    expect(await page.getByTestId('run-output').textContent()).toContain(lastLine);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('verdict').filter({ hasText: 'Accepted' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
