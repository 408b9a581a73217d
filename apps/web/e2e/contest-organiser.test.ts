import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { gotoSignedIn, launchBrowser, newTestUser, openPage, registerUser, saveScreenshot, screenshotsDir, type ViewportName } from './support/browser.ts';

// A new organiser runs a contest: granted the teacher role from the command line, they
// create an ICPC contest of three problems; two learners register and solve, one asks a
// question the jury answers to all, the organiser freezes the scoreboard, ends the contest
// and unfreezes it, and a third learner takes part virtually afterwards. Its own server,
// with only the contest's three problems.

const repositoryRoot = path.resolve(screenshotsDir, '..');
const PROBLEMS = ['even-or-odd', 'maximum-of-two-numbers', 'print-1-to-n'] as const;
const JUDGING_TIMEOUT_MS = 90_000;
const accepted = (slug: string) => fs.readFileSync(path.join(repositoryRoot, 'problems', slug, 'submissions', 'accepted', 'solution.py'), 'utf8');
const organiser = { ...newTestUser(), firstname: 'Olga', lastname: 'Organiser', email: `organiser-${Date.now()}@example.com` };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-contest-'));
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  const problemsDir = path.join(work, 'problems');
  for (const slug of PROBLEMS) fs.cpSync(path.join(repositoryRoot, 'problems', slug), path.join(problemsDir, slug), { recursive: true });
  server = await startAppServer(
    { PROBLEMS_DIR: problemsDir },
    {
      prepare(dataDir) {
        const granted = spawnSync('npm', ['run', 'admin', '--', 'grant', organiser.email, 'teacher'], { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
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

async function learnerPage(token: string, contestUrl: string, options: { theme: 'dark' | 'light'; viewport?: ViewportName }): Promise<Page> {
  const { page } = await openPage(browser, server.baseUrl, options);
  await gotoSignedIn(page, token, contestUrl);
  return page;
}

const openTab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name }).click();
const rowOf = (page: Page, name: string) => page.getByTestId('scoreboard-row').filter({ hasText: name });
const cell = (page: Page, name: string, label: string) => rowOf(page, name).getByTestId(`cell-${label}`);
/** What a cell shows (its screen-reader text aside). */
const cellText = (page: Page, name: string, label: string) => cell(page, name, label).locator('[aria-hidden="true"]').textContent();

async function submitSolution(page: Page, label: string, title: string, code: string) {
  await openTab(page, 'Problems');
  await page.getByRole('list', { name: 'Contest problems' }).getByRole('button', { name: new RegExp(title) }).click();
  await page.getByLabel('Language').selectOption('python');
  await page.getByLabel('Your solution').fill(code);
  await page.getByRole('button', { name: `Submit ${label}` }).click();
  await page.getByText('Submitted: follow its verdict under My submissions.').waitFor();
}

describe('a new organiser', () => {
  it('creates an ICPC contest of three problems; two learners take part, a clarification is answered, the board freezes and is unfrozen, a third learner takes part virtually', async () => {
    const account = await registerUser(server.baseUrl, organiser);
    const { page: jury } = await openPage(browser, server.baseUrl, { theme: 'light', viewport: 'wide' });
    await gotoSignedIn(jury, account.token, '/app');
    await jury.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Contests' }).click();
    await jury.getByText('No contests yet').waitFor();
    await jury.getByRole('link', { name: 'New contest' }).click();

    // The contest: now, two hours, ICPC, Python and C++, three problems in their colours.
    await jury.getByLabel('Title').fill('Club Round 1');
    const nowLocal = await jury.evaluate(() => {
      const date = new Date();
      return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    });
    await jury.getByLabel('Starts at').fill(nowLocal);
    await jury.getByLabel('Duration (minutes)').fill('120');
    await jury.getByLabel('Scoreboard freeze (minutes before the end)').fill('30');
    await jury.getByLabel('C', { exact: true }).uncheck();
    await jury.getByLabel('Java', { exact: true }).uncheck();
    await jury.getByRole('button', { name: 'Add problem' }).click();
    await jury.getByRole('button', { name: 'Add problem' }).click();
    await jury.getByLabel('Problem A', { exact: true }).selectOption('even-or-odd');
    await jury.getByLabel('Problem B', { exact: true }).selectOption('maximum-of-two-numbers');
    await jury.getByLabel('Problem C', { exact: true }).selectOption('print-1-to-n');
    await saveScreenshot(jury, 'contest-new-light-wide');
    expect(await findSeriousAccessibilityProblems(jury)).toEqual([]);
    await jury.getByRole('button', { name: 'Create contest' }).click();
    await jury.getByRole('heading', { name: 'Club Round 1' }).waitFor();
    const contestUrl = new URL(jury.url()).pathname;
    expect(contestUrl).toMatch(/^\/app\/contests\/[0-9a-f-]{36}$/);
    await jury.getByText('Running').waitFor();

    // Two learners register and solve.
    const ada = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Ada', lastname: 'Lovelace' });
    const bob = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Bob', lastname: 'Byte' });
    const adaPage = await learnerPage(ada.token, contestUrl, { theme: 'dark', viewport: 'wide' });
    const bobPage = await learnerPage(bob.token, contestUrl, { theme: 'light', viewport: 'phone' });
    for (const page of [adaPage, bobPage]) {
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByTestId('time-left').waitFor();
    }
    const problemButtons = adaPage.getByRole('list', { name: 'Contest problems' }).getByRole('button');
    expect(await problemButtons.allTextContents()).toEqual(['AEven or Odd', 'BMaximum of Two Numbers', 'CPrint 1 to N']);
    await saveScreenshot(bobPage, 'contest-problems-light-phone');

    await openTab(bobPage, 'Scoreboard');
    await rowOf(bobPage, 'Ada Lovelace').waitFor();
    await submitSolution(adaPage, 'A', 'Even or Odd', 'print("Odd")');
    await submitSolution(adaPage, 'A', 'Even or Odd', accepted('even-or-odd'));
    // Bob's open scoreboard follows without a reload: Ada is first to solve A after one rejected try.
    await cell(bobPage, 'Ada Lovelace', 'A').and(bobPage.locator('[data-state="first"]')).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    expect(await cellText(bobPage, 'Ada Lovelace', 'A')).toMatch(/^\d+ \+1$/);
    await submitSolution(bobPage, 'B', 'Maximum of Two Numbers', accepted('maximum-of-two-numbers'));
    await openTab(bobPage, 'Scoreboard');
    await cell(bobPage, 'Bob Byte', 'B').and(bobPage.locator('[data-state="first"]')).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    await saveScreenshot(bobPage, 'contest-scoreboard-light-phone');

    // Bob asks about B; the jury sees it arrive and answers to all; Ada reads the answer live.
    await openTab(bobPage, 'Clarifications');
    await bobPage.getByLabel('About').selectOption('B');
    await bobPage.getByLabel('Question').fill('Can a and b be equal?');
    await bobPage.getByRole('button', { name: 'Send question' }).click();
    await bobPage.getByTestId('clarification').filter({ hasText: 'Waiting for the jury…' }).waitFor();
    await openTab(adaPage, 'Clarifications');
    await adaPage.getByText('No clarifications yet.').waitFor();
    await openTab(jury, 'Clarifications (1)');
    const question = jury.getByTestId('clarification').filter({ hasText: 'Can a and b be equal?' });
    await question.getByText('asked by Bob Byte').waitFor();
    await question.getByLabel('Answer').fill('Yes, they can.');
    await saveScreenshot(jury, 'contest-clarifications-light-wide');
    await question.getByRole('button', { name: 'Answer to all' }).click();
    const answered = adaPage.getByTestId('clarification').filter({ hasText: 'Yes, they can.' });
    await answered.waitFor();
    expect(await answered.textContent()).toContain('Can a and b be equal?');
    expect(await answered.textContent()).not.toContain('Bob');
    await saveScreenshot(adaPage, 'contest-clarifications-dark-wide');

    // The jury freezes the board; Bob's accepted A after the freeze shows to learners as ? only.
    await openTab(jury, 'Jury');
    await jury.getByRole('button', { name: 'Freeze now' }).click();
    await jury.getByText(/has been frozen since/).waitFor();
    await submitSolution(bobPage, 'A', 'Even or Odd', accepted('even-or-odd'));
    await openTab(bobPage, 'My submissions');
    await bobPage.getByTestId('contest-submission').filter({ hasText: 'Accepted' }).nth(1).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    await openTab(adaPage, 'Scoreboard');
    await adaPage.getByText('The scoreboard is frozen: tries after the freeze show as ? without their results.').waitFor();
    await cell(adaPage, 'Bob Byte', 'A').and(adaPage.locator('[data-state="frozen"]')).waitFor();
    expect(await cellText(adaPage, 'Bob Byte', 'A')).toBe('?');
    expect(await rowOf(adaPage, 'Bob Byte').locator('td').nth(2).textContent()).toBe('1');
    await saveScreenshot(adaPage, 'contest-scoreboard-frozen-dark-wide');
    expect(await findSeriousAccessibilityProblems(adaPage)).toEqual([]);
    await openTab(jury, 'Scoreboard');
    await cell(jury, 'Bob Byte', 'A').and(jury.locator('[data-state="solved"]')).waitFor();

    // The organiser ends the contest and unfreezes: Ada's open board shows the final standings.
    await openTab(jury, 'Jury');
    await jury.getByRole('button', { name: 'End contest now' }).click();
    // Row by row from the bottom first: Bob's row (the lowest with frozen tries) opens on Ada's board at once.
    await jury.getByRole('button', { name: 'Reveal next row' }).click();
    await jury.getByText(/1 row revealed from the bottom/).waitFor();
    await saveScreenshot(jury, 'contest-jury-light-wide');
    await cell(adaPage, 'Bob Byte', 'A').and(adaPage.locator('[data-state="solved"]')).waitFor();
    await jury.getByRole('button', { name: 'Unfreeze scoreboard' }).click();
    await jury.getByText(/The scoreboard was unfrozen/).waitFor();
    const finalRows = await adaPage.getByTestId('scoreboard-row').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)));
    expect(finalRows).toEqual([['1', 'Bob Byte', '2'], ['2', 'Ada Lovelace', '1']]);
    await adaPage.getByText('The scoreboard is frozen').waitFor({ state: 'detached' });

    // A third learner takes part virtually: the board as it stood at their minute 0, then their own solve.
    const cy = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Cy', lastname: 'Later' });
    const cyPage = await learnerPage(cy.token, '/app/contests', { theme: 'dark', viewport: 'phone' });
    await cyPage.getByRole('link', { name: 'Club Round 1' }).click();
    await cyPage.getByRole('button', { name: 'Take part virtually' }).click();
    await cyPage.getByTestId('time-left').waitFor();
    await openTab(cyPage, 'Scoreboard');
    await cyPage.getByText('As it stood at minute 0 of the contest.').waitFor();
    await rowOf(cyPage, 'Cy Later').waitFor();
    for (const name of ['Ada Lovelace', 'Bob Byte']) expect(await rowOf(cyPage, name).locator('td').nth(2).textContent()).toBe('0');
    await saveScreenshot(cyPage, 'contest-virtual-dark-phone');
    await submitSolution(cyPage, 'C', 'Print 1 to N', accepted('print-1-to-n'));
    await openTab(cyPage, 'Scoreboard');
    await cell(cyPage, 'Cy Later', 'C').and(cyPage.locator('[data-state="solved"]')).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    // Virtual participants stay off the official standings.
    await adaPage.reload();
    await openTab(adaPage, 'Scoreboard');
    await rowOf(adaPage, 'Bob Byte').waitFor();
    expect(await rowOf(adaPage, 'Cy Later').count()).toBe(0);
  });

  it('lets a learner register a team where the contest allows teams of up to three', async () => {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: organiser.email, password: organiser.password }) });
    const { token } = (await login.json()) as { token: string };
    const body = {
      title: 'Team Relay',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      durationMinutes: 90,
      freezeMinutes: 0,
      rules: 'icpc',
      access: 'public',
      languages: ['python'],
      maxTeamSize: 3,
      problems: [{ problemId: PROBLEMS[0], color: '#e53935' }],
    };
    const created = await fetch(`${server.baseUrl}/api/app/contests`, { method: 'POST', headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const { id } = (await created.json()) as { id: string };
    const mate = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Mo', lastname: 'Mate' });
    for (const [theme, viewport] of [['dark', 'phone'], ['light', 'wide']] as const) {
      const captain = await registerUser(server.baseUrl, { ...newTestUser(), firstname: 'Cap', lastname: theme });
      const page = await learnerPage(captain.token, `/app/contests/${id}`, { theme, viewport });
      await page.getByLabel('Team name (optional)').fill(`Owls ${theme}`);
      if (theme === 'dark') await page.getByLabel("Teammates' e-mails (up to 2)").fill(mate.email);
      await saveScreenshot(page, `contest-team-register-${theme}-${viewport}`);
      expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Register team' }).click();
      await page.getByText(`Team Owls ${theme}`).waitFor();
      await page.getByTestId('time-left').waitFor();
      await openTab(page, 'Scoreboard');
      await rowOf(page, `Owls ${theme}`).waitFor();
      await saveScreenshot(page, `contest-team-scoreboard-${theme}-${viewport}`);
      await page.context().close();
    }
    // The teammate takes part in the captain's team, not on their own.
    const { page: matePage } = await openPage(browser, server.baseUrl, { theme: 'light', viewport: 'wide' });
    await gotoSignedIn(matePage, mate.token, `/app/contests/${id}`);
    await matePage.getByText('Team Owls dark').waitFor();
    expect(await matePage.getByRole('button', { name: /^Register/ }).count()).toBe(0);
    await matePage.context().close();
  });

  it('shows the contest screens at 1440×900 and 375×812 in both themes', async () => {
    const contests = await fetch(`${server.baseUrl}/api/app/contests`, { headers: { authorization: `Bearer ${(await registerUser(server.baseUrl)).token}` } });
    const { contests: list } = (await contests.json()) as { contests: { id: string; title: string }[] };
    const id = list.find((contest) => contest.title === 'Club Round 1')?.id ?? '';
    const viewer = await registerUser(server.baseUrl);
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of ['wide', 'phone'] as const) {
        const { page } = await openPage(browser, server.baseUrl, { theme, viewport });
        await gotoSignedIn(page, viewer.token, '/app/contests');
        await page.getByRole('link', { name: 'Club Round 1' }).waitFor();
        await saveScreenshot(page, `contests-list-${theme}-${viewport}`);
        await page.goto(`/app/contests/${id}`);
        await openTab(page, 'Scoreboard');
        await rowOf(page, 'Bob Byte').waitFor();
        await saveScreenshot(page, `contest-scoreboard-${theme}-${viewport}`);
        // The wide board scrolls inside its card; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport === 'phone' ? 375 : 1440);
        await page.context().close();
      }
    }
  });
});
