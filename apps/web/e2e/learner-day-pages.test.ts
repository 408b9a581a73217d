import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { gotoSignedIn, isOnScreenWithoutScrolling, launchBrowser, openPage, registerUser, saveScreenshot, screenshotsDir } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const problemsDir = path.resolve(screenshotsDir, '../problems');
const acceptedTwoSum = fs.readFileSync(path.join(problemsDir, 'two-sum/submissions/accepted/solution.py'), 'utf8');
const easyCount = fs.readdirSync(problemsDir).filter((slug) => /^difficulty: Easy$/m.test(fs.existsSync(path.join(problemsDir, slug, 'problem.yaml')) ? fs.readFileSync(path.join(problemsDir, slug, 'problem.yaml'), 'utf8') : '')).length;

/** Submits through the API and waits for the judge's verdict. */
async function submitAndWait(token: string, code: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const answer = await fetch(`${baseUrl}/api/submissions`, { method: 'POST', headers, body: JSON.stringify({ code, language: 'python', problemId: 'two-sum' }) });
  const { id } = (await answer.json()) as { id: string };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const { status } = (await (await fetch(`${baseUrl}/api/submissions/${id}`, { headers })).json()) as { status: string };
    if (status !== 'Queued' && status !== 'Running') return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`submission ${id} was not judged`);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("the learner's day around the app", () => {
  let browser: Browser;
  let solver: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    // One learner who solved one Easy problem serves the numbers on every screen.
    solver = await registerUser(baseUrl);
    expect(await submitAndWait(solver.token, acceptedTwoSum)).toBe('Accepted');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('returns to the page asked for after signing in, and follows no address off the site', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'wide', theme: 'light' });
    await page.goto('/app/problems/two-sum/solve');
    await page.waitForURL(`${baseUrl}/login?next=%2Fapp%2Fproblems%2Ftwo-sum%2Fsolve`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/app/problems/two-sum/solve`);
    await page.getByRole('heading', { name: 'Two Sum' }).waitFor();

    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await page.goto('/login?next=https%3A%2F%2Fexample.com%2Fapp');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/app`);
    await context.close();
  });

  it('gives every course and section an address that Back, reload and a shared link follow (1440×900, both themes)', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'wide', theme: 'light' });
    await gotoSignedIn(page, user.token, '/app/learn');
    const card = page.getByRole('article', { name: 'Programming 101' });
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(`${baseUrl}/app/learn/3/overview`);
    await page.getByText(/Press Try it under a program/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${baseUrl}/app/learn/3/first-program`);
    await page.reload();
    await page.getByText('2 of 12').waitFor();
    await saveScreenshot(page, 'learner-day-lesson-wide-light', { isFullPage: false });
    await page.goBack();
    await page.waitForURL(`${baseUrl}/app/learn/3/overview`);
    await page.getByText('1 of 12').waitFor();
    await page.getByRole('button', { name: 'Back to Courses' }).click();
    await page.waitForURL(`${baseUrl}/app/learn`);
    // A part-read course offers Continue in Start's place.
    await card.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await card.getByRole('button', { name: 'Start', exact: true }).count()).toBe(0);

    // A shared link opens the section for another learner too, and the course address resumes where one left off.
    const { context: other, page: shared } = await openPage(browser, baseUrl, { viewport: 'wide', theme: 'dark' });
    await gotoSignedIn(shared, (await registerUser(baseUrl)).token, '/app/learn/2/sliding-window');
    await shared.getByText('3 of 9').waitFor();
    await saveScreenshot(shared, 'learner-day-lesson-wide-dark', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(shared)).toEqual([]);
    await gotoSignedIn(page, user.token, '/app/learn/3');
    await page.waitForURL(`${baseUrl}/app/learn/3/overview`);
    await other.close();
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`counts solved problems one way on the dashboard, score board and submissions (${theme})`, async () => {
      const { context, page } = await openPage(browser, baseUrl, { viewport: 'wide', theme });
      await gotoSignedIn(page, solver.token, '/app');
      const easy = page.getByTestId('difficulty-easy');
      await easy.waitFor();
      expect(await easy.textContent()).toBe(`Easy1/${easyCount} solved · ${Math.round(100 / easyCount)}%`);
      expect(await page.getByTestId('difficulty-scale').textContent()).toContain(`the bars are scaled to your best, ${Math.round(100 / easyCount)}%, not to 100%`);
      // The solver submitted today through the API alone: a day of practice, so one active day, as the streak says.
      await expect.poll(() => page.getByText('Active Days', { exact: true }).locator('xpath=preceding-sibling::*[1]').textContent()).toBe('1');
      await page.getByText('Day Streak', { exact: true }).locator('xpath=preceding-sibling::*[1]').filter({ hasText: /^1$/ }).waitFor();
      // The Solve buttons open a new tab, and say so with the usual icon.
      const action = page.getByTestId('recommendation').first().getByRole('link');
      expect(await action.getAttribute('target')).toBe('_blank');
      await action.getByTestId('new-tab-icon').waitFor();
      await saveScreenshot(page, `learner-day-dashboard-wide-${theme}`);

      await page.goto('/app/scoreboard');
      const difficulties = page.getByRole('heading', { name: 'Difficulty Breakdown' }).locator('..');
      await difficulties.getByText(`1/${easyCount} solved · 1 attempted`).waitFor();
      await difficulties.getByText(/0\/\d+ solved · 0 attempted/).first().waitFor();
      await saveScreenshot(page, `learner-day-scoreboard-wide-${theme}`);
      // The tabs follow the arrow keys.
      await page.getByRole('tab', { name: 'My Performance' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'Global Leaderboard' }).getAttribute('aria-selected')).toBe('true');

      await page.goto('/app/submissions');
      const memory = page.getByTestId('submission-row').first().locator('td').nth(6);
      await memory.waitFor();
      expect(await memory.textContent()).toMatch(/^(\d+ KB|\d+\.\d MB)$/);
      expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
      await context.close();
    });
  }

  it('names every entry of the desktop navigation, and clears the filters from "No problems found"', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'wide', theme: 'dark' });
    await gotoSignedIn(page, solver.token, '/app/problems?q=no-such-problem-anywhere');
    const nav = page.getByRole('navigation', { name: 'App' });
    await nav.getByText('Dashboard', { exact: true }).waitFor();
    for (const label of ['Dashboard', 'Problems', 'Submissions', 'Scoreboard', 'Learn', 'Settings']) {
      expect(await nav.getByText(label, { exact: true }).isVisible(), label).toBe(true);
    }
    await page.getByText('No problems found').waitFor();
    // The list's Success Rate is of the problems (the dashboard's is of the submissions), and says so.
    await page.getByText('of all problems solved', { exact: true }).waitFor();
    await saveScreenshot(page, 'learner-day-no-problems-wide-dark', { isFullPage: false });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByTestId('problem-row').first().waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`puts the dashboard's first action and the list's first problem on a phone's first screen (375×812, ${theme})`, async () => {
      const { context, page } = await openPage(browser, baseUrl, { viewport: 'phone', theme });
      await gotoSignedIn(page, solver.token, '/app');
      const firstAction = page.getByTestId('recommendation').first().getByRole('link');
      await firstAction.waitFor();
      expect(await isOnScreenWithoutScrolling(firstAction)).toBe(true);
      expect(await fitsWidth(page)).toBe(true);
      await saveScreenshot(page, `learner-day-dashboard-phone-${theme}`, { isFullPage: false });

      await page.goto('/app/problems');
      const firstProblem = page.getByTestId('problem-card').first();
      await firstProblem.waitFor();
      expect(await isOnScreenWithoutScrolling(firstProblem.getByRole('link').first())).toBe(true);
      expect(await fitsWidth(page)).toBe(true);
      await saveScreenshot(page, `learner-day-problems-phone-${theme}`, { isFullPage: false });
      expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
      await context.close();
    });
  }
});
