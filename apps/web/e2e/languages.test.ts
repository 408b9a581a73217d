import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Language, LANGUAGE_LABELS } from '@codepath/contract/enums';
import { gotoSignedIn, launchBrowser, openPage, registerUser, replaceCode, saveScreenshot, screenshotsDir } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const problemsDir = path.resolve(screenshotsDir, '../problems');
const JUDGING_TIMEOUT_MS = 60_000;

/** Two Sum in a new language: the package's own solution and template, and programs that fail each their own way. */
const PROGRAMS = {
  javascript: {
    solution: 'solution.js',
    firstLine: 'function twoSum(nums, target) {',
    crash: { code: "// crashes on sample 1\nconst d = require('fs').readFileSync(0, 'utf8').split(/\\s+/);\nconst pairs = [];\nconsole.log(pairs[Number(d[0])].join(' '));\n", name: 'TypeError at line 4 of main.js' },
    slow: "// all pairs\nconst d = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);\nconst n = d[0], t = d[n + 1];\nfor (let i = 1; i <= n; i++) for (let j = i + 1; j <= n; j++) if (d[i] + d[j] === t) { console.log(i - 1, j - 1); process.exit(0); }\n",
    broken: 'function twoSum(nums, target) {\n  return [;\n}\n',
  },
  rust: {
    solution: 'solution.rs',
    firstLine: 'use std::io::{self, Read};',
    crash: { code: '// crashes on sample 1\nuse std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let n: usize = s.split_whitespace().next().unwrap().parse().unwrap();\n    let nums = vec![0; n];\n    println!("{}", nums[n]);\n}\n', name: 'panic: index out of bounds at line 8 of main.rs' },
    slow: '// all pairs\nuse std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let d: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    let n = d[0] as usize;\n    for i in 1..=n {\n        for j in i + 1..=n {\n            if std::hint::black_box(d[i]) + std::hint::black_box(d[j]) == d[n + 1] {\n                println!("{} {}", i - 1, j - 1);\n                return;\n            }\n        }\n    }\n}\n',
    broken: 'fn main() {\n    let answer: i32 = "none";\n}\n',
  },
} as const;

async function submitAndWait(page: Page, code: string, verdict: string) {
  await replaceCode(page, code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('verdict').filter({ hasText: verdict }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
}

describe('solving Two Sum in the new languages on the solve page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['javascript', 'rust'] as const)('offers every language, loads the %s template highlighted, and gives each kind of program its verdict and named reason', async (language) => {
    const programs = PROGRAMS[language];
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'wide', theme: 'light' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await gotoSignedIn(page, user.token, '/app/problems/two-sum/solve');
    await page.getByRole('heading', { name: 'Two Sum' }).waitFor();
    const selector = page.getByRole('combobox', { name: 'Language' });
    expect(await selector.locator('option').allTextContents()).toEqual(Language.options.map((id) => LANGUAGE_LABELS[id]));
    await selector.selectOption(language);

    // The template of the package, coloured by the language's grammar: keywords are tokens of their own.
    const firstLine = page.locator('.monaco-editor .view-line').filter({ hasText: programs.firstLine });
    await firstLine.waitFor();
    // The grammar loads after the editor: poll until its tokens are drawn.
    const tokenClasses = () => firstLine.locator('span span').evaluateAll((spans) => new Set(spans.map((span) => span.className)).size);
    await expect.poll(tokenClasses, { timeout: 10_000 }).toBeGreaterThan(1);
    await saveScreenshot(page, `languages-${language}-template`, { isFullPage: false });

    const template = await (await page.request.get(`/api/problems/two-sum/template/${language}`, { headers: { Authorization: `Bearer ${user.token}` } })).json();
    await submitAndWait(page, (template.template as string).replace('Write your solution here', 'First attempt'), 'Wrong Answer');

    await submitAndWait(page, programs.crash.code, 'Runtime Error');
    expect(await page.getByTestId('failed-sample').textContent()).toContain(programs.crash.name);

    await submitAndWait(page, programs.broken, 'Compilation Error');
    expect(await page.getByTestId('compile-error').getByRole('list', { name: 'Compiler messages' }).textContent()).toMatch(/^Line 2, column \d+:/);
    await saveScreenshot(page, `languages-${language}-compile-error`, { isFullPage: false });

    await submitAndWait(page, programs.slow, 'Time Limit Exceeded');
    expect(await page.getByTestId('failed-hidden-test').textContent()).toMatch(/^Time Limit Exceeded on hidden test \d+ of \d+/);

    // Run plays the samples in the test-case panel; Submit judges every test.
    const solution = fs.readFileSync(path.join(problemsDir, 'two-sum/submissions/accepted', programs.solution), 'utf8');
    await replaceCode(page, solution);
    await page.getByRole('button', { name: 'Run Code' }).click();
    await page.getByTestId('testcase-panel').getByTestId('cases-summary').filter({ hasText: '2/2 cases passed' }).waitFor({ timeout: JUDGING_TIMEOUT_MS });
    await submitAndWait(page, solution, 'Accepted');
    await saveScreenshot(page, `languages-${language}-accepted`, { isFullPage: false });

    // My Submissions names the language as the selector does.
    await page.goto('/app/submissions');
    const rows = page.getByRole('row').filter({ hasText: 'Two Sum' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
    for (const row of await rows.all()) expect(await row.textContent()).toContain(LANGUAGE_LABELS[language]);
    await saveScreenshot(page, `languages-${language}-my-submissions`, { isFullPage: false });
    await context.close();
  }, 300_000);
});
