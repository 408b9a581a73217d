import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { collectConsoleErrors, gotoSignedIn, launchBrowser, newTestUser, openPage, registerUser, saveScreenshot, screenshotsDir } from './support/browser.ts';

// An LMS course opens CodePath by LTI 1.3: an administrator registers the LMS on the admin
// screen, then a learner clicks the course's link and lands, signed in, on the assignment.
// The LMS is a stand-in on loopback (its keys, its authorization endpoint, a course page). The
// course's instructor opens the link first: that launch claims the course for the linked class.

const repositoryRoot = path.resolve(screenshotsDir, '..');
const LMS = { issuer: 'https://lms.e2e.example', clientId: 'codepath-e2e', deploymentId: 'deployment-e2e' };
const operator = { ...newTestUser(), firstname: 'Omar', lastname: 'Operator', email: `operator-${Date.now()}@example.com` };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-lti-'));
let server: AppServer;
let browser: Browser;
let lms: { url: string; close(): Promise<void> };
let assignmentId = '';

const people: Record<string, { givenName: string; familyName: string; role: string }> = {
  'teacher-1': { givenName: 'Tara', familyName: 'Teacher', role: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor' },
  'student-7': { givenName: 'Lia', familyName: 'Student', role: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner' },
};

async function startLmsStandIn(toolBase: () => string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>Course</title></head><body>${body}</body></html>`;
  const httpServer = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/jwks') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ keys: [jwk] }));
    }
    if (url.pathname === '/course') {
      // The course page, as the person named by ?as= sees it: its link starts a third-party
      // initiated login at the tool.
      const fields = { iss: LMS.issuer, login_hint: url.searchParams.get('as') ?? 'student-7', client_id: LMS.clientId, lti_deployment_id: LMS.deploymentId, target_link_uri: `${toolBase()}/api/lti/launch` };
      const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('');
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(page(`<h1>Algorithms 1</h1><form method="post" action="${toolBase()}/api/lti/login">${inputs}<button type="submit">Week 1 in CodePath</button></form>`));
    }
    if (url.pathname === '/authorize') {
      // The platform's answer to the OIDC request: a signed launch posted back by the browser.
      const now = Math.floor(Date.now() / 1000);
      const person = people[url.searchParams.get('login_hint') ?? ''];
      if (!person) {
        response.writeHead(400);
        return response.end();
      }
      const idToken = await new SignJWT({
        nonce: url.searchParams.get('nonce'),
        given_name: person.givenName,
        family_name: person.familyName,
        email: `${person.givenName.toLowerCase()}-${now}@school.example`,
        'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiResourceLinkRequest',
        'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
        'https://purl.imsglobal.org/spec/lti/claim/deployment_id': LMS.deploymentId,
        'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: 'week-1' },
        'https://purl.imsglobal.org/spec/lti/claim/context': { id: 'course-algorithms-1', title: 'Algorithms 1' },
        'https://purl.imsglobal.org/spec/lti/claim/roles': [person.role],
        'https://purl.imsglobal.org/spec/lti/claim/custom': { codepath_assignment: assignmentId },
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key' })
        .setIssuer(LMS.issuer)
        .setSubject(url.searchParams.get('login_hint') ?? '')
        .setAudience(url.searchParams.get('client_id') ?? '')
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey);
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        page(`<form id="f" method="post" action="${url.searchParams.get('redirect_uri')}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${url.searchParams.get('state')}"></form><script>document.getElementById('f').submit()</script>`),
      );
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      httpServer.closeAllConnections();
      httpServer.close(() => resolve());
    }),
  };
}

beforeAll(async () => {
  const problemsDir = path.join(work, 'problems');
  fs.cpSync(path.join(repositoryRoot, 'problems', 'reverse-a-string'), path.join(problemsDir, 'reverse-a-string'), { recursive: true });
  server = await startAppServer(
    { PROBLEMS_DIR: problemsDir },
    {
      prepare(dataDir) {
        const granted = spawnSync('npm', ['run', 'admin', '--', 'grant', operator.email, 'admin'], { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
        if (granted.status !== 0) throw new Error(`npm run admin failed:\n${granted.stdout}${granted.stderr}`);
      },
    },
  );
  lms = await startLmsStandIn(() => server.baseUrl);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await lms?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('an LMS course opening CodePath', () => {
  it('is registered by an administrator, claimed by the instructor\'s launch, then a learner opens the link and lands signed in on the assignment', async () => {
    const account = await registerUser(server.baseUrl, operator);
    const api = async (method: string, url: string, body: unknown) => {
      const response = await fetch(`${server.baseUrl}${url}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` }, body: JSON.stringify(body) });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { id: string };
    };
    const { id: classId } = await api('POST', '/api/classes', { name: 'Algorithms 1' });
    const now = Date.now();
    ({ id: assignmentId } = await api('POST', `/api/classes/${classId}/assignments`, {
      title: 'Week 1',
      problemSlugs: ['reverse-a-string'],
      opensAt: new Date(now - 3_600_000).toISOString(),
      dueAt: new Date(now + 86_400_000).toISOString(),
      lateUntil: null,
      latePenaltyPercent: 0,
    }));

    const { page: admin } = await openPage(browser, server.baseUrl, { theme: 'light', viewport: 'wide' });
    const adminErrors = collectConsoleErrors(admin);
    await gotoSignedIn(admin, account.token, '/app/admin/lti');
    await admin.getByText('No LMS is registered yet.').waitFor();
    await admin.getByText(`${server.baseUrl}/api/lti/login`).waitFor();
    const fields: [string, string][] = [
      ['Name', 'E2E LMS'],
      ['Issuer', LMS.issuer],
      ['Client id', LMS.clientId],
      ['Deployment ids', LMS.deploymentId],
      ['Authorization URL', `${lms.url}/authorize`],
      ['Access token URL', `${lms.url}/token`],
      ['Public keyset URL', `${lms.url}/jwks`],
      ['Linked class id (optional)', classId],
    ];
    for (const [label, value] of fields) await admin.getByLabel(label, { exact: true }).fill(value);
    await admin.getByRole('button', { name: 'Add platform' }).click();
    await admin.getByRole('cell', { name: 'Algorithms 1' }).waitFor();
    await saveScreenshot(admin, 'lti-admin-platforms');
    expect(adminErrors).toEqual([]);

    const { page: instructor } = await openPage(browser, lms.url, { theme: 'light', viewport: 'desktop' });
    await instructor.goto('/course?as=teacher-1');
    await instructor.getByRole('button', { name: 'Week 1 in CodePath' }).click();
    await instructor.waitForURL((url) => url.pathname.startsWith(`/app/classes/${classId}`));
    expect(await instructor.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

    const { page: learner } = await openPage(browser, lms.url, { theme: 'dark', viewport: 'desktop' });
    await learner.goto('/course?as=student-7');
    await learner.getByRole('button', { name: 'Week 1 in CodePath' }).click();
    await learner.waitForURL(`**/app/classes/${classId}/assignments/${assignmentId}`);
    await learner.getByRole('heading', { name: 'Week 1' }).waitFor();
    await saveScreenshot(learner, 'lti-learner-assignment');
    const stored = await learner.evaluate(() => localStorage.getItem('auth_token'));
    expect(stored).toBeTruthy();
  });
});
