import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConstants, substituteConstants, substituteConstantsInText } from './constants.ts';
import { readProblemPackage } from './read-package.ts';

const parsed = parseConstants({ k: 5000000, name: 'Ada', big: { value: 1000, tex: '10^3' } });
const constants = parsed.ok ? parsed.constants : {};

describe('2025-09 constants', () => {
  it('replaces {{name}} and {{name.variant}}, and leaves a sequence naming nothing defined as it is', () => {
    expect(substituteConstantsInText('k={{k}} n={{name}} b={{big.value}} t={{big.tex}} x={{missing}} y={{big.sci}} z={{constructor}}', constants)).toBe(
      'k=5000000 n=Ada b=1000 t=10^3 x={{missing}} y={{big.sci}} z={{constructor}}',
    );
  });

  it('keeps every other byte of a file that is not UTF-8', () => {
    const bytes = Buffer.from([0xff, 0x00, ...Buffer.from('{{k}}'), 0xc3, 0x28]);
    expect(substituteConstants(bytes, constants)).toEqual(Buffer.from([0xff, 0x00, ...Buffer.from('5000000'), 0xc3, 0x28]));
  });

  it('takes \\constant{name} in a LaTeX statement', () => {
    expect(substituteConstantsInText('$n \\le \\constant{big.tex}$, $\\constant{k}$', constants, { isLatex: true })).toBe('$n \\le 10^3$, $5000000$');
  });

  it('refuses a value that is neither a number, a string nor a map with "value"', () => {
    expect(parseConstants({ k: [1, 2] })).toMatchObject({ ok: false });
    expect(parseConstants({ k: { tex: '1' } })).toMatchObject({ ok: false });
  });

  it("puts them in a package's Markdown statement", () => {
    const pkg = readProblemPackage(path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'archives', 'constants-2025-09'));
    expect(JSON.stringify(pkg.statement)).toContain('0 \\\\le n \\\\le 10^3');
    expect(JSON.stringify(pkg.statement)).toContain('n + 3');
  });
});
