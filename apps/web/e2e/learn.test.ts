import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { collectConsoleErrors, gotoSignedIn, launchBrowser, openPage, registerUser, saveScreenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const FOUNDATIONS_SECTIONS = 9;
/** A Java or C++ compile in the sandbox takes a few seconds on a busy machine. */
const RUN_TIMEOUT_MS = 60_000;

async function openLearningCenter(page: Page, token: string) {
  await gotoSignedIn(page, token, '/app/learn');
  await page.getByRole('heading', { level: 1, name: 'Learning Center' }).waitFor();
  // The catalogue appears once the account's progress is merged in.
  await page.getByRole('heading', { level: 2, name: 'All Courses' }).waitFor();
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Start Learning from a course's details, which asks Continue or Start over for a course already begun. */
async function startFromDetails(page: Page, title: string) {
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Details' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start Learning' }).click();
}

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
    // A part-read card offers Continue in Start's place; Start Learning in its details asks.
    expect(await card.getByRole('button', { name: 'Start', exact: true }).count()).toBe(0);
    await startFromDetails(page, 'Mastering Techniques');
    const choice = page.getByRole('dialog', { name: 'You have already begun Mastering Techniques' });
    await choice.getByText('2 of 9 sections done (22% complete), last read: section 3 of 9.').waitFor();
    await saveScreenshot(page, 'learn-start-choice-light', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(page), 'start choice').toEqual([]);
    await choice.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('3 of 9').waitFor();
    await page.getByText('Progress: 22% complete').waitFor();
    await page.getByRole('button', { name: 'Back to Courses' }).click();
    await startFromDetails(page, 'Mastering Techniques');
    await choice.getByRole('button', { name: 'Start over' }).click();
    await page.getByText('1 of 9').waitFor();
    await page.getByText('Progress: 0% complete').waitFor();
    await page.getByRole('button', { name: 'Back to Courses' }).click();
    await card.getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await card.getByText('22% complete').count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    // Start over reached the account too: a fresh browser profile sees the course not begun.
    const other = await openPage(browser, baseUrl, { theme: 'light' });
    await openLearningCenter(other.page, user.token);
    const otherCard = other.page.getByRole('article', { name: 'Mastering Techniques' });
    await otherCard.getByRole('button', { name: 'Start', exact: true }).click();
    await other.page.getByText('1 of 9').waitFor();
    expect(await other.page.getByRole('dialog').count()).toBe(0);
    await other.context.close();
    await context.close();
  });

  it('finishes a course in one browser profile and sees it completed in another', async () => {
    const user = await registerUser(baseUrl);
    const first = await openPage(browser, baseUrl, { theme: 'dark' });
    await openLearningCenter(first.page, user.token);
    await first.page.getByRole('article', { name: 'Mastering Techniques' }).getByRole('button', { name: 'Start', exact: true }).click();
    for (let position = 1; position <= 9; position += 1) {
      await first.page.getByText(`${position} of 9`).waitFor();
      await first.page.getByRole('button', { name: position === 9 ? 'Complete' : 'Next', exact: true }).click();
    }
    await first.page.getByText('Course completed: Mastering Techniques').waitFor();
    const firstCard = first.page.getByRole('article', { name: 'Mastering Techniques' });
    await firstCard.getByText('Completed', { exact: true }).waitFor();
    await saveScreenshot(first.page, 'learn-completed-dark');
    expect(await findSeriousAccessibilityProblems(first.page), 'completed course').toEqual([]);
    await firstCard.getByRole('button', { name: 'Start', exact: true }).click();
    const firstChoice = first.page.getByRole('dialog', { name: 'You have completed Mastering Techniques' });
    await firstChoice.getByText('9 of 9 sections done (100% complete)', { exact: false }).waitFor();
    await saveScreenshot(first.page, 'learn-start-choice-dark', { isFullPage: false });
    expect(await findSeriousAccessibilityProblems(first.page), 'start choice in dark').toEqual([]);
    await firstChoice.getByRole('button', { name: 'Cancel' }).click();
    // The last save reaches the server before the other profile opens.
    await expect.poll(async () => {
      const response = await fetch(`${baseUrl}/api/learn/progress`, { headers: { Authorization: `Bearer ${user.token}` } });
      const { courses } = (await response.json()) as { courses: { courseId: number; completedSectionIds: string[] }[] };
      return courses.find((course) => course.courseId === 2)?.completedSectionIds.length;
    }).toBe(9);

    const second = await openPage(browser, baseUrl, { theme: 'light', viewport: 'mobile' });
    await openLearningCenter(second.page, user.token);
    const secondCard = second.page.getByRole('article', { name: 'Mastering Techniques' });
    await secondCard.getByText('Completed', { exact: true }).waitFor();
    await secondCard.getByText('100% complete').waitFor();
    await secondCard.getByRole('button', { name: 'Details' }).click();
    await second.page.getByRole('dialog').getByText('100% complete').waitFor();
    await saveScreenshot(second.page, 'learn-completed-other-profile-mobile', { isFullPage: false });
    await second.page.getByRole('dialog').getByRole('button', { name: 'Start Learning' }).click();
    const secondChoice = second.page.getByRole('dialog', { name: 'You have completed Mastering Techniques' });
    await secondChoice.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await fitsWidth(second.page)).toBe(true);
    await saveScreenshot(second.page, 'learn-start-choice-mobile-light', { isFullPage: false });
    await secondChoice.getByRole('button', { name: 'Continue' }).click();
    await second.page.getByText('9 of 9').waitFor();
    await second.page.getByText('Progress: 100% complete').waitFor();
    await first.context.close();
    await second.context.close();
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

  const examplesByCourse = [
    {
      course: 'Programming 101',
      examples: [
        { language: 'Python', section: /Variables/, edit: 'print("edited", 6 * 7)', expected: 'edited 42' },
        {
          language: 'Java',
          section: /Variables/,
          edit: 'public class Main {\n    public static void main(String[] args) {\n        System.out.println("java " + (6 * 7));\n    }\n}',
          expected: 'java 42',
        },
        {
          language: 'C',
          section: /Variables/,
          edit: '#include <stdio.h>\nint main(void) { printf("c %d\\n", 6 * 7); return 0; }',
          expected: 'c 42',
        },
      ],
    },
    {
      course: 'Mastering Techniques',
      examples: [
        {
          language: 'C++',
          section: /Two Pointers/,
          edit: '#include <iostream>\nint main() { std::cout << "cpp " << 6 * 7 << std::endl; }',
          expected: 'cpp 42',
        },
      ],
    },
  ];

  const firstLineOf = async (page: Page) =>
    ((await page.locator('figure.learn-playground .monaco-editor .view-lines').innerText()).split('\n')[0] ?? '').replace(/\u00a0/g, ' ');

  it('runs, edits and resets a course example in Python, Java, C and C++', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { theme: 'dark' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const consoleErrors = collectConsoleErrors(page);
    await openLearningCenter(page, user.token);
    for (const { course, examples } of examplesByCourse) {
      await page.getByRole('article', { name: course }).getByRole('button', { name: 'Start', exact: true }).click();
      for (const example of examples) {
        await page.getByRole('navigation', { name: 'Course Sections' }).getByRole('button', { name: example.section }).click();
        const caption = new RegExp(`^${example.language.replaceAll('+', '\\+')}Try it`);
        const block = page.locator('figure.learn-code', { has: page.locator('figcaption', { hasText: caption }) }).first();
        await block.getByRole('button', { name: /^Try it/ }).click();
        const playground = page.locator('figure.learn-playground');
        await playground.locator('.monaco-editor .view-lines').waitFor();
        expect(await playground.getAttribute('aria-label')).toBe(`Editable ${example.language} example`);
        const original = await firstLineOf(page);

        await playground.getByRole('button', { name: 'Run', exact: true }).click();
        await playground.getByText('Same output as the example').waitFor({ timeout: RUN_TIMEOUT_MS });

        await page.evaluate((text) => navigator.clipboard.writeText(text), example.edit);
        await playground.locator('.monaco-editor .view-lines').click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('ControlOrMeta+V');
        await playground.getByRole('button', { name: 'Run', exact: true }).click();
        await playground.getByTestId('example-output').filter({ hasText: example.expected }).waitFor({ timeout: RUN_TIMEOUT_MS });
        if (example.language === 'Java') {
          await playground.scrollIntoViewIfNeeded();
          await saveScreenshot(page, 'learn-example-run-dark', { isFullPage: false });
          expect(await findSeriousAccessibilityProblems(page), 'example editor').toEqual([]);
        }

        await playground.getByRole('button', { name: 'Reset' }).click();
        await expect.poll(() => firstLineOf(page)).toBe(original);
        await playground.getByRole('button', { name: 'Close the editor' }).click();
      }
      await page.getByRole('button', { name: 'Back to Courses' }).click();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches a three-language example with tabs', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { theme: 'light' });
    await openLearningCenter(page, user.token);
    await page.getByRole('article', { name: 'Programming 101' }).getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('navigation', { name: 'Course Sections' }).getByRole('button', { name: /Variables/ }).click();
    await page.getByRole('button', { name: /^Try it/ }).first().click();
    const playground = page.locator('figure.learn-playground');
    await playground.locator('.monaco-editor .view-lines').filter({ hasText: 'age = 20' }).waitFor();
    await playground.getByRole('tab', { name: 'Java', exact: true }).click();
    await playground.locator('.monaco-editor .view-lines').filter({ hasText: 'public class Main' }).waitFor();
    await playground.getByRole('button', { name: 'Run', exact: true }).click();
    await playground.getByTestId('example-output').filter({ hasText: 'Ada 20 1.75 true' }).waitFor({ timeout: RUN_TIMEOUT_MS });
    await playground.getByRole('tab', { name: 'C', exact: true }).click();
    await playground.locator('.monaco-editor .view-lines').filter({ hasText: '#include' }).waitFor();
    await context.close();
  });

  it('shows a runnable example in the light theme and on a 375 px phone', async () => {
    const user = await registerUser(baseUrl);
    for (const [viewport, theme] of [['desktop', 'light'], ['mobile', 'dark']] as const) {
      const { context, page } = await openPage(browser, baseUrl, { theme, viewport });
      await openLearningCenter(page, user.token);
      // The desktop pass read a section, which the account keeps: the phone pass starts over from the details.
      if (viewport === 'mobile') {
        await startFromDetails(page, 'Programming 101');
        await page.getByRole('dialog').getByRole('button', { name: 'Start over' }).click();
      } else {
        await page.getByRole('article', { name: 'Programming 101' }).getByRole('button', { name: 'Start', exact: true }).click();
      }
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('2 of 12').waitFor();
      await page.getByRole('button', { name: /^Try it/ }).first().click();
      const playground = page.locator('figure.learn-playground');
      await playground.locator('.monaco-editor .view-lines').waitFor();
      await playground.getByRole('button', { name: 'Run', exact: true }).click();
      await playground.getByText('Same output as the example').waitFor({ timeout: RUN_TIMEOUT_MS });
      expect(await fitsWidth(page)).toBe(true);
      await playground.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `learn-example-${viewport}-${theme}`, { isFullPage: false });
      expect(await findSeriousAccessibilityProblems(page), `example ${viewport} ${theme}`).toEqual([]);
      await context.close();
    }
  });

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
