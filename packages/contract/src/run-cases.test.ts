import { describe, expect, it } from 'vitest';
import { MAX_RUN_CASES, RunCasesAnswer, RunCasesBody } from './compiler.ts';

const body = { problemId: 'two-sum', language: 'python', code: 'print(1)', cases: [{ input: '1\n', expectedOutput: '4\n' }, { input: '2\n' }] };
const result = { status: 'Wrong Answer', message: 'Token 1: expected "4", got "0".', output: '0\n', isOutputTruncated: false, stderr: '', timeMs: 12, memoryKb: 900 };

describe('POST /api/compiler/run-cases', () => {
  it('takes the problem, language, code and cases, each with an optional expected output', () => {
    expect(RunCasesBody.parse(body)).toEqual(body);
  });

  it(`refuses no case, more than ${MAX_RUN_CASES}, an unknown language and a case without input`, () => {
    expect(RunCasesBody.safeParse({ ...body, cases: [] }).success).toBe(false);
    expect(RunCasesBody.safeParse({ ...body, cases: Array.from({ length: MAX_RUN_CASES + 1 }, () => ({ input: '' })) }).success).toBe(false);
    expect(RunCasesBody.safeParse({ ...body, cases: Array.from({ length: MAX_RUN_CASES }, () => ({ input: '' })) }).success).toBe(true);
    expect(RunCasesBody.safeParse({ ...body, language: 'ruby' }).success).toBe(false);
    expect(RunCasesBody.safeParse({ ...body, cases: [{ expectedOutput: '1' }] }).success).toBe(false);
    expect(RunCasesBody.safeParse({ ...body, problemId: undefined }).success).toBe(false);
  });

  it('answers one result per case, or the compile error alone', () => {
    const answer = { isCompiled: true, compileOutput: '', cases: [result, { ...result, status: 'Finished', message: '' }], executionMethod: 'sandbox' };
    expect(RunCasesAnswer.parse(answer)).toEqual(answer);
    const compileError = { isCompiled: false, compileOutput: "main.c:1: error: expected ')'", cases: [], executionMethod: 'sandbox' };
    expect(RunCasesAnswer.parse(compileError)).toEqual(compileError);
  });

  it('never calls a case Accepted', () => {
    expect(RunCasesAnswer.safeParse({ isCompiled: true, compileOutput: '', cases: [{ ...result, status: 'Accepted' }], executionMethod: 'sandbox' }).success).toBe(false);
  });
});
