import fs from 'node:fs';
import * as tar from 'tar';

/**
 * The files of a package folder as one gzip tar archive: folders and regular
 * files only, the same files `hashPackageDir` covers. Owners and times are left
 * out (`portable`); file modes are kept.
 */
export async function packPackageDir(dir: string): Promise<Buffer> {
  const entries = fs.readdirSync(dir).sort();
  const pack = tar.create(
    {
      gzip: true,
      cwd: dir,
      portable: true,
      filter: (_entryPath, stat) => ('isFile' in stat ? stat.isFile() || stat.isDirectory() : true),
    },
    entries,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Writes the files of an archive made by `packPackageDir` into `dir`, which must
 * exist. Absolute paths and `..` are refused (tar's defaults); the caller checks the
 * content hash of the result.
 */
export async function unpackPackage(archive: Buffer, dir: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const unpack = tar.extract({ cwd: dir, strict: true, preservePaths: false });
    unpack.on('error', reject);
    unpack.on('close', () => resolve());
    unpack.end(archive);
  });
}
