import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';
import { describeMonoException } from './csharp-runtime-error.ts';
import { refuseSeparatedDecimals } from './csharp-digit-separators.ts';

const MCS = '/usr/bin/mcs';
const MONO = '/usr/bin/mono';
const MIB = 1024 * 1024;
/** What Mono needs beside its managed heap: the runtime, JIT code, thread stacks. */
const MONO_OVERHEAD_MIB = 48;
const monoHeapMiB = (memoryBytes: number): number => Math.max(16, Math.floor(memoryBytes / MIB) - MONO_OVERHEAD_MIB);

/** Mono's shared folders stay in the run's /tmp; no config from a home folder. */
const MONO_ENV = { ...BASE_ENV, MONO_SHARED_DIR: '/tmp', XDG_CONFIG_HOME: '/tmp' };

export const csharp: LanguageModule = {
  id: 'csharp',
  entryPoint: fixedEntryPoint('main.cs'),
  // Debug information (main.pdb) names the line of an unhandled exception; optimised code all the same.
  compileCommand: (entry) => ({ argv: [MCS, '-optimize+', '-debug', '-nologo', '-out:main.exe', ...compiledSources(entry)], env: MONO_ENV }),
  // mcs reads each digit separator of a decimal number as a 0 (csharp-digit-separators.ts).
  refuseSource: refuseSeparatedDecimals,
  // The managed heap stops at the memory limit minus Mono's own needs, and past 60 % of that Mono collects its whole
  // heap more often instead of growing it. (Without a limit, Mono grew its heap to about six times the live data and the
  // cgroup killed fair programs: 60 MiB kept under 256 MiB with churn; with the limit alone Mono still failed on it.
  // Found by a hostile review; with the soft limit it is accepted, 100 MiB kept still fails.)
  runCommand: (memoryBytes) => ({
    argv: [MONO, '--debug', `--gc-params=max-heap-size=${monoHeapMiB(memoryBytes)}m,soft-heap-limit=${Math.floor(monoHeapMiB(memoryBytes) * 0.6)}m`, 'main.exe'],
    env: MONO_ENV,
  }),
  // Mono's configuration (the assembly map it needs to start).
  extraReadOnlyPaths: ['/etc/mono'],
  canBoundByAddressSpace: false,
  // Mono ends an uncaught OutOfMemoryException with exit status 1, as any other exception (no heapExhaustedEnd): a failed
  // run that filled the heap (measured) ran out of it, and one that crashed for another reason while holding 90 % of
  // its heap is Memory Limit Exceeded too.
  heapLimitBytes: (memoryBytes) => monoHeapMiB(memoryBytes) * MIB,
  describeRuntimeError: describeMonoException,
  toolchain: { name: 'Mono', versionCommand: () => [MCS, '--version'], versionPattern: /version (\d+)\.(\d+)/, minimum: [6, 8] },
  starter: `using System;
using System.IO;

public class Program {
    public static void Main() {
        var input = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        // Read the input as the statement describes and print the answer with Console.WriteLine.
    }
}
`,
  selfTest: {
    source:
      'using System;\nusing System.Linq;\npublic class Program {\n    public static void Main() {\n        var t = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries).Select(long.Parse).Sum();\n        Console.WriteLine(t);\n    }\n}\n',
    stdin: '40 2\n',
    expectedStdout: '42\n',
    failures: {
      compileError: { source: "public class P {\n  public static void Main() {\n    int x = \"a\";\n  }\n}\n", line: 3 },
      runtimeError: { source: "using System;\npublic class P {\n  public static void Main() {\n    int[] a = new int[2];\n    int i = 5;\n    Console.WriteLine(a[i]);\n  }\n}\n", name: "System.IndexOutOfRangeException at line 6 of main.cs" },
      busyLoop: "public class P {\n  public static void Main() {\n    long x = 0;\n    while (true) x++;\n  }\n}\n",
      memoryHog: "using System.Collections.Generic;\npublic class P {\n  public static void Main() {\n    var a = new List<int[]>();\n    while (true) {\n      var b = new int[1 << 18];\n      for (int i = 0; i < b.Length; i++) b[i] = i;\n      a.Add(b);\n    }\n  }\n}\n",
    },
  },
};
