import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesOf, makeTar, makeZip, renameInArchive } from '../../../../test/admin/archives.ts';
import { writeHelloPackage } from '../../../../../../scripts/support/kattis-hello.mjs';
import { AppError } from '../../../lib/app-error.ts';
import { unpackUpload, type UnpackedUpload } from './unpack-upload.ts';

const MIB = 1024 * 1024;
const limits = { archiveBytes: MIB };
const unpacked: UnpackedUpload[] = [];
afterEach(() => {
  for (const upload of unpacked.splice(0)) upload.remove();
});

function helloFiles(prefix = '') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hello-'));
  writeHelloPackage(dir);
  const files = filesOf(dir, prefix);
  fs.rmSync(dir, { recursive: true });
  return files;
}

async function unpack(archive: Buffer) {
  const upload = await unpackUpload(archive, limits);
  unpacked.push(upload);
  return upload;
}

/** The refusal's status and message; also checks that nothing was left in the temporary folder. */
async function refusal(archive: Buffer): Promise<{ status: number; message: string }> {
  const before = new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('codepath-upload-')));
  const error = await unpackUpload(archive, limits).then(
    () => {
      throw new Error('the archive was accepted');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const left = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('codepath-upload-') && !before.has(name));
  expect(left).toEqual([]);
  return { status: (error as AppError).statusCode, message: (error as AppError).userMessage };
}

describe('unpacking an uploaded package', () => {
  it('finds the package at the top of a zip, or in its one top folder, with executable bits kept', async () => {
    const top = await unpack(await makeZip(helloFiles()));
    expect(top.folderName).toBeNull();
    expect(fs.readFileSync(path.join(top.packageDir, 'data/secret/1.ans'), 'utf8')).toBe('Hello World!\n');
    const nested = await unpack(await makeZip([...helloFiles('hello/'), { name: 'hello/build', content: '#!/bin/sh\n', mode: 0o100755 }]));
    expect(nested.folderName).toBe('hello');
    expect(fs.statSync(path.join(nested.packageDir, 'build')).mode & 0o111).not.toBe(0);
    expect(fs.statSync(path.join(nested.packageDir, 'problem.yaml')).mode & 0o111).toBe(0);
  });

  it('reads a tar.gz in the same way', async () => {
    const upload = await unpack(makeTar([{ path: 'hello/', type: 'Directory' }, ...helloFiles('hello/').map((file) => ({ path: file.name, content: file.content ?? '' }))]));
    expect(upload.folderName).toBe('hello');
    expect(fs.readFileSync(path.join(upload.packageDir, 'submissions/accepted/hello.py'), 'utf8')).toContain('Hello World!');
  });

  it('refuses a zip whose entry climbs out of its folder (../), writing nothing outside', async () => {
    const archive = renameInArchive(await makeZip([...helloFiles(), { name: 'xx/evil.txt', content: 'owned' }]), 'xx/evil.txt', '../evil.txt');
    expect(await refusal(archive)).toEqual({ status: 400, message: 'The archive was refused: it holds a path outside its folder.' });
    expect(fs.existsSync(path.join(os.tmpdir(), 'evil.txt'))).toBe(false);
  });

  it('refuses absolute paths and ../ in a tar.gz', async () => {
    expect((await refusal(makeTar([{ path: '../../etc/evil', content: 'x' }]))).message).toBe('The archive was refused: "../../etc/evil" is a path outside its folder.');
    expect((await refusal(makeTar([{ path: '/tmp/evil', content: 'x' }]))).message).toBe('The archive was refused: "/tmp/evil" is a path outside its folder.');
  });

  it('refuses symbolic links and hard links in zips and tars', async () => {
    const zipLink = await makeZip([...helloFiles(), { name: 'data/secret/2.in', content: '/etc/passwd', mode: 0o120777 }]);
    expect(await refusal(zipLink)).toEqual({ status: 400, message: 'The archive was refused: data/secret/2.in is a link or a special file; a package holds only files and folders.' });
    const tarLink = makeTar([{ path: 'problem.yaml', content: 'name: x\n' }, { path: 'data', type: 'SymbolicLink', linkpath: '/etc' }]);
    expect((await refusal(tarLink)).message).toBe('The archive was refused: data is a link; a package holds only files and folders.');
    const hardLink = makeTar([{ path: 'problem.yaml', content: 'name: x\n' }, { path: 'secret', type: 'Link', linkpath: '/etc/shadow' }]);
    expect((await refusal(hardLink)).message).toBe('The archive was refused: secret is a link; a package holds only files and folders.');
  });

  it('stops a zip bomb at the unpacked-size budget, counting what is inflated, not what the archive declares', async () => {
    const bomb = await makeZip([{ name: 'problem.yaml', content: 'name: x\n' }, { name: 'data/secret/1.in', content: Buffer.alloc(40 * MIB) }]);
    expect(bomb.length).toBeLessThan(MIB);
    expect(await refusal(bomb)).toEqual({ status: 413, message: 'The archive was refused: its files take more than 4 MiB unpacked.' });
    // The same entry declaring a tiny size: the inflated bytes are counted all the same.
    const liar = Buffer.from(bomb);
    const central = liar.lastIndexOf(Buffer.from('data/secret/1.in'));
    liar.writeUInt32LE(10, central - 46 + 24);
    expect((await refusal(liar)).message).toBe('The archive was refused: it is not a readable zip archive (too many bytes in the stream. expected 10. got at least 16384).');
  });

  it('stops a gzip bomb in a tar.gz in the same way', async () => {
    const bomb = makeTar([{ path: 'problem.yaml', content: 'name: x\n' }, { path: 'data/secret/1.in', content: Buffer.alloc(40 * MIB) }]);
    expect(bomb.length).toBeLessThan(MIB);
    expect(await refusal(bomb)).toEqual({ status: 413, message: 'The archive was refused: its files take more than 4 MiB unpacked.' });
  });

  it('refuses an archive of 10,000 files before writing them', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ name: `data/secret/${index}.in`, content: '1' }));
    expect(await refusal(await makeZip([{ name: 'problem.yaml', content: 'name: x\n' }, ...many], { compress: false }))).toEqual({
      status: 400,
      message: 'The archive was refused: it holds more than 5,000 files and folders.',
    });
    const tar = makeTar([{ path: 'problem.yaml', content: 'name: x\n' }, ...many.map((file) => ({ path: file.name, content: file.content }))]);
    expect((await refusal(tar)).message).toBe('The archive was refused: it holds more than 5,000 files and folders.');
  });

  it('refuses what is not an archive, a name given twice, and an archive without problem.yaml', async () => {
    expect((await refusal(Buffer.from('just text'))).message).toBe('The upload is not a zip, tar.gz or tar archive.');
    expect((await refusal(makeTar([{ path: 'problem.yaml', content: 'a' }, { path: 'problem.yaml', content: 'b' }]))).message).toBe('The archive was refused: it names problem.yaml twice.');
    expect((await refusal(await makeZip([{ name: 'README.md', content: 'hi' }]))).message).toBe(
      'The archive holds no problem package: problem.yaml must be at its top, or in its one top folder.',
    );
  });
});
