import { describe, expect, it } from 'vitest';
import { classifyRun, compileLimitsOf, scrubSandboxPaths } from './execution.ts';
import { c } from './languages/c.ts';
import { csharp } from './languages/csharp.ts';
import { java } from './languages/java.ts';
import { javascript } from './languages/javascript.ts';
import { kotlin } from './languages/kotlin.ts';
import { typescript } from './languages/typescript.ts';
import { COMPILE_LIMITS, runLimits } from './sandbox/limits.ts';
import type { ExecuteResult } from './sandbox/types.ts';

const limits = runLimits({ cpuMs: 1000, memoryBytes: 256 * 1024 * 1024 });

function result(overrides: Partial<ExecuteResult>): ExecuteResult {
  return {
    exitCode: 0,
    signal: null,
    stdout: Buffer.from(''),
    stderr: Buffer.from(''),
    cpuMs: 10,
    wallMs: 20,
    peakBytes: 1024 * 1024,
    isOomKilled: false,
    hasHitMemoryLimit: false,
    isWallTimeout: false,
    isCpuTimeout: false,
    isOutputLimit: false,
    exitedAt: 0,
    executionMethod: 'sandbox',
    enforcement: { cpuTime: '', wallTime: '', memory: '', processes: '', fileSize: '', openFiles: '', output: '' },
    ...overrides,
  };
}

