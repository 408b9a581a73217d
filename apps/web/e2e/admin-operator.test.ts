import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { writeHelloPackage, zipFolder } from '../../../scripts/support/kattis-hello.mjs';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, newTestUser, openPage, registerUser, saveScreenshot, screenshotsDir } from './support/browser.ts';

// A new operator runs the platform: an admin granted from the command line before the
// first start, a Kattis package uploaded as a zip, verified, published, solved by a
// learner, its test changed, the submission rejudged, and the learner's verdict and
// score follow. Its own server (the CLI needs the embedded database before it starts),
// with an empty problems folder so only the uploaded problem exists.

const repositoryRoot = path.resolve(screenshotsDir, '..');
const JUDGING_TIMEOUT_MS = 90_000;
const operator = { ...newTestUser(), email: `operator-${Date.now()}@example.com` };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-operator-'));
let server: AppServer;
let browser: Browser;
let grantOutput = '';

async function helloZip(name: string, greeting?: string): Promise<string> {
  const dir = path.join(work, `${name}-package`);
  writeHelloPackage(dir, greeting ? { greeting } : {});
  const file = path.join(work, `${name}.zip`);
  fs.writeFileSync(file, await zipFolder(dir, 'hello'));
  return file;
}

beforeAll(async () => {
  const problemsDir = path.join(work, 'problems');
  fs.mkdirSync(problemsDir);
  server = await startAppServer(
    { PROBLEMS_DIR: problemsDir },
    {
      prepare(dataDir) {
        const granted = spawnSync('npm', ['run', 'admin', '--', 'grant', operator.email], { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
        grantOutput = `${granted.stdout}${granted.stderr}`;
        if (granted.status !== 0) throw new Error(`npm run admin failed:\n${grantOutput}`);
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

async function uploadAndPublish(page: Page, file: string, version: number) {
  await page.getByLabel('Package archive (.zip or .tar.gz)').setInputFiles(file);
  await page.getByRole('button', { name: version === 1 ? 'Upload problem' : 'Upload new version' }).click();
  const report = page.getByTestId('verify-report');
  await report.getByText(`Verification of version ${version}`).waitFor();
  await report.getByText('passed', { exact: true }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
  expect(await report.getByRole('row').count()).toBe(3);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText(`learners get version ${version}`).waitFor();
}

describe('a new operator', () => {
  it('grants the first admin from the command line, uploads and publishes a problem, and a rejudge moves a learner\'s verdict and score', async () => {
    expect(grantOutput).toContain(`No account uses ${operator.email} yet: the account that signs up with it gets these staff roles: admin.`);

    // The operator signs up with the granted e-mail and finds the admin area.
    const { page } = await openPage(browser, server.baseUrl, { theme: 'light' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill(operator.firstname);
    await page.getByLabel('Last Name').fill(operator.lastname);
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel('Password', { exact: true }).fill(operator.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${server.baseUrl}/app`);
    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Workers (1 alive)' }).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'admin-judge-light');

    // Upload the package as a zip, watch it verify, publish it.
    await page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: 'Problems' }).click();
    await uploadAndPublish(page, await helloZip('hello'), 1);
    await saveScreenshot(page, 'admin-problem-published-light');

    // A learner solves it.
    const learner = await registerUser(server.baseUrl);
    const { page: learnerPage } = await openPage(browser, server.baseUrl, { theme: 'dark' });
    await learnerPage.goto('/');
    await learnerPage.evaluate((token) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('code-language:hello', 'python');
      localStorage.setItem('code:hello:python', 'print("Hello World!")\n');
    }, learner.token);
    await learnerPage.goto('/app/problems/hello/solve');
    await learnerPage.locator('.monaco-editor .view-lines').waitFor();
    await learnerPage.getByRole('button', { name: 'Submit' }).click();
    await learnerPage.getByTestId('verdict').filter({ hasText: 'Accepted' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    expect(await learnerPage.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // The author changes the test (the greeting gains a comma), publishes it and rejudges every submission.
    await uploadAndPublish(page, await helloZip('hello-v2', 'Hello, World!'), 2);
    await page.getByRole('button', { name: 'Rejudge' }).click();
    await page.getByRole('alertdialog', { name: 'Rejudge submissions?' }).getByRole('button', { name: 'Rejudge' }).click();
    await page.getByText('1 of 1 judged · 1 changed').waitFor({ timeout: JUDGING_TIMEOUT_MS });
    const item = page.getByTestId('rejudge-item');
    expect(await item.textContent()).toMatch(/Accepted.*score 100.*v1.*Wrong Answer.*score 0.*v2/);
    await saveScreenshot(page, 'admin-rejudge-light');
    expect(await findSeriousAccessibilityProblems(page)).toEqual([]);

    // The learner's verdict and score follow: Wrong Answer, no longer solved, score 0.
    await learnerPage.goto('/app/submissions');
    const submission = learnerPage.getByTestId('submission-row');
    await submission.filter({ hasText: 'Wrong Answer' }).waitFor();
    expect(await submission.count()).toBe(1);
    expect(await submission.textContent()).not.toContain('Accepted');
    await learnerPage.goto('/app/problems');
    const row = learnerPage.getByTestId('problem-row').filter({ hasText: 'Hello World' });
    await row.getByRole('link', { name: /Review Hello World/ }).waitFor();
    await learnerPage.goto('/app/scoreboard');
    await learnerPage.getByText('0/1').first().waitFor();
    await saveScreenshot(learnerPage, 'admin-rejudged-learner-scoreboard-dark');

    // The same screens in the other theme, and on a phone.
    const { page: dark } = await openPage(browser, server.baseUrl, { theme: 'dark' });
    const token = await page.evaluate(() => localStorage.getItem('auth_token') ?? '');
    await dark.goto('/');
    await dark.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await dark.goto('/app/admin/problems/hello');
    await dark.getByTestId('verify-report').waitFor();
    await saveScreenshot(dark, 'admin-problem-dark');
    expect(await findSeriousAccessibilityProblems(dark)).toEqual([]);
    const { page: phone } = await openPage(browser, server.baseUrl, { theme: 'dark', viewport: 'mobile' });
    await phone.goto('/');
    await phone.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await phone.goto('/app/admin/audit');
    await phone.getByTestId('audit-entry').first().waitFor();
    await saveScreenshot(phone, 'admin-audit-mobile-dark');
  });
});
