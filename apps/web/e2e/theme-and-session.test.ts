import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gotoSignedIn, launchBrowser, openPage, registerUser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('theme and session in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('starts dark and keeps the chosen theme across a reload', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.goto('/');
    expect(await isDark()).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await isDark()).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await context.close();
  });

  it('sends a visitor without a session from /app to /login', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/app/settings');
    // The page asked for rides along, so signing in returns there.
    await page.waitForURL(`${baseUrl}/login?next=%2Fapp%2Fsettings`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await context.close();
  });

  it('on a 401 removes the token and sends the user to /login', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl);
    // A well-formed, unexpired token the server did not sign: the browser accepts it, the API refuses it.
    const [header, payload] = user.token.split('.');
    await gotoSignedIn(page, `${header}.${payload}.forged-signature`, '/app/settings');
    await page.waitForURL(`${baseUrl}/login?next=%2Fapp%2Fsettings`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });

  it('logs out from the shell to the landing page', async () => {
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl);
    await gotoSignedIn(page, user.token, '/app');
    await page.getByRole('heading', { name: `${user.firstname} ${user.lastname}` }).waitFor();
    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });
});
