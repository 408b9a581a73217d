import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { gotoSignedIn, launchBrowser, openPage, registerUser, saveScreenshot, type ViewportName } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const acceptedPython = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../problems/two-sum/submissions/accepted/solution.py'),
  'utf8',
);
const brokenC = 'int main( {\n';

/** Submits through the API and waits for the judge's verdict. */
async function submit(token: string, language: string, code: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const answer = await fetch(`${baseUrl}/api/submissions`, { method: 'POST', headers, body: JSON.stringify({ code, language, problemId: 'two-sum' }) });
  const { id } = (await answer.json()) as { id: string };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { status } = (await (await fetch(`${baseUrl}/api/submissions/${id}`, { headers })).json()) as { status: string };
    if (status !== 'Queued' && status !== 'Running') return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`submission ${id} was not judged`);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function checkScreen(page: Page, name: string) {
  expect(await fitsWidth(page), `${name} fits the width`).toBe(true);
  await saveScreenshot(page, name);
  expect(await findSeriousAccessibilityProblems(page), name).toEqual([]);
}

describe('around the page: list state, greetings, submissions and the leaderboard', () => {
  let browser: Browser;
  let learner: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    // One learner with a compile error and an accepted solution serves both screen sizes.
    learner = await registerUser(baseUrl);
    expect(await submit(learner.token, 'c', brokenC)).toBe('Compilation Error');
    expect(await submit(learner.token, 'python', acceptedPython)).toBe('Accepted');
  });
  afterAll(async () => {
    await browser.close();
  });

  it("opens sign-up from 'Start practising', greets a new learner and keeps the list's state across Back", async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { theme: 'dark' });
    await page.goto('/');
    await page.getByRole('link', { name: 'Start practising' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.getByLabel('First Name').isVisible()).toBe(true);

    await gotoSignedIn(page, user.token, '/app');
    await page.getByRole('heading', { name: `Welcome, ${user.firstname} ${user.lastname}!` }).waitFor();
    await page.getByTestId('streak').filter({ hasText: '0' }).waitFor();
    await checkScreen(page, 'dashboard-new-learner-desktop-dark');

    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Problems' }).click();
    await page.getByRole('searchbox').fill('sum');
    // As a learner does: the list follows the search before the next filter is picked (each change writes the URL
    // from the filters the page last showed, so two changes within one render would keep only the second).
    await page.waitForURL(/\?q=sum$/);
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
    await page.waitForURL(/\?q=sum&difficulty=Easy$/);
    const shownCount = async () => Number.parseInt((await page.getByRole('status').filter({ hasText: /^\d+ problems?$/ }).textContent()) ?? '', 10);
    await expect.poll(async () => (await shownCount()) === (await page.getByTestId('problem-row').count())).toBe(true);
    expect(await page.getByTestId('problem-row').filter({ hasNotText: 'Easy' }).count()).toBe(0);
    await checkScreen(page, 'problems-filtered-desktop-dark');

    await page.getByTestId('problem-row').getByRole('link', { name: 'Two Sum' }).first().click();
    await page.getByText('Time limit: 2 s · Memory limit: 256 MB').waitFor();
    await saveScreenshot(page, 'solve-description-desktop-dark', { isFullPage: false });
    await page.goBack();
    await page.getByTestId('problem-row').first().waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('sum');
    expect(await page.getByRole('combobox', { name: 'Difficulty' }).inputValue()).toBe('Easy');
    // Typing replaced the history entry, so one more Back leaves the list.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/app`);

    // The same two screens on a phone, in the light theme.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await page.getByRole('heading', { name: `Welcome, ${user.firstname} ${user.lastname}!` }).waitFor();
    await page.getByTestId('streak').waitFor();
    await checkScreen(page, 'dashboard-new-learner-mobile-light');
    await page.goto('/app/problems?q=sum&difficulty=Easy');
    await page.getByTestId('problem-card').first().waitFor();
    await checkScreen(page, 'problems-filtered-mobile-light');
    await context.close();
  });

  for (const { viewport, theme } of [
    { viewport: 'desktop', theme: 'light' },
    { viewport: 'mobile', theme: 'dark' },
  ] as { viewport: ViewportName; theme: 'light' | 'dark' }[]) {
    it(`shows past submissions and the learner's own leaderboard row (${viewport}, ${theme})`, async () => {
      const user = learner;
      const { context, page } = await openPage(browser, baseUrl, { theme, viewport });

      await gotoSignedIn(page, user.token, '/app/submissions');
      const compiled = page.getByTestId('submission-row').filter({ hasText: 'Compilation Error' });
      await compiled.getByText('—').first().waitFor();
      expect(await compiled.getByText('—').count()).toBe(2);
      expect(await compiled.getByText(/0 (ms|KB)/).count()).toBe(0);
      expect(await compiled.locator('time').getAttribute('title')).toBeTruthy();
      expect(await compiled.getByRole('link', { name: 'Two Sum' }).getAttribute('href')).toBe('/app/problems/two-sum/solve');
      await checkScreen(page, `submissions-${viewport}-${theme}`);

      await page.goto('/app/scoreboard');
      await page.getByRole('tab', { name: 'Global Leaderboard' }).click();
      const own = page.locator('[data-testid="leaderboard-row"][aria-current="true"]');
      await own.getByText('You').waitFor();
      expect(await own.textContent()).toContain(`${user.firstname} ${user.lastname}`);
      await checkScreen(page, `leaderboard-${viewport}-${theme}`);

      await page.goto('/app/submissions');
      await page.getByRole('button', { name: /^Submission \d+ details$/ }).last().click();
      await page.getByRole('button', { name: 'Open in editor' }).click();
      await page.waitForURL(`${baseUrl}/app/problems/two-sum/solve`);
      expect(await page.evaluate(() => localStorage.getItem('code:two-sum:c'))).toBe(brokenC);
      await context.close();
    });
  }
});
