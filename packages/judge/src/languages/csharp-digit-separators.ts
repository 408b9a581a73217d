/**
 * Mono's C# compiler (mcs 6.8) accepts digit separators in a decimal number but reads each one as a 0:
 * `15_000_000` compiles to 1500000000 and `1_000` to 10000 (hexadecimal and binary numbers are read right). A
 * program using them would run with numbers it never wrote, and fail tests for a reason nobody could see. So a
 * decimal number with a separator is refused before compiling, as a compile error that names it and says what to
 * write instead. Strings, characters and comments are skipped; an interpolated string's holes are code and checked.
 */

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isIdentifierChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);

interface Found {
  /** The number as written. */
  text: string;
  /** 1-based line and column of its first character. */
  line: number;
  column: number;
}

/** The first decimal number written with a digit separator, outside strings, characters and comments. */
export function findSeparatedDecimal(source: string): Found | undefined {
  let at = 0;
  const found = (start: number, text: string): Found => {
    const before = source.slice(0, start);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { text, line: before.split('\n').length, column: start - lineStart + 1 };
  };

  /** Skips a string whose opening quote is at `at`; `verbatim`: "" is its only escape; `interpolated`: {…} holes are code. */
  const skipString = (verbatim: boolean, interpolated: boolean): Found | undefined => {
    at += 1;
    while (at < source.length) {
      const ch = source[at];
      if (ch === '"') {
        if (verbatim && source[at + 1] === '"') {
          at += 2;
          continue;
        }
        at += 1;
        return undefined;
      }
      if (!verbatim && ch === '\\') {
        at += 2;
        continue;
      }
      if (!verbatim && ch === '\n') return undefined;
      if (interpolated && ch === '{') {
        if (source[at + 1] === '{') {
          at += 2;
          continue;
        }
        at += 1;
        const inHole = scanCode('}');
        if (inHole) return inHole;
        at += 1;
        continue;
      }
      at += 1;
    }
    return undefined;
  };

  /** Scans code until `end` at depth 0 (an interpolation hole's `}`) or the source's end. */
  const scanCode = (end?: string): Found | undefined => {
    let depth = 0;
    while (at < source.length) {
      const ch = source[at] as string;
      const next = source[at + 1];
      if (end !== undefined && ch === end && depth === 0) return undefined;
      if (ch === '{' || ch === '(' || ch === '[') depth += 1;
      else if (ch === '}' || ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
      if (ch === '/' && next === '/') {
        const lineEnd = source.indexOf('\n', at);
        at = lineEnd === -1 ? source.length : lineEnd;
      } else if (ch === '/' && next === '*') {
        const commentEnd = source.indexOf('*/', at + 2);
        at = commentEnd === -1 ? source.length : commentEnd + 2;
      } else if (ch === '\'') {
        at += 1;
        while (at < source.length && source[at] !== '\'' && source[at] !== '\n') at += source[at] === '\\' ? 2 : 1;
        at += 1;
      } else if (ch === '"' || ((ch === '@' || ch === '$') && (next === '"' || ((next === '@' || next === '$') && source[at + 2] === '"')))) {
        const prefix = ch === '"' ? '' : next === '"' ? ch : `${ch}${next}`;
        at += prefix.length;
        const inString = skipString(prefix.includes('@'), prefix.includes('$'));
        if (inString) return inString;
      } else if ((isDigit(ch) || (ch === '.' && isDigit(next))) && !isIdentifierChar(source[at - 1]) && source[at - 1] !== '.') {
        const start = at;
        at += 1;
        while (at < source.length) {
          const c = source[at] as string;
          // An exponent's sign belongs to the number (1e+5), a member access's dot does not follow a letter.
          if (isIdentifierChar(c) || (c === '.' && isDigit(source[at + 1])) || ((c === '+' || c === '-') && /[eE]/.test(source[at - 1] ?? '') && !/^0[xXbB]/.test(source.slice(start, at)))) {
            at += 1;
          } else break;
        }
        const text = source.slice(start, at);
        if (text.includes('_') && !/^0[xXbB]/.test(text)) return found(start, text);
      } else if (isIdentifierChar(ch)) {
        while (at < source.length && isIdentifierChar(source[at])) at += 1;
      } else {
        at += 1;
      }
    }
    return undefined;
  };

  return scanCode();
}

/** The compile error for a source with a separated decimal number, in the compiler's own form; undefined when there is none. */
export function refuseSeparatedDecimals(fileName: string, source: string): string | undefined {
  const found = findSeparatedDecimal(source);
  if (!found) return undefined;
  return (
    `${fileName}(${found.line},${found.column}): error: the number ${found.text} has digit separators (_), which this C# compiler ` +
    `(Mono) reads wrongly in a decimal number: write it without them (${found.text.replaceAll('_', '')})`
  );
}
