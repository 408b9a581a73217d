import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AdminProblemDetail } from '@codepath/contract/admin-problems';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { writeHelloPackage, zipFolder } from '../../../../scripts/support/kattis-hello.mjs';

/** Registers an account and makes it an admin (as `npm run admin -- grant` does). */
export async function registerAdmin(app: FastifyInstance) {
  const admin = await registerAccount(app);
  await changeRolesByEmail(app.db, admin.user.email, { add: ['admin'] }, 'command line');
  return admin;
}

/** The hello package (scripts/support/kattis-hello.mjs) zipped in one top folder `hello`. */
export async function helloZip(options: Parameters<typeof writeHelloPackage>[1] = {}): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hello-'));
  try {
    writeHelloPackage(dir, options);
    return await zipFolder(dir, 'hello');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function uploadArchive(app: FastifyInstance, token: string, url: string, archive: Buffer, contentType = 'application/zip') {
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': contentType }, payload: archive });
}

/** The problem's admin detail once its version's verification has ended. */
export async function waitForVerification(app: FastifyInstance, token: string, slug: string, version: number, timeoutMs = 60_000): Promise<AdminProblemDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = (await app.inject({ method: 'GET', url: `/api/admin/problems/${slug}`, headers: bearer(token) })).json() as AdminProblemDetail;
    const state = detail.versions.find((row) => row.version === version)?.verify.state;
    if (state === 'passed' || state === 'failed') return detail;
    if (Date.now() > deadline) throw new Error(`verification of ${slug} v${version} did not end (state ${state})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads the hello package as a new problem (or a new version of it), waits for its verification and publishes it. */
export async function publishHello(app: FastifyInstance, token: string, options: Parameters<typeof writeHelloPackage>[1] & { isNew: boolean }) {
  const url = options.isNew ? '/api/admin/problems/upload?slug=hello' : '/api/admin/problems/hello/versions';
  const uploaded = await uploadArchive(app, token, url, await helloZip(options));
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.statusCode} ${uploaded.body}`);
  const { version } = uploaded.json() as { version: number };
  const verified = await waitForVerification(app, token, 'hello', version);
  if (verified.versions.find((row) => row.version === version)?.verify.state !== 'passed') throw new Error('hello did not pass its verification');
  const published = await app.inject({ method: 'POST', url: `/api/admin/problems/hello/versions/${version}/publish`, headers: bearer(token) });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.statusCode} ${published.body}`);
  return version;
}
