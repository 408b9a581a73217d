import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../../../scripts/support/chromium.mjs';
import type { AuthAnswer } from '@codepath/contract/auth';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const screenshotsDir = path.join(repositoryRoot, 'screenshots');

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** desktop and mobile as most tests use them; wide (1440×900) and phone (375×812) as the learner's-day checks name them. */
export type ViewportName = 'desktop' | 'mobile' | 'wide' | 'phone';
const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
  wide: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
};

export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { theme?: 'dark' | 'light'; viewport?: ViewportName } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports[options.viewport ?? 'desktop'] });
  if (options.theme) {
    // Runs before the app's own scripts, like a visitor who chose this theme earlier.
    await context.addInitScript((theme) => {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', theme);
    }, options.theme);
  }
  return { context, page: await context.newPage() };
}

export type TestUser = { email: string; password: string; firstname: string; lastname: string };

export function newTestUser(): TestUser {
  const suffix = randomUUID().slice(0, 8);
  return { email: `learner-${suffix}@example.com`, password: 'Sturdy#Pass1', firstname: 'Ada', lastname: `Tester${suffix}` };
}

/** Registers a fresh account through the API, for tests that start already signed up. */
export async function registerUser(baseUrl: string, user: TestUser = newTestUser()): Promise<TestUser & AuthAnswer> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`Registering ${user.email} failed: ${response.status} ${await response.text()}`);
  return { ...user, ...((await response.json()) as AuthAnswer) };
}

/** Opens `pathname` signed in as the owner of `token`. */
export async function gotoSignedIn(page: Page, token: string, pathname: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(pathname);
}

export async function saveScreenshot(page: Page, name: string, { isFullPage = true } = {}): Promise<string> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: isFullPage });
  return file;
}

/** Errors the page logs or throws (a blocked script, a failed chunk): a healthy page has none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Replaces the editor's whole text by pasting, as a learner would: typing would add
 * Monaco's auto-indent. The page's context needs clipboard permissions.
 */
export async function replaceCode(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  // Pasting leaves the view at the end; the first line is checked, so go back to the top.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.locator('.monaco-editor .view-lines').filter({ hasText: code.trim().split('\n')[0] }).waitFor();
}

/** On screen as it is: inside the window and not hidden by a scrolled container (what is near its top and its bottom is itself). */
export async function isOnScreenWithoutScrolling(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 20);
    const isOwn = (y: number) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && element.contains(found);
    };
    return box.top >= 0 && box.bottom <= window.innerHeight && isOwn(box.top + Math.min(box.height / 2, 8)) && isOwn(box.bottom - Math.min(box.height / 2, 4));
  });
}
