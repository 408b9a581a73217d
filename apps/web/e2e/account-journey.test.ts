import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gotoSignedIn, launchBrowser, newTestUser, openPage, registerUser, saveScreenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');

async function editFirstName(page: Page, firstname: string) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First Name').fill(firstname);
  // The page reloads 1.5 s after a save: listen before saving so a slow machine cannot miss it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully').waitFor();
  await reloaded;
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
}

describe('an account from sign-up to a new password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, edits the profile, changes the password and signs in with it', async () => {
    const user = newTestUser();
    const newPassword = 'Fresh#Pass42';
    const { context, page } = await openPage(browser, baseUrl);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('First Name').fill(user.firstname);
    await page.getByLabel('Last Name').fill(user.lastname);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${baseUrl}/app`);
    await page.getByRole('heading', { name: `${user.firstname} ${user.lastname}` }).waitFor();

    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByText('Welcome to CodePath!').waitFor();
    await editFirstName(page, 'Grace'); // the free first update
    expect(await page.getByText(/profile updates remaining/).count()).toBe(0);
    await editFirstName(page, 'Marie');
    await page.getByText('You have 2 of 3 profile updates remaining.').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Marie');

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alertdialog', { name: 'Security Confirmation' }).waitFor();
    await saveScreenshot(page, 'settings-security-confirmation', { isFullPage: false });
    await page.getByRole('button', { name: 'Yes, Continue' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await saveScreenshot(page, 'settings-password-form');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully. Please log in again with your new password.').waitFor();

    await page.waitForURL(`${baseUrl}/login`, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/app`);
    await page.getByRole('heading', { name: `Marie ${user.lastname}` }).waitFor();
    await context.close();
  });

  it('keeps everything typed when a profile save is refused', async () => {
    const someoneElse = await registerUser(baseUrl);
    const user = await registerUser(baseUrl);
    const { context, page } = await openPage(browser, baseUrl);
    await gotoSignedIn(page, user.token, '/app/settings');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Last Name').fill('Hopper');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email');

    await page.getByLabel('Email').fill(someoneElse.email);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('region', { name: 'Profile Settings' }).getByRole('alert').filter({ hasText: 'already used' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(someoneElse.email);
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Hopper');
    await saveScreenshot(page, 'settings-refused-save');
    await context.close();
  });
});
