import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { collectConsoleErrors, gotoSignedIn, launchBrowser, newTestUser, openPage, registerUser, replaceCode, saveScreenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const acceptedTwoSum = fs.readFileSync(path.join(repositoryRoot, 'problems/two-sum/submissions/accepted/solution.py'), 'utf8');
const wrongTwoSum = 'print("0 0")\n';
const JUDGING_TIMEOUT_MS = 60_000;

async function submitAndWait(page: Page, verdict: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('verdict').filter({ hasText: verdict }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
}

describe('solving a problem from sign-up to the score board', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, practises Two Sum with a wrong answer, a hint and an accepted answer, and sees it everywhere', async () => {
    const user = newTestUser();
    const { context, page } = await openPage(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const consoleErrors = collectConsoleErrors(page);
    const monacoRequests: string[] = [];
    page.on('request', (request) => {
      if (/code-editor|editor\.worker/.test(request.url())) monacoRequests.push(request.url());
    });
    // The score board and time stats hear of every run and judged submission.
    const reports: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/api\/(time\/problem\/(run|submit)|scores\/submission\/)/.test(pathname)) {
        reports.push(`${response.request().method()} ${pathname} ${response.status()}`);
      }
    });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill(user.firstname);
    await page.getByLabel('Last Name').fill(user.lastname);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/app`);
    // A new learner: no rank yet, nothing solved, and the server's first recommendations.
    await page.getByTestId('rank').filter({ hasText: /^-$/ }).waitFor();
    await page.getByTestId('solved').filter({ hasText: /^0\/\d+$/ }).waitFor();
    expect(await page.getByTestId('success-rate').textContent()).toBe('0%');

    await page.goto('/app/problems');
    await page.getByTestId('problem-row').first().waitFor();
    await page.getByRole('searchbox').fill('sum');
    const titles = () => page.getByTestId('problem-row').locator('td:nth-child(2)').allTextContents();
    // The list follows the address: filtering and sorting show on the next render, so both are polled.
    await expect.poll(async () => (await titles()).every((title) => /sum/i.test(title))).toBe(true);
    await page.getByRole('button', { name: 'Difficulty' }).click();
    const order = ['Easy', 'Medium', 'Hard'];
    const ranks = async () => (await page.getByTestId('problem-row').locator('td:nth-child(3)').allTextContents()).map((d) => order.indexOf(d));
    await expect.poll(async () => {
      const shown = await ranks();
      return shown.length > 1 && shown.every((rank, index) => rank >= 0 && (shown[index - 1] ?? -1) <= rank);
    }).toBe(true);
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
    const row = page.getByTestId('problem-row').filter({ hasText: 'Two Sum' });
    const action = row.getByRole('link', { name: /Solve Two Sum/ });
    expect(await action.getAttribute('target')).toBe('_blank');
    expect(monacoRequests).toEqual([]);

    await row.getByRole('link', { name: 'Two Sum', exact: true }).click();
    await page.waitForURL(`${baseUrl}/app/problems/two-sum/solve`);
    await page.locator('.monaco-editor .view-lines').waitFor();
    expect(monacoRequests.length).toBeGreaterThan(0);
    await page.getByText('The execution security status is shown after the first run.').waitFor();
    // The spec's Input and Output sit on the console's Custom Input tab, beside the Testcase tab's samples.
    await page.getByRole('tab', { name: 'Custom Input' }).click();
    expect(await page.getByLabel('Input', { exact: true }).inputValue()).toBe(fs.readFileSync(path.join(repositoryRoot, 'problems/two-sum/data/sample/01.in'), 'utf8'));

    await replaceCode(page, acceptedTwoSum);
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('run-output').filter({ hasText: '1 3' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    await page.getByText(/Execution time: \d+ ms/).waitFor();
    await page.getByText('High Security Mode (Sandbox Isolated)').waitFor();
    await saveScreenshot(page, 'solve-after-run', { isFullPage: false });
    await expect.poll(() => reports).toEqual(['POST /api/time/problem/run 200']);

    await replaceCode(page, wrongTwoSum);
    await submitAndWait(page, 'Wrong Answer');
    await page.getByTestId('failed-sample').filter({ hasText: 'Failed on sample test 1' }).waitFor();
    await page.getByTestId('tracker-score').filter({ hasText: '95/100' }).waitFor();
    await saveScreenshot(page, 'solve-wrong-answer', { isFullPage: false });
    expect([...reports].sort()).toEqual(['POST /api/scores/submission/two-sum 200', 'POST /api/time/problem/run 200', 'POST /api/time/problem/submit 200']);

    await page.getByRole('button', { name: 'Get Hint' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Get Hint' }).click();
    const hintDialog = page.getByRole('dialog', { name: 'Hint' });
    await hintDialog.getByText(/Manual Hint|AI Hint|Unable to Generate Hint/).waitFor();
    await saveScreenshot(page, 'solve-hint', { isFullPage: false });
    await hintDialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Hint Used' }).waitFor();
    await page.getByTestId('tracker-score').filter({ hasText: '65/100' }).waitFor();

    await replaceCode(page, acceptedTwoSum);
    await page.reload();
    await page.locator('.monaco-editor .view-lines').filter({ hasText: 'partner' }).waitFor();
    await submitAndWait(page, 'Accepted');
    await page.getByText('Score: 65').waitFor();
    await saveScreenshot(page, 'solve-accepted', { isFullPage: false });

    await page.goto('/app/submissions');
    await page.getByTestId('submission-row').nth(1).waitFor();
    expect(await page.getByTestId('submission-row').count()).toBe(2);
    expect(await page.getByTestId('submission-row').first().textContent()).toContain('Accepted');
    await page.getByTestId('submission-row').nth(1).getByRole('button', { name: /^Submission \d+ details$/ }).click();
    const details = page.getByRole('dialog', { name: 'Two Sum' });
    await details.getByText(/^Tests: 0\/\d+ passed$/).waitFor();
    await saveScreenshot(page, 'submission-details', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/app/scoreboard');
    await page.getByRole('tab', { name: 'Global Leaderboard' }).click();
    await page.getByTestId('leaderboard-row').filter({ hasText: `${user.firstname} ${user.lastname}` }).waitFor();
    await saveScreenshot(page, 'leaderboard');
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);

    await page.goto('/app');
    await page.getByTestId('solved').filter({ hasText: /^1\// }).waitFor();
    expect(await page.getByTestId('rank').textContent()).toMatch(/^#\d+$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lays the solve page out for a phone: description first, then the code behind Code, and Back', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'mobile' });
    await gotoSignedIn(page, user.token, '/app/problems/two-sum/solve');
    await page.getByRole('heading', { name: 'Two Sum' }).waitFor();
    expect(await page.locator('.monaco-editor').count()).toBe(0);
    await saveScreenshot(page, 'solve-mobile-description');
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    await page.locator('.monaco-editor .view-lines').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'solve-mobile-code', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/app/problems`);
    await context.close();
  });

  const screens = [
    { name: 'dashboard', path: '/app', ready: 'Progress Overview' },
    { name: 'problems', path: '/app/problems', ready: 'Total Problems' },
    { name: 'solve', path: '/app/problems/two-sum/solve', ready: 'Description' },
    { name: 'submissions', path: '/app/submissions', ready: 'No submissions yet' },
    { name: 'scoreboard', path: '/app/scoreboard', ready: 'Difficulty Breakdown' },
  ];

  for (const theme of ['dark', 'light'] as const) {
    it(`shows every solving screen in the ${theme} theme with no serious accessibility problem`, async () => {
      const user = await registerUser(baseUrl);
      const { context, page } = await openPage(browser, baseUrl, { theme });
      for (const { name, path: pathname, ready } of screens) {
        await gotoSignedIn(page, user.token, pathname);
        await page.getByText(ready, { exact: true }).first().waitFor();
        if (name === 'solve') await page.locator('.monaco-editor .view-lines').waitFor();
        await saveScreenshot(page, `${name}-${theme}`, { isFullPage: name !== 'solve' });
        expect(await findSeriousAccessibilityProblems(page), `${name} in ${theme}`).toEqual([]);
      }
      await context.close();
    });
  }

  it('fits every solving screen on a 375 px wide phone', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'mobile' });
    for (const { name, path: pathname, ready } of screens) {
      await gotoSignedIn(page, user.token, pathname);
      await page.getByText(ready, { exact: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
      await saveScreenshot(page, `${name}-mobile`);
    }
    await context.close();
  });
});
