import { AppError } from '../../../lib/app-error.ts';

export type EntryKind = 'file' | 'folder';

const MAX_PATH_CHARS = 240;
const MAX_DEPTH = 16;

/**
 * An archive entry's name as a safe relative path ("data/secret/01.in"), or a
 * refusal: absolute paths, drive letters, `..` or `.` segments, backslashes, control
 * characters, empty segments and very long or deep paths are never written.
 */
export function checkEntryName(rawName: string, kind: EntryKind): string {
  const name = kind === 'folder' ? rawName.replace(/\/+$/, '') : rawName;
  const refuse = (why: string) => new AppError('BAD_REQUEST', `The archive was refused: ${JSON.stringify(rawName.slice(0, 200))} ${why}.`);
  if (name.length === 0) throw refuse('has no name');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name)) throw refuse('holds a backslash or a control character');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw refuse('is a path outside its folder');
  const segments = name.split('/');
  if (segments.some((segment) => segment === '..')) throw refuse('is a path outside its folder');
  if (segments.some((segment) => segment === '' || segment === '.')) throw refuse('has an empty or "." part');
  if (name.length > MAX_PATH_CHARS || segments.length > MAX_DEPTH) throw refuse('is too long or too deep');
  return name;
}
