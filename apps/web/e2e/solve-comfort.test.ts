import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { collectConsoleErrors, gotoSignedIn, launchBrowser, openPage, registerUser, saveScreenshot, type ViewportName } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const SOLVE = '/app/problems/two-sum/solve';

async function openSolvePage(browser: Browser, options: { theme?: 'dark' | 'light'; viewport?: ViewportName } = {}) {
  const user = await registerUser(baseUrl);
  const { context, page } = await openPage(browser, baseUrl, options);
  const consoleErrors = collectConsoleErrors(page);
  await gotoSignedIn(page, user.token, SOLVE);
  await page.getByRole('heading', { name: 'Two Sum' }).waitFor();
  if (options.viewport === 'mobile') await page.getByRole('button', { name: 'Code', exact: true }).click();
  await page.locator('.monaco-editor .view-lines').waitFor();
  return { context, page, consoleErrors };
}

async function takeHint(page: Page, question: 'Get Hint' | 'Get Next Hint'): Promise<string> {
  await page.getByRole('alertdialog').getByRole('button', { name: question }).click();
  const dialog = page.getByRole('dialog', { name: 'Hint' });
  await dialog.getByText('Manual Hint').waitFor();
  const text = (await dialog.locator('.space-y-2 > :not(span)').first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  return text.trim();
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const focusIsInEditor = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));

describe('the solve page at ease: kept hints, keyboard exits, a docked score tracker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows a paid hint again after a reload, and the next written hint joins it', async () => {
    const { context, page, consoleErrors } = await openSolvePage(browser);
    await page.getByRole('button', { name: 'Get Hint' }).click();
    const first = await takeHint(page, 'Get Hint');
    expect(first.length).toBeGreaterThan(10);
    await page.getByTestId('tracker-score').filter({ hasText: '70/100' }).waitFor();

    await page.reload();
    await page.locator('.monaco-editor .view-lines').waitFor();
    expect(await page.getByRole('button', { name: 'Hint Used' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'My Hints (1)' }).click();
    let list = page.getByRole('dialog', { name: 'My Hints' });
    await list.getByRole('heading', { name: 'Hint 1' }).waitFor();
    expect(await list.textContent()).toContain(first);

    await list.getByRole('button', { name: 'Get Next Hint' }).click();
    const second = await takeHint(page, 'Get Next Hint');
    expect(second).not.toBe(first);
    await page.reload();
    await page.getByRole('button', { name: 'My Hints (2)' }).click();
    list = page.getByRole('dialog', { name: 'My Hints' });
    await list.getByRole('heading', { name: 'Hint 2' }).waitFor();
    expect(await list.textContent()).toContain(second);
    await saveScreenshot(page, 'solve-my-hints', { isFullPage: false });
    await page.getByTestId('tracker-score').filter({ hasText: '70/100' }).waitFor();
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets the keyboard reach the editor in one step and leave it with Escape then Tab, or with Ctrl+M', async () => {
    const { context, page, consoleErrors } = await openSolvePage(browser);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to editor' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await box(skip)).width).toBeGreaterThan(20);
    await saveScreenshot(page, 'solve-skip-link', { isFullPage: false });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusIsInEditor(page)).toBe(true);

    // Tab indents inside the editor...
    await page.keyboard.press('Tab');
    expect(await focusIsInEditor(page)).toBe(true);
    // ...Escape then Tab leaves it, forwards and backwards.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await focusIsInEditor(page)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.locator('.monaco-editor').click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInEditor(page)).toBe(false);

    await page.locator('.monaco-editor').click();
    await page.keyboard.press('Control+M');
    await page.getByTestId('editor-keyboard-help').filter({ hasText: 'Ctrl+M: Tab moves focus (on)' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusIsInEditor(page)).toBe(false);
    await page.locator('.monaco-editor').click();
    await page.keyboard.press('Control+M');
    await page.getByTestId('editor-keyboard-help').filter({ hasText: 'Ctrl+M: Tab moves focus (off)' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('turns on Vim key bindings, downloaded only then, and keeps them after a reload', async () => {
    const { context, page, consoleErrors } = await openSolvePage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('button', { name: 'Editor settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Editor Settings' });
    await settings.getByLabel('Font size').selectOption('18');
    await settings.getByLabel('Vim key bindings').check();
    await saveScreenshot(page, 'solve-editor-settings', { isFullPage: false });
    await settings.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('vim-status').filter({ hasText: /NORMAL/ }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((url) => url.startsWith(baseUrl))).toBe(true);

    await page.reload();
    await page.getByTestId('vim-status').filter({ hasText: /NORMAL/ }).waitFor();
    expect(await page.locator('.monaco-editor .view-lines').evaluate((lines) => getComputedStyle(lines).fontSize)).toBe('18px');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`keeps the score tracker off the code (${viewport}, ${theme})`, async () => {
        const { context, page } = await openSolvePage(browser, { viewport, theme });
        const tracker = page.getByRole('region', { name: 'Score Tracker' });
        const text = page.locator('.monaco-editor .overflow-guard');
        await tracker.waitFor();
        // Folded at first (the editor and console get the room); both ways it stays off the code.
        const [unfoldOrFold, back] = ['Show details', 'Hide details'];
        for (const action of ['as it starts', unfoldOrFold, back]) {
          if (action !== 'as it starts') await tracker.getByRole('button', { name: action }).click();
          expect(overlaps(await box(tracker), await box(text)), `${viewport} ${theme}: ${action}`).toBe(false);
        }
        await tracker.getByRole('button', { name: unfoldOrFold }).click();
        await page.reload();
        await page.getByRole('heading', { name: 'Two Sum' }).waitFor();
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Code', exact: true }).click();
        await text.waitFor();
        await tracker.getByRole('button', { name: back }).waitFor();
        expect(overlaps(await box(tracker), await box(text))).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await saveScreenshot(page, `solve-tracker-${viewport}-${theme}`, { isFullPage: false });
        expect(await findSeriousAccessibilityProblems(page), `${viewport} ${theme}`).toEqual([]);
        await context.close();
      });
    }
  }
});
