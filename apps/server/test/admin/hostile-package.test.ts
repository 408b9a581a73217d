import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudgingTestApp, makeProblemsDir, type JudgingTestApp } from '../judging/support/judging-app.ts';
import { filesOf, makeZip } from './archives.ts';
import { registerAdmin, uploadArchive, waitForVerification } from './admin-app.ts';
import { writeHelloPackage } from '../../../../scripts/support/kattis-hello.mjs';

/**
 * A package whose validators attack the machine during its verification: they try
 * to write into a host folder, to reach a server on the host's loopback, and to
 * change the package's own files. The sandbox contains them: the verification
 * still ends with its report, and none of it happened.
 */
let t: JudgingTestApp;
let admin: string;
let listener: net.Server;
let port = 0;
let connections = 0;
const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-host-'));

const ATTACKS = (marker: string) => `
import os, socket, sys
def attempt(what, action):
    try:
        action()
        print(what + ": done", file=sys.stderr)
    except Exception as error:
        print(what + ": " + type(error).__name__, file=sys.stderr)
attempt("write host folder", lambda: open(${JSON.stringify(path.join(hostDir, marker))}, "w").write("owned"))
attempt("reach host", lambda: socket.create_connection(("127.0.0.1", ${'PORT'}), timeout=2))
attempt("change package", lambda: open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "validate.py"), "a").write("#"))
`;

function hostilePackage(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
  writeHelloPackage(dir, { name: 'Hostile Hello' });
  fs.appendFileSync(path.join(dir, 'problem.yaml'), 'validation: custom\n');
  const attacks = (marker: string) => ATTACKS(marker).replace('PORT', String(port));
  fs.mkdirSync(path.join(dir, 'output_validators/attack'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'output_validators/attack/validate.py'),
    `${attacks('from-output-validator')}
judge_in, judge_ans, feedback_dir = sys.argv[1:4]
sys.exit(42 if sys.stdin.read().split() == open(judge_ans).read().split() else 43)
`,
  );
  fs.mkdirSync(path.join(dir, 'input_validators'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'input_validators/validate.py'), `${attacks('from-input-validator')}\nsys.stdin.read()\nsys.exit(42)\n`);
  return dir;
}

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
  t = await createJudgingTestApp(makeProblemsDir([]));
  admin = (await registerAdmin(t.app)).token;
});
afterAll(async () => {
  await t?.close();
  listener.close();
  fs.rmSync(hostDir, { recursive: true, force: true });
});

describe('a package whose validators attack the sandbox', () => {
  it('is verified to the end with nothing of the attack happening', async () => {
    const dir = hostilePackage();
    const archive = await makeZip(filesOf(dir, 'hostile/'));
    fs.rmSync(dir, { recursive: true, force: true });
    const uploaded = await uploadArchive(t.app, admin, '/api/admin/problems/upload', archive);
    expect(uploaded.statusCode).toBe(201);
    const detail = await waitForVerification(t.app, admin, 'hostile', 1);
    const [version] = detail.versions;
    expect(version?.verify).toMatchObject({ state: 'passed', total: 2, error: null });
    expect(version?.verify.findings.join('\n')).toContain('checked by input_validators/validate.py: all valid');
    expect(fs.readdirSync(hostDir)).toEqual([]);
    expect(connections).toBe(0);
    // The stored package is untouched: downloading it gives the validator as uploaded.
    const stored = await t.judging.problemVersions.filesOf('hostile', 1);
    expect(fs.readFileSync(path.join(stored?.dir ?? '', 'output_validators/attack/validate.py'), 'utf8').endsWith('#')).toBe(false);
    // Its verification runs seven programs, one printing 30 MiB that the Python validator reads twice: 8-11 s here
    // alone, and past 30 s once in a CI run beside other tests. waitForVerification itself waits up to 60 s.
  }, 120_000);
});
