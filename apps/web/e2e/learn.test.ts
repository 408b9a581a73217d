import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { gotoSignedIn, launchBrowser, openPage, registerUser, saveScreenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const FOUNDATIONS_SECTIONS = 9;

async function openLearningCenter(page: Page, token: string) {
  await gotoSignedIn(page, token, '/app/learn');
  await page.getByRole('heading', { level: 1, name: 'Learning Center' }).waitFor();
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Learning Center in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reads Problem Solving Foundations from the first section to Complete and keeps the progress', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { theme: 'dark' });
    await openLearningCenter(page, user.token);
    await page.getByRole('region', { name: 'Featured Course' }).getByRole('button', { name: 'Start Learning' }).click();

    for (let position = 1; position <= FOUNDATIONS_SECTIONS; position += 1) {
      await page.getByText(`${position} of ${FOUNDATIONS_SECTIONS}`).waitFor();
      const percent = Math.round(((position - 1) / FOUNDATIONS_SECTIONS) * 100);
      await page.getByText(`Progress: ${percent}% complete`).waitFor();
      await page.locator('.learn-prose p').first().waitFor();
      const isLast = position === FOUNDATIONS_SECTIONS;
      await page.getByRole('button', { name: isLast ? 'Complete' : 'Next', exact: true }).click();
    }

    await page.getByRole('heading', { name: 'All Courses' }).waitFor();
    const card = page.getByRole('article', { name: 'Problem Solving Foundations' });
    await card.getByText('100% complete').waitFor();
    await page.reload();
    await page.getByRole('article', { name: 'Problem Solving Foundations' }).getByText('100% complete').waitFor();
    await context.close();
  });

  it('resumes a part-read course with Continue, and Start begins it afresh', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { theme: 'light' });
    await openLearningCenter(page, user.token);
    const card = page.getByRole('article', { name: 'Mastering Techniques' });
    await card.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('3 of 9').waitFor();
    await page.getByRole('button', { name: 'Back to Courses' }).click();
    await card.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('3 of 9').waitFor();
    await page.getByText('Progress: 22% complete').waitFor();
    await page.getByRole('button', { name: 'Back to Courses' }).click();
    await card.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('1 of 9').waitFor();
    await page.getByText('Progress: 0% complete').waitFor();
    await page.getByRole('button', { name: 'Back to Courses' }).click();
    await card.getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await card.getByText('22% complete').count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await context.close();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`shows the catalogue, details and a highlighted section in the ${theme} theme`, async () => {
      const user = await registerUser(baseUrl);
      const { context, page } = await openPage(browser, baseUrl, { theme });
      await openLearningCenter(page, user.token);
      await saveScreenshot(page, `learn-catalogue-${theme}`);
      expect(await findSeriousAccessibilityProblems(page), `catalogue in ${theme}`).toEqual([]);

      await page.getByRole('article', { name: 'Mastering Techniques' }).getByRole('button', { name: 'Details' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Practice' }).click();
      await dialog.getByRole('link', { name: 'Solve Word Search' }).waitFor();
      await saveScreenshot(page, `learn-details-${theme}`, { isFullPage: false });
      expect(await findSeriousAccessibilityProblems(page), `details in ${theme}`).toEqual([]);
      await dialog.getByRole('button', { name: 'Start Learning' }).click();

      await page.getByRole('navigation', { name: 'Course Sections' }).getByRole('button', { name: 'Two Pointers' }).click();
      await page.locator('.learn-code .hljs-keyword').first().waitFor();
      await saveScreenshot(page, `learn-reader-${theme}`);
      expect(await findSeriousAccessibilityProblems(page), `reader in ${theme}`).toEqual([]);
      await context.close();
    });
  }

  it('fits a 375 px wide phone, without the sidebar', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'mobile', theme: 'dark' });
    await openLearningCenter(page, user.token);
    expect(await fitsWidth(page)).toBe(true);
    await saveScreenshot(page, 'learn-catalogue-mobile');
    await page.getByRole('article', { name: 'Programming 101' }).getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('1 of 12').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.locator('.learn-code').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Course Sections' }).isVisible()).toBe(false);
    expect(await fitsWidth(page)).toBe(true);
    await saveScreenshot(page, 'learn-reader-mobile');
    await context.close();
  });
});
