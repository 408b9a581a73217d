import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Debian's interpreter, where python3-seccomp is installed (a python3 earlier on PATH may lack it). */
export const SECCOMP_PYTHON_PATH = '/usr/bin/python3';
const BUILDER = path.join(import.meta.dirname, 'seccomp-filter.py');

/**
 * The sandbox's seccomp filter as classic BPF for bwrap --seccomp. Building it
 * costs about 70 ms (a Python start), so a sandbox builds it once and hands the
 * bytes to each run through a pipe, which costs next to nothing.
 * Throws with the builder's own message when libseccomp or its binding is missing.
 */
export function buildSeccompFilter(pythonPath = SECCOMP_PYTHON_PATH): Buffer {
  let bpf: Buffer;
  try {
    bpf = execFileSync(pythonPath, [BUILDER], { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1024 * 1024, env: {} });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8').trim().split('\n').at(-1);
    throw new Error(stderr || (error as Error).message, { cause: error });
  }
  // A classic BPF instruction is 8 bytes; anything else is not a filter.
  if (bpf.length === 0 || bpf.length % 8 !== 0) throw new Error(`the filter builder printed ${bpf.length} bytes, not a BPF program`);
  return bpf;
}
