import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/** Field names the API reads somewhere, so generated bodies hit real fields with wrong values. */
const KNOWN_FIELDS = [
  'email', 'password', 'firstname', 'lastname', 'currentPassword', 'newPassword', 'credential', 'code', 'state',
  'redirectUri', 'language', 'problemId', 'input', 'output', 'executionTime', 'memoryUsed', 'timeSpent', 'passed',
  'submissionId', 'isCorrect', 'timeZone', 'limit', 'token', 'id', '__proto__', 'constructor',
];

/** Values that are almost right, so some requests get past the first field and into the handlers. */
const PLAUSIBLE = ['python', 'c', 'cpp', 'java', 'line-sum', 'fuzz@example.com', 'Ada', 'print(1)', 'UTC', '20', true, 0];

const CONTROL_TEXTS = ['\u0000', 'a\u0000b', '\u0001\u0007\u001b[2J\u007f', '\r\n\r\nX-Injected: 1', '\ud800', 'a\udfffb', '\u202egnp.exe', '\ufeff', '🙂👨‍👩‍👧', 'Ǆ̀́̂'];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...CONTROL_TEXTS),
  fc.string().map((s) => `${s}\u0000`),
  fc.integer({ min: 1_000, max: 200_000 }).map((size) => 'x'.repeat(size)),
);

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, 2 ** 64, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER),
);

const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...PLAUSIBLE),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_FIELDS), fc.string()), tie('value'), { maxKeys: 4 }),
  ),
}));

/** An object body: known fields with wrong (or plausible) values, fields missing, extra ones. */
const objectBody = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_FIELDS), text), jsonValue, { maxKeys: 8 });

/** Bodies that are not an object of fields: raw text the JSON parser and the schemas must refuse. */
const rawBody = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom('', ' ', 'null', 'true', '1e999', '-0', '"\\u0000"', '{"email":', '{"a":1,"a":2}', '\u0000', '[]', '{}', '{"__proto__":{"x":1}}'),
  fc.constant(`{"code":"${'y'.repeat(1.6 * 1024 * 1024)}"}`),
  text,
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json\u0000',
];

/** encodeURIComponent throws on a lone surrogate; such a value goes as its raw UTF-8 bytes' escapes instead. */
function encodeSafely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const pathValue = fc.oneof(
  text.map(encodeSafely),
  fc.constantFrom('line-sum', 'LINE-SUM', 'python', '%00', '%', '%E0%A4%A', '..', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '-1', '1e999', '00000000-0000-0000-0000-000000000000', 'a'.repeat(5_000)),
  fc.constant(null).map(() => randomUUID()),
);

const queryString = fc
  .dictionary(fc.oneof(fc.constantFrom(...KNOWN_FIELDS), fc.string()), fc.oneof(text, number.map(String), fc.constantFrom(...PLAUSIBLE).map(String)), { maxKeys: 4 })
  .map((query) => Object.entries(query).map(([key, value]) => `${encodeSafely(key)}=${encodeSafely(value)}`).join('&'));

export type Credentials = 'valid' | 'none' | 'garbage' | 'truncated';

export interface FuzzRequest {
  inject: InjectOptions;
  /** What to print when this request fails: the request, not 1.6 MB of it. */
  describe(): string;
}

const excerpt = (value: unknown, length = 300) => {
  const shown = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return shown.length > length ? `${shown.slice(0, length)}… (${shown.length} characters)` : shown;
};

/** One generated request to `method url`, its path parameters replaced by generated values. */
export function fuzzRequest(method: string, url: string, validToken: string): fc.Arbitrary<FuzzRequest> {
  const parameterCount = (url.match(/:[A-Za-z]+/g) ?? []).length;
  return fc
    .record({
      params: fc.array(pathValue, { minLength: parameterCount, maxLength: parameterCount }),
      query: fc.option(queryString, { nil: undefined }),
      body: fc.option(fc.oneof(objectBody.map((body) => JSON.stringify(body)), rawBody), { nil: undefined }),
      contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined, freq: 4 }),
      credentials: fc.constantFrom<Credentials>('valid', 'valid', 'none', 'garbage', 'truncated'),
      lastEventId: fc.option(fc.oneof(text, number.map(String)), { nil: undefined }),
      address: fc.integer({ min: 1, max: 250 }),
    })
    .map(({ params, query, body, contentType, credentials, lastEventId, address }) => {
      let filled = url;
      for (const value of params) filled = filled.replace(/:[A-Za-z]+/, value);
      if (query !== undefined) filled += `?${query}`;
      const headers: Record<string, string> = {};
      if (credentials === 'valid') headers.authorization = `Bearer ${validToken}`;
      if (credentials === 'garbage') headers.authorization = 'Bearer not.a.token';
      if (credentials === 'truncated') headers.authorization = `Bearer ${validToken.slice(0, 40)}`;
      if (body !== undefined && method !== 'GET' && method !== 'HEAD') headers['content-type'] = contentType ?? 'application/json';
      if (lastEventId !== undefined) headers['last-event-id'] = encodeSafely(lastEventId);
      const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
      const shownBody = hasBody ? body : '-';
      const inject: InjectOptions = {
        method: method as InjectOptions['method'],
        url: filled,
        headers,
        remoteAddress: `10.1.0.${address}`,
        ...(hasBody ? { payload: body } : {}),
      };
      return {
        inject,
        describe: () =>
          `${method} ${excerpt(filled)} credentials=${credentials} content-type=${excerpt(headers['content-type'] ?? '-')} last-event-id=${excerpt(lastEventId ?? '-')} body=${excerpt(shownBody)}`,
        [fc.toStringMethod]: () => `${method} ${excerpt(filled, 120)} body=${excerpt(shownBody, 120)}`,
      };
    });
}
