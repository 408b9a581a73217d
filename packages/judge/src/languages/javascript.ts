import { BASE_ENV, fixedEntryPoint, type LanguageModule } from './language.ts';
import { describeNodeError } from './node-runtime-error.ts';
import { NODE, NODE_HEAP_EXHAUSTED_END, nodeHeapLimitBytes, nodeReadOnlyPaths, nodeRunFlags } from './node-tools.ts';

export const javascript: LanguageModule = {
  id: 'javascript',
  entryPoint: fixedEntryPoint('main.js'),
  // A syntax check as the "compilation" (as Python's): a missing brace is a Compilation Error with its line.
  compileCommand: (entry) => ({ argv: [NODE, '--check', entry.sourceFileName], env: BASE_ENV }),
  runCommand: (memoryBytes, entry) => ({ argv: [NODE, ...nodeRunFlags(memoryBytes), entry.mainName], env: BASE_ENV }),
  extraReadOnlyPaths: nodeReadOnlyPaths,
  // V8 reserves far more address space than it uses: only the cgroup can bound it.
  canBoundByAddressSpace: false,
  heapLimitBytes: nodeHeapLimitBytes,
  heapExhaustedEnd: NODE_HEAP_EXHAUSTED_END,
  describeRuntimeError: describeNodeError,
  // --v8-pool-size and the templates' syntax (?., ??, BigInt) need Node.js 18.
  toolchain: { name: 'Node.js', versionCommand: () => [NODE, '--version'], versionPattern: /v(\d+)\.(\d+)/, minimum: [18] },
  starter: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
// Read the input as the statement describes and print the answer with console.log.
`,
  selfTest: {
    source: "const t = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number).reduce((a, b) => a + b, 0);\nconsole.log(t);\n",
    stdin: '1 2\n',
    expectedStdout: '3\n',
    failures: {
      compileError: { source: "const a = 1;\nconst b = (;\n", line: 2 },
      runtimeError: { source: "const n = null;\nconsole.log(n.x);\n", name: "TypeError at line 2 of main.js" },
      busyLoop: "for (;;) {}\n",
      memoryHog: "const a = [];\nfor (;;) a.push(new Array(1 << 16).fill(7));\n",
    },
  },
};
