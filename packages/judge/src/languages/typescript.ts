import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DirectoryBind } from '../sandbox/types.ts';
import { runTool } from '../warm/run-tool.ts';
import { warmKey } from '../warm/warm-cache.ts';
import type { WarmToolchain, WarmUp } from '../warm/warm-toolchain.ts';
import { BASE_ENV, type LanguageModule } from './language.ts';
import { describeNodeError } from './node-runtime-error.ts';
import { NODE, NODE_HEAP_EXHAUSTED_END, nodeHeapLimitBytes, nodeReadOnlyPaths, nodeRunFlags } from './node-tools.ts';

/** Where a cold sandbox sees esbuild's folder (read-only), when the warm folder holds no copy. */
const ESBUILD_DIR = '/opt/esbuild';

/** esbuild's native binary, from the npm package for this platform (a dependency of the judge; no install script needed). */
function esbuildBinary(): string {
  const require = createRequire(import.meta.url);
  const esbuildPackage = path.dirname(require.resolve('esbuild/package.json'));
  const platformPackage = createRequire(path.join(esbuildPackage, 'package.json')).resolve(`@esbuild/${process.platform}-${process.arch}/package.json`);
  return path.join(path.dirname(platformPackage), 'bin', 'esbuild');
}

let binary: string | undefined;
const esbuild = () => (binary ??= esbuildBinary());

/**
 * A copy of esbuild in the warm folder (a tmpfs of its own as root, README "Warm
 * toolchains"), so the box's mountinfo names no host path: bound from node_modules,
 * it would show where the judge is installed. Without warm files esbuild is bound
 * from node_modules at /opt/esbuild.
 */
const esbuildCopy: WarmUp = {
  async key() {
    const { stdout } = await runTool([esbuild(), '--version']);
    const { size, mtimeMs } = fs.statSync(esbuild());
    return warmKey(['esbuild', stdout, String(size), String(mtimeMs)]);
  },
  async build(dir) {
    const copy = path.join(dir, 'esbuild');
    fs.copyFileSync(esbuild(), copy);
    fs.chmodSync(copy, 0o755);
    await runTool([copy, '--version']);
  },
  probe: {
    files: { 'probe.ts': 'const checked: number = 1;\n' },
    commands: (warm) => [[`${warm.sandboxDir}/esbuild`, 'probe.ts', '--outfile=/tmp/probe.js', '--log-level=info', '--color=false']],
    expected: /Done in/,
  },
};

const esbuildPath = (warm?: WarmToolchain) => `${warm ? warm.sandboxDir : ESBUILD_DIR}/esbuild`;

/**
 * TypeScript is type-stripped by esbuild and run on Node.js: esbuild compiles a
 * solution in a few milliseconds where `tsc` takes a second or more and 100+ MiB per
 * submission, and the judge grades what a program does, so a type error is not a
 * Compilation Error (the editor shows types as the learner writes); a syntax error is.
 * The output keeps an inline source map, so a runtime error names a line of main.ts.
 */
export const typescript: LanguageModule = {
  id: 'typescript',
  entryPoint: () => ({ sourceFileName: 'main.ts', mainName: 'main.js' }),
  compileCommand: (entry, warm) => ({
    argv: [
      esbuildPath(warm),
      entry.sourceFileName,
      `--outfile=${entry.mainName}`,
      '--format=cjs',
      '--platform=node',
      '--target=node18',
      '--sourcemap=inline',
      '--tsconfig-raw={}',
      '--log-level=error',
      '--color=false',
    ],
    // esbuild is a Go program: one OS thread for Go code is plenty for one file.
    env: { ...BASE_ENV, GOMAXPROCS: '1' },
  }),
  runCommand: (memoryBytes, entry) => ({ argv: [NODE, '--enable-source-maps', ...nodeRunFlags(memoryBytes), entry.mainName], env: BASE_ENV }),
  extraReadOnlyPaths: nodeReadOnlyPaths,
  toolchainBinds: (warm): readonly DirectoryBind[] => (warm ? [] : [{ hostPath: path.dirname(esbuild()), sandboxPath: ESBUILD_DIR, isWritable: false }]),
  warmUp: esbuildCopy,
  canBoundByAddressSpace: false,
  heapLimitBytes: nodeHeapLimitBytes,
  heapExhaustedEnd: NODE_HEAP_EXHAUSTED_END,
  describeRuntimeError: describeNodeError,
  toolchain: { name: 'esbuild', versionCommand: () => [esbuild(), '--version'], versionPattern: /^(\d+)\.(\d+)/m, minimum: [0, 20] },
  starter: `const lines: string[] = require('fs').readFileSync(0, 'utf8').split('\\n');
// Read the input as the statement describes and print the answer with console.log.
`,
  selfTest: {
    source: "const nums: number[] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);\nconst total = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);\nconsole.log(total(nums));\n",
    stdin: '4 5\n',
    expectedStdout: '9\n',
    failures: {
      compileError: { source: "const a: number = 1;\nlet b = (;\n", line: 2 },
      runtimeError: { source: "const n: any = null;\nconsole.log(n.x);\n", name: "TypeError at line 2 of main.ts" },
      busyLoop: "let spins: number = 0;\nfor (;;) spins++;\n",
      memoryHog: "const a: number[][] = [];\nfor (;;) a.push(new Array<number>(1 << 16).fill(7));\n",
    },
  },
};
