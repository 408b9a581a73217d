import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROBBER_COPY, ROBBER_COPY_COMMENT, ROBBER_SOLUTION } from '../../../scripts/support/class-programs.mjs';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, newTestUser, openPage, registerUser, saveScreenshot, screenshotsDir } from './support/browser.ts';

// A new teacher runs a class: the teacher role granted from the command line before the
// first start, a class created, two learners invited by link, three problems due
// tomorrow, the matrix filling as they solve, the CSV exported, and the similarity
// report finding the learner who copied the other. Its own server, with three problems.

const repositoryRoot = path.resolve(screenshotsDir, '..');
const JUDGING_TIMEOUT_MS = 90_000;
const PROBLEMS = ['house-robber', 'maximum-of-two-numbers', 'reverse-a-string'];
const teacher = { ...newTestUser(), firstname: 'Tess', lastname: 'Teacher', email: `teacher-${Date.now()}@example.com` };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-classroom-'));
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  const problemsDir = path.join(work, 'problems');
  for (const slug of PROBLEMS) fs.cpSync(path.join(repositoryRoot, 'problems', slug), path.join(problemsDir, slug), { recursive: true });
  server = await startAppServer(
    { PROBLEMS_DIR: problemsDir },
    {
      prepare(dataDir) {
        const granted = spawnSync('npm', ['run', 'admin', '--', 'grant', teacher.email, 'teacher'], { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
        if (granted.status !== 0) throw new Error(`npm run admin failed:\n${granted.stdout}${granted.stderr}`);
      },
    },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function submitThroughApi(token: string, problemId: string, code: string) {
  const response = await fetch(`${server.baseUrl}/api/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ code, language: 'python', problemId }),
  });
  if (!response.ok) throw new Error(`submit failed: ${response.status} ${await response.text()}`);
}

async function signedIn(token: string, theme: 'dark' | 'light', viewport: 'wide' | 'phone', pathname: string): Promise<Page> {
  const { page } = await openPage(browser, server.baseUrl, { theme, viewport });
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(pathname);
  return page;
}

const cellOf = (page: Page, learner: string, problem: string) => page.getByRole('button', { name: new RegExp(`^${learner}, ${problem}: `) });

describe('a new teacher', () => {
  it('creates a class, invites two learners, sets three problems due tomorrow, watches the matrix fill, exports the CSV and finds the copy', async () => {
    // The teacher signs up with the granted e-mail and finds Classes in the menu.
    const { page } = await openPage(browser, server.baseUrl, { theme: 'light', viewport: 'wide' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill(teacher.firstname);
    await page.getByLabel('Last Name').fill(teacher.lastname);
    await page.getByLabel('Email').fill(teacher.email);
    await page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${server.baseUrl}/app`);
    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Classes' }).click();
    await page.getByLabel('Class name').fill('Algorithms 1');
    await page.getByRole('button', { name: 'Create class' }).click();
    await page.getByRole('heading', { name: 'Algorithms 1' }).waitFor();
    const link = await page.getByLabel('Invitation link').inputValue();
    const code = (await page.getByTestId('join-code').textContent()) ?? '';
    expect(link).toBe(`${server.baseUrl}/app/classes/join/${code}`);

    // Two learners follow the link; one gives a student id. A learner in no class sees no Classes entry.
    const ada = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Ada', lastname: 'Lovelace' });
    const bob = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Bob', lastname: 'Copier' });
    const eve = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Eve', lastname: 'Outside' });
    const adaPage = await signedIn(ada.token, 'dark', 'wide', '/app');
    await adaPage.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await adaPage.getByRole('link', { name: 'Classes' }).count()).toBe(0);
    expect(await adaPage.getByText('Your classes').count()).toBe(0);
    await adaPage.goto(link);
    await adaPage.getByLabel('Student ID (optional)').fill('S-1001');
    await adaPage.getByRole('button', { name: 'Join class' }).click();
    await adaPage.getByText('You are a learner in this class').waitFor();
    const bobPage = await signedIn(bob.token, 'light', 'phone', new URL(link).pathname);
    await bobPage.getByRole('button', { name: 'Join class' }).click();
    await bobPage.getByText('You are a learner in this class').waitFor();

    // The teacher sets three problems, due tomorrow (the form's default deadline).
    await page.reload();
    await page.getByText('People (2 learners)').waitFor();
    await page.getByLabel('Title').fill('Week 1');
    for (const title of ['House Robber', 'Maximum of Two Numbers', 'Reverse a String']) await page.getByRole('checkbox', { name: new RegExp(title) }).check();
    await page.getByRole('button', { name: 'Create assignment' }).click();
    await page.getByRole('link', { name: 'Week 1' }).click();
    await page.getByTestId('progress-row').first().waitFor();
    expect(await page.getByTestId('progress-row').count()).toBe(2);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Week 1');

    // Ada's dashboard shows what is due; she solves House Robber in the editor.
    await adaPage.goto('/app');
    await adaPage.getByText('Your classes').waitFor();
    await adaPage.getByRole('link', { name: 'Week 1' }).waitFor();
    await adaPage.getByText('Progress Overview').waitFor();
    await adaPage.evaluate((source) => {
      localStorage.setItem('code-language:house-robber', 'python');
      localStorage.setItem('code:house-robber:python', source);
    }, ROBBER_SOLUTION);
    await adaPage.goto('/app/problems/house-robber/solve');
    await adaPage.locator('.monaco-editor .view-lines').waitFor();
    await adaPage.getByRole('button', { name: 'Submit' }).click();
    await adaPage.getByTestId('verdict').filter({ hasText: 'Accepted' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });

    // The teacher's matrix fills by itself: Ada solved House Robber.
    await cellOf(page, 'Ada Lovelace', 'House Robber').filter({ hasText: 'Solved' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    // Bob copies it, renamed, and gets the other two wrong then right.
    await submitThroughApi(bob.token, 'house-robber', ROBBER_COPY);
    await submitThroughApi(bob.token, 'reverse-a-string', 'print(input())\n');
    await cellOf(page, 'Bob Copier', 'House Robber').filter({ hasText: 'Solved' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    await cellOf(page, 'Bob Copier', 'Reverse a String').filter({ hasText: 'Attempted' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    const adaRow = page.getByTestId('progress-row').filter({ hasText: 'Ada Lovelace' });
    expect(await adaRow.textContent()).toContain('S-1001');
    expect(await adaRow.locator('td').last().textContent()).toBe('33');

    // A cell opens the learner's submissions and code.
    await cellOf(page, 'Bob Copier', 'House Robber').click();
    const dialog = page.getByRole('dialog', { name: 'Bob Copier · House Robber' });
    await dialog.getByText(ROBBER_COPY_COMMENT).waitFor();
    expect(await dialog.textContent()).toContain('Accepted · score 100');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The CSV: name, e-mail, student id, each problem's points, the score.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe('"Name","Email","Student ID","House Robber","Maximum of Two Numbers","Reverse a String","Score","Late problems"');
    expect(csv).toContain(`"Ada Lovelace","${ada.email}","S-1001","100","0","0","33","0"`);
    expect(csv).toContain(`"Bob Copier","${bob.email}","","100","0","0","33","0"`);

    // The similarity report of House Robber runs on the judge and ranks the pair; both sources side by side.
    await page.getByRole('button', { name: 'Run similarity report' }).click();
    await page.getByText('2 accepted programs compared').waitFor({ timeout: JUDGING_TIMEOUT_MS });
    const pairRow = page.getByRole('row').filter({ hasText: /Ada Lovelace · Bob Copier|Bob Copier · Ada Lovelace/ });
    const similarity = Number.parseInt((await pairRow.locator('td').nth(2).textContent()) ?? '0', 10);
    expect(similarity).toBeGreaterThanOrEqual(60);
    await pairRow.getByRole('link', { name: 'Compare' }).click();
    await page.getByRole('heading', { name: /Ada Lovelace · Bob Copier|Bob Copier · Ada Lovelace/ }).waitFor();
    const sources = page.getByTestId('marked-source');
    expect(await sources.count()).toBe(2);
    expect(await sources.nth(0).locator('mark').count()).toBeGreaterThan(0);
    expect(await sources.nth(1).locator('mark').count()).toBeGreaterThan(0);
    expect(await sources.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(ROBBER_COPY_COMMENT), expect.stringContaining('best_with, best_without = take, leave')]));
    const pairUrl = page.url();
    const assignmentUrl = pairUrl.replace(/\/similarity\/.*$/, '');

    // Every screen of the teacher's and the learner's, in both themes, at 1440×900 and 375×812.
    const teacherToken = await page.evaluate(() => localStorage.getItem('auth_token') ?? '');
    const classPath = new URL(assignmentUrl).pathname.replace(/\/assignments\/.*$/, '');
    const screens: { name: string; token: string; pathname: string; ready: (shown: Page) => Promise<void> }[] = [
      { name: 'list', token: teacherToken, pathname: '/app/classes', ready: (shown) => shown.getByRole('heading', { name: 'Your classes' }).waitFor() },
      { name: 'class-teacher', token: teacherToken, pathname: classPath, ready: async (shown) => {
          await shown.getByText('People (2 learners)').waitFor();
          await shown.getByRole('checkbox', { name: /House Robber/ }).waitFor();
        } },
      { name: 'matrix', token: teacherToken, pathname: new URL(assignmentUrl).pathname, ready: (shown) => shown.getByText('2 accepted programs compared').waitFor() },
      { name: 'similarity-pair', token: teacherToken, pathname: new URL(pairUrl).pathname, ready: (shown) => shown.getByTestId('marked-source').first().waitFor() },
      { name: 'join', token: eve.token, pathname: new URL(link).pathname, ready: (shown) => shown.getByRole('button', { name: 'Join class' }).waitFor() },
      { name: 'class-learner', token: bob.token, pathname: classPath, ready: (shown) => shown.getByRole('link', { name: 'Week 1' }).waitFor() },
      { name: 'assignment-learner', token: bob.token, pathname: new URL(assignmentUrl).pathname, ready: (shown) => shown.getByText(/1\/3 solved/).waitFor() },
      { name: 'dashboard-learner', token: bob.token, pathname: '/app', ready: async (shown) => {
          await shown.getByText('Progress Overview').waitFor();
          await shown.getByRole('link', { name: 'Week 1' }).waitFor();
        } },
    ];
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of ['wide', 'phone'] as const) {
        const { context, page: shown } = await openPage(browser, server.baseUrl, { theme, viewport });
        await shown.goto('/');
        for (const entry of screens) {
          await shown.evaluate((value) => localStorage.setItem('auth_token', value), entry.token);
          await shown.goto(entry.pathname);
          await entry.ready(shown);
          await saveScreenshot(shown, `classes-${entry.name}-${viewport}-${theme}`);
          if (viewport === 'wide') expect({ screen: entry.name, theme, problems: await findSeriousAccessibilityProblems(shown) }).toEqual({ screen: entry.name, theme, problems: [] });
        }
        await context.close();
      }
    }
  }, 300_000);
});
