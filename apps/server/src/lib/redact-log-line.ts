/**
 * A stored password hash (`scrypt$N$r$p$salt$key`) can reach a log line inside a
 * database error, which quotes the failed query's parameters. Every line is
 * scrubbed as it is written, whatever object carried the hash.
 */
const PASSWORD_HASH = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+/g;

export const REDACTED_HASH = 'scrypt$[redacted]';

export function redactLogLine(line: string): string {
  return line.replace(PASSWORD_HASH, REDACTED_HASH);
}