describe('classifyRun', () => {
  it('leaves a clean exit for the checker', () => {
    expect(classifyRun(result({}), limits, c)).toBeNull();
  });

  it('calls a non-zero exit or a signal a Runtime Error', () => {
    expect(classifyRun(result({ exitCode: 3 }), limits, c)).toBe('Runtime Error');
    expect(classifyRun(result({ exitCode: null, signal: 'SIGSEGV' }), limits, c)).toBe('Runtime Error');
  });

  it('ranks output cap over time over memory', () => {
    expect(classifyRun(result({ isOutputLimit: true, isCpuTimeout: true }), limits, c)).toBe('Output Limit Exceeded');
    expect(classifyRun(result({ isCpuTimeout: true, isOomKilled: true }), limits, c)).toBe('Time Limit Exceeded');
    expect(classifyRun(result({ isWallTimeout: true }), limits, c)).toBe('Time Limit Exceeded');
    expect(classifyRun(result({ isOomKilled: true, exitCode: 137 }), limits, c)).toBe('Memory Limit Exceeded');
  });

  it('calls a crash at the memory limit a Memory Limit Exceeded', () => {
    const atLimit = result({ exitCode: 1, hasHitMemoryLimit: true, peakBytes: limits.memoryBytes });
    expect(classifyRun(atLimit, limits, c)).toBe('Memory Limit Exceeded');
    const farBelow = result({ exitCode: 1, hasHitMemoryLimit: true, peakBytes: 10 * 1024 * 1024 });
    expect(classifyRun(farBelow, limits, c)).toBe('Runtime Error');
  });

  it("calls a runtime's printed out-of-memory report a Runtime Error when the memory measured is far below the limit", () => {
    for (const report of ['java.lang.OutOfMemoryError: Java heap space', "terminate called after throwing an instance of 'std::bad_alloc'", 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory', 'System.OutOfMemoryException', 'MemoryError']) {
      expect(classifyRun(result({ exitCode: 1, stderr: Buffer.from(report), peakBytes: 20 * 1024 * 1024 }), limits, java)).toBe('Runtime Error');
    }
  });

  it("calls a failed run that filled Mono's heap Memory Limit Exceeded, by the memory measured alone", () => {
    const heap = csharp.heapLimitBytes?.(limits.memoryBytes) ?? 0;
    expect(classifyRun(result({ exitCode: 1, peakBytes: heap }), limits, csharp)).toBe('Memory Limit Exceeded');
    expect(classifyRun(result({ exitCode: 1, peakBytes: 0.8 * heap }), limits, csharp)).toBe('Runtime Error');
    // C has no heap of its own: the same memory is a crash well below its limit.
    expect(classifyRun(result({ exitCode: 1, peakBytes: heap }), limits, c)).toBe('Runtime Error');
    // Under a 64 MiB limit Mono's heap (16 MiB) is less than Mono holds of its own: only the memory limit counts.
    const small = runLimits({ cpuMs: 1000, memoryBytes: 64 * 1024 * 1024 });
    expect(classifyRun(result({ exitCode: 1, peakBytes: 40 * 1024 * 1024 }), small, csharp)).toBe('Runtime Error');
  });

  it("calls the JVM's out-of-memory exit (status 3) Memory Limit Exceeded however full its heap was measured, and an exception with a full heap a Runtime Error", () => {
    for (const jvm of [java, kotlin]) {
      const heap = jvm.heapLimitBytes?.(limits.memoryBytes) ?? 0;
      // 40 MB arrays under 256 MiB: the JVM refused the fifth with 176 MB measured, 85 % of its 208 MiB heap.
      expect(classifyRun(result({ exitCode: 3, peakBytes: 176e6 }), limits, jvm)).toBe('Memory Limit Exceeded');
      // One array larger than the heap: refused before any memory is used.
      expect(classifyRun(result({ exitCode: 3, peakBytes: 14 * 1024 * 1024 }), limits, jvm)).toBe('Memory Limit Exceeded');
      // 180 MB of arrays, then an index out of bounds: the exception, not the memory.
      expect(classifyRun(result({ exitCode: 1, peakBytes: heap }), limits, jvm)).toBe('Runtime Error');
      expect(classifyRun(result({ exitCode: 1, peakBytes: heap * 1.05 }), limits, jvm)).toBe('Runtime Error');
      expect(classifyRun(result({ exitCode: null, signal: 'SIGSEGV', peakBytes: heap }), limits, jvm)).toBe('Runtime Error');
      // The memory limit itself still counts.
      expect(classifyRun(result({ exitCode: 1, hasHitMemoryLimit: true, peakBytes: limits.memoryBytes }), limits, jvm)).toBe('Memory Limit Exceeded');
      // Under a small heap limit the status still says it.
      const small = runLimits({ cpuMs: 1000, memoryBytes: 64 * 1024 * 1024 });
      expect(classifyRun(result({ exitCode: 3, peakBytes: 40 * 1024 * 1024 }), small, jvm)).toBe('Memory Limit Exceeded');
    }
  });

  it("calls Node's abort with V8's heap measured full Memory Limit Exceeded, an abort far below it or an exception with a full heap a Runtime Error", () => {
    for (const node of [javascript, typescript]) {
      const heap = node.heapLimitBytes?.(limits.memoryBytes) ?? 0;
      // As the sandbox reports a signal, and as bwrap reports it (128 + 6).
      expect(classifyRun(result({ exitCode: null, signal: 'SIGABRT', peakBytes: heap }), limits, node)).toBe('Memory Limit Exceeded');
      expect(classifyRun(result({ exitCode: 134, peakBytes: heap }), limits, node)).toBe('Memory Limit Exceeded');
      // process.abort() with little memory held.
      expect(classifyRun(result({ exitCode: 134, peakBytes: 6 * 1024 * 1024 }), limits, node)).toBe('Runtime Error');
      // 180 MB of Buffers, then a TypeError (exit status 1).
      expect(classifyRun(result({ exitCode: 1, peakBytes: heap }), limits, node)).toBe('Runtime Error');
      expect(classifyRun(result({ exitCode: null, signal: 'SIGSEGV', peakBytes: heap }), limits, node)).toBe('Runtime Error');
      expect(classifyRun(result({ exitCode: 1, hasHitMemoryLimit: true, peakBytes: limits.memoryBytes }), limits, node)).toBe('Memory Limit Exceeded');
    }
  });

  it('reports a sandbox set-up failure as Internal Error', () => {
    expect(classifyRun(result({ exitCode: 1, setupError: 'sandbox setup failed' }), limits, c)).toBe('Internal Error');
  });
});

describe('scrubSandboxPaths', () => {
  it('shows the learner only their own file names', () => {
    const text = '/box/main.c:1:5: error\n/tmp/codepath-judge/job-x/box/main.c: note\n/usr/bin/ld: /tmp/ccAbC123.o: undefined';
    expect(scrubSandboxPaths(text, ['/tmp/codepath-judge/job-x/box', '/tmp/codepath-judge/job-x'])).toBe(
      'main.c:1:5: error\nmain.c: note\nld: <temporary file>: undefined',
    );
  });
});

describe('compileLimitsOf', () => {
  it("gives a compiler process its own start beyond the compile's 15 s, so kotlinc's JVM start is not counted as the compile", () => {
    expect(compileLimitsOf(c)).toEqual(COMPILE_LIMITS);
    expect(compileLimitsOf(kotlin).cpuMs).toBe(COMPILE_LIMITS.cpuMs + 10_000);
    expect(compileLimitsOf(java).cpuMs).toBe(COMPILE_LIMITS.cpuMs + 2_000);
    expect(compileLimitsOf(kotlin).memoryBytes).toBe(COMPILE_LIMITS.memoryBytes);
  });
});
