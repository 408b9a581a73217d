import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Language } from '@codepath/contract/enums';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { isOnScreenWithoutScrolling, launchBrowser, openPage, registerUser, saveScreenshot, type ViewportName } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const JUDGING_TIMEOUT_MS = 60_000;

// Two Sum's samples have n = 5 and n = 3; its first hidden test has n = 2.
const solveTwoSum = 'print(*next((i, j) for i in range(n) for j in range(i + 1, n) if values[i] + values[j] == target))\n';
const readTwoSum = 'import sys\nnumbers = sys.stdin.read().split()\nn = int(numbers[0])\nvalues = [int(x) for x in numbers[1:1 + n]]\ntarget = int(numbers[1 + n])\n';
/** Passes sample 1, prints a wrong line on sample 2 and then divides by zero. */
const failsSampleTwo = `${readTwoSum}if n == 3:\n    print("0 0")\n    print(n // 0)\n${solveTwoSum}`;
/** Passes both samples, then spins on the first hidden test. */
const spinsOnHidden = `${readTwoSum}while n == 2:\n    pass\n${solveTwoSum}`;

/** Opens Two Sum signed in as a new learner, with `code` already kept as their Python code. */
async function openTwoSum(browser: Browser, options: { viewport: ViewportName; theme: 'light' | 'dark'; code: string; language?: Language }) {
  const user = await registerUser(baseUrl);
  const { context, page } = await openPage(browser, baseUrl, options);
  const language = options.language ?? 'python';
  await page.goto('/');
  await page.evaluate(({ token, language, code }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('code-language:two-sum', language);
    localStorage.setItem(`code:two-sum:${language}`, code);
  }, { token: user.token, language, code: options.code });
  await page.goto('/app/problems/two-sum/solve');
  await page.getByRole('heading', { name: 'Two Sum' }).waitFor();
  if (options.viewport === 'phone' || options.viewport === 'mobile') await page.getByRole('button', { name: 'Code', exact: true }).click();
  await page.locator('.monaco-editor .view-lines').waitFor();
  return { context, page };
}

async function runAndWait(page: Page) {
  await page.getByRole('button', { name: 'Run Code' }).click();
  await page.getByTestId('cases-summary').waitFor({ timeout: JUDGING_TIMEOUT_MS });
}

const consoleHeight = (page: Page) => page.getByRole('tablist', { name: 'Console' }).evaluate((list) => Math.round(list.parentElement!.getBoundingClientRect().height));

