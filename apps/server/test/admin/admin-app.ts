import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AdminProblemDetail } from '@codepath/contract/admin-problems';
import { changeRolesByEmail } from '../../src/features/admin/users/grant-roles.ts';
import { bearer, registerAccount } from '../support/accounts.ts';
import { filesOf, makeZip } from './archives.ts';
import { writeHelloPackage } from './hello-package.ts';

/** Registers an account and makes it an admin (as `npm run admin -- grant` does). */
export async function registerAdmin(app: FastifyInstance) {
  const admin = await registerAccount(app);
  await changeRolesByEmail(app.db, admin.user.email, { add: ['admin'] }, 'command line');
  return admin;
}

/** The hello package (see hello-package.ts) zipped in one top folder `hello`. */
export async function helloZip(options: Parameters<typeof writeHelloPackage>[1] = {}): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hello-'));
  try {
    writeHelloPackage(dir, options);
    return await makeZip(filesOf(dir, 'hello/'));
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
