import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { launchBrowser, newTestUser, openPage, registerUser, saveScreenshot } from './support/browser.ts';

// GitHub sign-in end to end: a server of our own configured with a GitHub stand-in on
// loopback (authorize redirect, token exchange, /user, /user/emails), so no request leaves the machine.

const CLIENT = { id: 'Iv1.e2e', secret: 'e2e-secret' };

type GithubAccount = { id: number; name: string; email: string };

interface GithubStandIn {
  url: string;
  /** The account the next authorization signs in as. */
  signInAs(account: GithubAccount): void;
  /** Holds token exchanges until the returned function is called. */
  holdTokenExchanges(): () => void;
  close(): Promise<void>;
}

const json = (response: http.ServerResponse, body: unknown) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function startGithubStandIn(): Promise<GithubStandIn> {
  let next: GithubAccount | null = null;
  let gate: Promise<void> = Promise.resolve();
  const byCode = new Map<string, GithubAccount>();
  const byToken = new Map<string, GithubAccount>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      if (url.pathname === '/login/oauth/authorize') {
        const code = randomUUID();
        if (next) byCode.set(code, next);
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' }).toString();
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/login/oauth/access_token') {
        await gate;
        const form = JSON.parse(body || '{}') as Record<string, string>;
        const account = byCode.get(form.code ?? '');
        if (!account || form.client_secret !== CLIENT.secret) return json(response, { error: 'bad_verification_code' });
        byCode.delete(form.code ?? '');
        const token = randomUUID();
        byToken.set(token, account);
        return json(response, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
      }
      const account = byToken.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!account) {
        response.writeHead(401, { 'content-type': 'application/json' });
        return response.end('{"message":"Bad credentials"}');
      }
      if (url.pathname === '/user') return json(response, { id: account.id, login: `user${account.id}`, name: account.name, avatar_url: null });
      if (url.pathname === '/user/emails') return json(response, [{ email: account.email, primary: true, verified: true }]);
      response.writeHead(404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    signInAs: (account) => void (next = account),
    holdTokenExchanges() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function startServerWithGithub(github: GithubStandIn): Promise<AppServer> {
  return startAppServer({ GITHUB_CLIENT_ID: CLIENT.id, GITHUB_CLIENT_SECRET: CLIENT.secret, GITHUB_BASE_URL: github.url, GITHUB_API_URL: github.url });
}

describe('GitHub sign-in', () => {
  let browser: Browser;
  let github: GithubStandIn;
  let app: AppServer;

  beforeAll(async () => {
    github = await startGithubStandIn();
    [browser, app] = await Promise.all([launchBrowser(), startServerWithGithub(github)]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await github?.close();
  });

  async function startFromLoginPage(): Promise<Page> {
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    return page;
  }

  it("goes to GitHub and back, shows 'Completing authentication...' and lands on the dashboard", async () => {
    github.signInAs({ id: 1001, name: 'Grace Hopper', email: `grace-${randomUUID().slice(0, 6)}@example.com` });
    const release = github.holdTokenExchanges();

    const page = await startFromLoginPage();

    await page.getByText('Completing authentication...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/github/callback');
    await saveScreenshot(page, 'github-callback-loading');
    release();
    await page.waitForURL('**/app');
    await page.getByText('Grace').first().waitFor();
  });

  it("shows 'Email Already Registered' for an e-mail that signs in with a password", async () => {
    const existing = await registerUser(app.baseUrl, newTestUser());
    github.signInAs({ id: 1002, name: 'Same Person', email: existing.email });

    const page = await startFromLoginPage();

    await page.getByRole('heading', { name: 'Email Already Registered' }).waitFor();
    await expect(page.getByText('Each email can only be associated with one authentication method.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Try Different Email' }).isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'github-callback-conflict');
    await page.getByRole('button', { name: 'Use Email Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it("shows 'Authentication Failed' when the state does not match, and returns to the login page", async () => {
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('github_oauth_state', 'the-real-state'));

    await page.goto('/auth/github/callback?code=anything&state=forged');

    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    await expect(page.getByText('State validation failed - please try again').isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'github-callback-failure');
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('shows the server\'s reason when GitHub refuses the code', async () => {
    const { page } = await openPage(browser, app.baseUrl);
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('github_oauth_state', 's1'));

    await page.goto('/auth/github/callback?code=never-issued&state=s1');

    await page.getByText('Failed to authenticate with GitHub').waitFor();
  });
});