describe("the learner's day on the solve page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the failing sample 2 of 2 whole after Run at 1440×900: input, expected, output and the named error, in both themes', async () => {
    const { context, page } = await openTwoSum(browser, { viewport: 'wide', theme: 'light', code: failsSampleTwo });
    await runAndWait(page);
    const panel = page.getByTestId('testcase-panel');
    await panel.getByTestId('cases-summary').filter({ hasText: '1/2 cases passed' }).waitFor();
    expect(await panel.getByRole('tab', { name: /^Sample 2/ }).getAttribute('aria-selected')).toBe('true');
    const details = panel.getByTestId('case-details');
    const input = details.locator('pre').first();
    const expected = details.getByText('Expected output', { exact: true }).locator('xpath=following-sibling::pre');
    const output = details.getByTestId('case-output');
    const error = details.getByTestId('case-message');
    expect(await details.getByTestId('case-outcome').textContent()).toBe('Failed · Runtime Error');
    expect((await output.textContent())?.trim()).toBe('0 0');
    expect(await error.textContent()).toMatch(/^ZeroDivisionError/);
    expect((await input.textContent())?.trim().split('\n')[0]).toBe('3');
    for (const [name, shown] of [['input', input], ['expected output', expected], ['output', output], ['error', error]] as const) {
      await expect.poll(() => isOnScreenWithoutScrolling(shown), { message: `${name} on screen`, timeout: 5_000 }).toBe(true);
    }
    await saveScreenshot(page, 'learner-day-run-failing-sample-wide-light', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForTimeout(400); // let the colour transitions finish before the picture
    await saveScreenshot(page, 'learner-day-run-failing-sample-wide-dark', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);

    // Full screen leaves with Escape.
    await page.getByRole('button', { name: 'Full Screen' }).click();
    await page.getByRole('button', { name: 'Exit Full Screen' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Full Screen' }).waitFor();

    // A console resized by the learner comes back at that size after a reload.
    const handle = page.getByRole('separator', { name: 'Resize editor and console' });
    await handle.focus();
    await handle.press('ArrowUp');
    const resized = await consoleHeight(page);
    await page.reload();
    await page.locator('.monaco-editor .view-lines').waitFor();
    await expect.poll(() => consoleHeight(page)).toBe(resized);
    await context.close();
  });

  it('keeps the phone toolbar to one row, says which hint the points buy and shows the run result on screen (375×812, dark)', async () => {
    const { context, page } = await openTwoSum(browser, { viewport: 'phone', theme: 'dark', code: failsSampleTwo });
    const language = await page.getByRole('combobox', { name: 'Language' }).boundingBox();
    const submit = await page.getByRole('button', { name: 'Submit' }).boundingBox();
    expect(Math.abs((language?.y ?? 0) - (submit?.y ?? 100))).toBeLessThan(8);
    // Whole on the screen, not cut at its right edge.
    expect((submit?.x ?? 0) + (submit?.width ?? 1000)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'More editor actions' }).click();
    await page.getByRole('button', { name: 'Get Hint' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByTestId('confirm-note').filter({ hasText: "AI hints are off on this site: you will get one of the problem's written hints (Manual Hint)." }).waitFor();
    await saveScreenshot(page, 'learner-day-hint-question-phone-dark', { isFullPage: false });
    await question.getByRole('button', { name: 'Cancel' }).click();

    await runAndWait(page);
    const outcome = page.getByTestId('case-outcome');
    await expect.poll(() => isOnScreenWithoutScrolling(outcome), { timeout: 5_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'learner-day-run-phone-dark', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('explains a hidden time limit by the CPU time against the limit, without the test (1440×900, dark)', async () => {
    const { context, page } = await openTwoSum(browser, { viewport: 'wide', theme: 'dark', code: spinsOnHidden });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('verdict').filter({ hasText: 'Time Limit Exceeded' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    const guidance = page.getByTestId('hidden-test-guidance');
    // Over the CPU limit, or (on a busy machine) stopped by the wall-clock limit first: either way the CPU time is named
    // against the 2 s limit and the causes of a slow program are listed.
    expect(await guidance.textContent()).toMatch(/Your program used \d+ ms of CPU time(, under the 2 s limit, and was stopped by the judge's other limit| on this test, more than the problem's time limit of 2 s)/);
    expect(await guidance.textContent()).toContain('aim for O(n log n) or O(n)');
    expect(await guidance.textContent()).toContain('2 <= n <= 10^5');
    expect(await page.getByTestId('hidden-test-measures').textContent()).toMatch(/^CPU time \d+ ms \(limit 2000 ms\)/);
    await saveScreenshot(page, 'learner-day-hidden-tle-wide-dark', { isFullPage: false });
    await context.close();
  });

  it('says a lost connection and oversized code at once, keeping the code (1440×900, light)', async () => {
    const { context, page } = await openTwoSum(browser, { viewport: 'wide', theme: 'light', code: failsSampleTwo });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('testcase-panel').getByText(/^Failed to execute code: you are offline\. Your code is kept in this browser/).waitFor();
    await saveScreenshot(page, 'learner-day-offline-run-wide-light', { isFullPage: false });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/^Failed to submit solution: you are offline\. Your code is kept in this browser/).waitFor();
    await saveScreenshot(page, 'learner-day-offline-submit-wide-light', { isFullPage: false });
    await context.setOffline(false);

    // The verdict's stream cut while judging: the page says so, and the verdict arrives once it is back.
    await page.route('**/api/submissions/*/events*', (route) => route.abort());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('stream-notice').filter({ hasText: 'Connection to the judge lost' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    await saveScreenshot(page, 'learner-day-stream-lost-wide-light', { isFullPage: false });
    await page.unroute('**/api/submissions/*/events*');
    const checkAgain = page.getByRole('button', { name: 'Check again' });
    if (await checkAgain.isVisible()) await checkAgain.click();
    await page.getByTestId('verdict').filter({ hasText: 'Runtime Error' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });

    // A 200 KB paste is named at once, and Run answers without a round trip.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.evaluate((text) => navigator.clipboard.writeText(text), '# a long comment line to make the code large\n'.repeat(4600));
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await page.getByTestId('code-size-notice').filter({ hasText: 'Code is too large (the limit is 64 KiB)' }).waitFor();
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('testcase-panel').getByText('Code is too large (the limit is 64 KiB)').waitFor({ timeout: 1_000 });
    expect(requests.filter((pathname) => pathname.startsWith('/api/compiler'))).toEqual([]);
    await saveScreenshot(page, 'learner-day-code-too-large-wide-light', { isFullPage: false });
    await context.close();
  });
});
