import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { findSeriousAccessibilityProblems } from './support/accessibility.ts';
import { collectConsoleErrors, gotoSignedIn, launchBrowser, openPage, registerUser, saveScreenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const publicPages = [
  { name: 'landing', path: '/', heading: 'Learn to code by solving real problems' },
  { name: 'features', path: '/features', heading: 'Built for learning by doing' },
  { name: 'about', path: '/about', heading: 'Our mission' },
  { name: 'login', path: '/login', heading: 'Welcome Back' },
];

describe('every public page, the login screen and settings, in both themes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`renders the public pages in the ${theme} theme`, async () => {
      const { context, page } = await openPage(browser, baseUrl, { theme });
      const consoleErrors = collectConsoleErrors(page);
      for (const { name, path, heading } of publicPages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await saveScreenshot(page, `${name}-${theme}`);
        expect(await findSeriousAccessibilityProblems(page), `${name} in ${theme}`).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`renders settings in the ${theme} theme`, async () => {
      const user = await registerUser(baseUrl);
      const { context, page } = await openPage(browser, baseUrl, { theme });
      await gotoSignedIn(page, user.token, '/app/settings');
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      await saveScreenshot(page, `settings-${theme}`);
      expect(await findSeriousAccessibilityProblems(page)).toEqual([]);
      await context.close();
    });
  }

  it('fits the landing page, login and the shell on a 375 px wide phone', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: 'mobile' });
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await fitsWidth()).toBe(true);
    await saveScreenshot(page, 'landing-mobile');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await fitsWidth()).toBe(true);
    await saveScreenshot(page, 'login-mobile');
    await gotoSignedIn(page, user.token, '/app/settings');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(await fitsWidth()).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(400); // let the slide-in transition finish
    await saveScreenshot(page, 'shell-menu-mobile', { isFullPage: false });
    await context.close();
  });
});
