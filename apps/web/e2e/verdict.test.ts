import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Language } from '@codepath/contract/enums';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { isOnScreenWithoutScrolling, launchBrowser, openPage, registerUser, saveScreenshot, screenshotsDir, type ViewportName } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const acceptedTwoSum = fs.readFileSync(path.resolve(screenshotsDir, '../problems/two-sum/submissions/accepted/solution.py'), 'utf8');
const JUDGING_TIMEOUT_MS = 60_000;
// Scrolling waits for the browser's next frames, which a busy machine delays well past expect.poll's 1 s default.
const SCROLL_TIMEOUT_MS = 5_000;

/** Opens Two Sum signed in, with `code` already kept as the learner's code in `language` (as after typing it). */
async function openTwoSum(browser: Browser, options: { viewport: ViewportName; theme: 'light' | 'dark'; language: Language; code: string }) {
  const user = await registerUser(baseUrl);
  const { page } = await openPage(browser, baseUrl, options);
  await page.goto('/');
  await page.evaluate(({ token, language, code }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('code-language:two-sum', language);
    localStorage.setItem(`code:two-sum:${language}`, code);
  }, { token: user.token, language: options.language, code: options.code });
  await page.goto('/app/problems/two-sum/solve');
  await page.getByRole('heading', { name: 'Two Sum' }).waitFor();
  if (options.viewport === 'mobile') await page.getByRole('button', { name: 'Code', exact: true }).click();
  await page.locator('.monaco-editor .view-lines').waitFor();
  return { page, user };
}

async function submit(page: Page, verdict: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('verdict').filter({ hasText: verdict }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
}

describe('the verdict panel', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const { viewport, theme } of [
    { viewport: 'desktop', theme: 'light' },
    { viewport: 'mobile', theme: 'dark' },
  ] as const) {
    it(`brings a failing sample with its line diff on screen without scrolling (${viewport}, ${theme})`, async () => {
      const { page } = await openTwoSum(browser, { viewport, theme, language: 'python', code: 'print("0 0")\n' });
      await submit(page, 'Wrong Answer');
      const sample = page.getByTestId('failed-sample');
      await sample.filter({ hasText: 'Failed on sample test 1' }).waitFor();
      const missing = page.getByTestId('output-diff').locator('li[data-kind="missing"]').first();
      await expect.poll(() => isOnScreenWithoutScrolling(missing), { timeout: SCROLL_TIMEOUT_MS }).toBe(true);
      expect(await missing.textContent()).toBe('−expected, missing from your output: 1 3');
      expect(await page.getByTestId('output-diff').locator('li[data-kind="extra"]').first().textContent()).toBe('+in your output, not expected: 0 0');
      expect(await page.getByRole('tab', { name: 'Submission' }).getAttribute('aria-selected')).toBe('true');
      await saveScreenshot(page, `verdict-wrong-sample-${viewport}-${theme}`, { isFullPage: false });
      expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
    });
  }

  it('names a runtime error on a hidden test by its number, time and memory, with nothing of its data (desktop, dark)', async () => {
    // Passes both samples (n = 5 and 3); the first hidden test has n = 2.
    const code = 'import sys\nnumbers = sys.stdin.read().split()\nn = int(numbers[0])\nif n == 2:\n    print(n // 0)\nvalues = [int(x) for x in numbers[1:1 + n]]\ntarget = int(numbers[1 + n])\nprint(*next((i, j) for i in range(n) for j in range(i + 1, n) if values[i] + values[j] == target))\n';
    const { page } = await openTwoSum(browser, { viewport: 'desktop', theme: 'dark', language: 'python', code });
    await submit(page, 'Runtime Error');
    const hidden = page.getByTestId('failed-hidden-test');
    expect(await hidden.textContent()).toMatch(/^Runtime Error on hidden test 1 of \d+$/);
    const panel = page.getByTestId('verdict-panel');
    // The class, from the language's own list; no line, which a program could pick from the hidden input.
    await panel.getByText('ZeroDivisionError', { exact: true }).waitFor();
    await panel.getByText(/^CPU time \d+ ms \(limit 2000 ms\) · Memory [\d.]+ (KB|MB) \(limit 256 MB\)$/).waitFor();
    expect(await panel.textContent()).not.toMatch(/Traceback|division by zero/);
    expect(await isOnScreenWithoutScrolling(hidden)).toBe(true);
    await saveScreenshot(page, 'verdict-hidden-runtime-error-desktop-dark', { isFullPage: false });
  });

  it('lists a compile error by line and marks that line in the editor (desktop, dark)', async () => {
    const { page } = await openTwoSum(browser, { viewport: 'desktop', theme: 'dark', language: 'c', code: '#include <stdio.h>\nint main(void) {\n  int x = 1\n  return x;\n}\n' });
    await submit(page, 'Compilation Error');
    const messages = page.getByRole('list', { name: 'Compiler messages' });
    expect(await messages.textContent()).toMatch(/^Line 4, column 3: expected/);
    await page.locator('.monaco-editor .squiggly-error').first().waitFor();
    expect(await page.getByTestId('verdict-panel').textContent()).not.toMatch(/\d+ ms|\d+ KB|tests passed/);
    await saveScreenshot(page, 'verdict-compile-error-desktop-dark', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
  });

  it('sums up an accepted run: runtime, memory and how it compares from five accepted submissions up (mobile, light)', async () => {
    const { page, user } = await openTwoSum(browser, { viewport: 'mobile', theme: 'light', language: 'python', code: acceptedTwoSum });
    // Four accepted submissions before this one: three at once (a learner may have three waiting), then one.
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` };
    const submitAccepted = async () => {
      const submitted = await fetch(`${baseUrl}/api/submissions`, { method: 'POST', headers, body: JSON.stringify({ code: acceptedTwoSum, language: 'python', problemId: 'two-sum' }) });
      const { id } = (await submitted.json()) as { id: string };
      const statusOf = async () => ((await (await fetch(`${baseUrl}/api/submissions/${id}`, { headers })).json()) as { status: string }).status;
      await expect.poll(statusOf, { timeout: JUDGING_TIMEOUT_MS, interval: 250 }).toBe('Accepted');
    };
    await Promise.all([submitAccepted(), submitAccepted(), submitAccepted()]);
    await submitAccepted();
    await submit(page, 'Accepted');
    const summary = page.getByTestId('accepted-summary');
    await summary.getByText(/^\d+ ms · faster than \d+ %$/).waitFor();
    await summary.getByText(/^[\d.]+ (KB|MB) · less memory than \d+ %$/).waitFor();
    // At least these five: other learners' accepted Python answers on the shared server count too.
    await summary.getByRole('img', { name: /^Runtimes of ([5-9]|\d{2,}) accepted submissions from \d+ to \d+ ms; yours is in / }).waitFor();
    // The comparison arrives after the verdict and brings the whole summary into view.
    await expect.poll(() => isOnScreenWithoutScrolling(summary), { timeout: SCROLL_TIMEOUT_MS }).toBe(true);
    await saveScreenshot(page, 'verdict-accepted-mobile-light', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
  });
});
