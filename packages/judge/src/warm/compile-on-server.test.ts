import { describe, expect, it } from 'vitest';
import { settleFailure } from './compile-on-server.ts';
import type { CompileServerSpec } from './compile-server.ts';

const spec: CompileServerSpec = { language: 'kotlin', processName: 'kotlinc', command: { argv: ['/bin/true'], env: {} }, extraReadOnlyPaths: [], extraBinds: [] };
const pool = () => ({ failuresInARow: new Map<string, number>(), pausedUntil: new Map<string, number>() });

describe('a failed compile on a long-lived compiler', () => {
  it('pauses the language after three failures in a row that the compiler process did not share', () => {
    const state = pool();
    const said = [1, 2, 3].map(() => settleFailure(state, spec, 'it crashed', true));
    expect(said[2]).toMatch(/after 3 failures in a row, compiles use it for 5 minutes$/);
    expect(state.pausedUntil.get('kotlin')).toBeGreaterThan(Date.now());
  });

  it('does not count a stack overflow on a deeply nested source, however many come', () => {
    const state = pool();
    const said = [1, 2, 3, 4].map(() => settleFailure(state, spec, 'java.lang.StackOverflowError', true));
    expect(said.every((reason) => reason.endsWith('not counted against the server'))).toBe(true);
    expect(state.pausedUntil.size).toBe(0);
  });

  it('does not count a failure the compiler process shared: the source is at fault', () => {
    const state = pool();
    for (let i = 0; i < 4; i++) expect(settleFailure(state, spec, 'it crashed', false)).toMatch(/the source is at fault, not the server$/);
    expect(state.pausedUntil.size).toBe(0);
  });
});
