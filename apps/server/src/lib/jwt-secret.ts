import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The secret from JWT_SECRET, or one generated on first start and kept in DATA_DIR
 * (readable by the owner only), so tokens survive restarts without a constant in code.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE);
  try {
    // 'wx' fails if the file exists, so two servers starting together keep the first secret.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  return new TextEncoder().encode(secret);
}

export const randomJwtSecret = (): Uint8Array => new Uint8Array(randomBytes(48));
