import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';
import { describeMonoException } from './csharp-runtime-error.ts';

const MCS = '/usr/bin/mcs';
const MONO = '/usr/bin/mono';

/** Mono's shared folders stay in the run's /tmp; no config from a home folder. */
const MONO_ENV = { ...BASE_ENV, MONO_SHARED_DIR: '/tmp', XDG_CONFIG_HOME: '/tmp' };

export const csharp: LanguageModule = {
  id: 'csharp',
  entryPoint: fixedEntryPoint('main.cs'),
  // Debug information (main.pdb) names the line of an unhandled exception; optimised code all the same.
  compileCommand: (entry) => ({ argv: [MCS, '-optimize+', '-debug', '-nologo', '-out:main.exe', ...compiledSources(entry)], env: MONO_ENV }),
  // No heap limit of Mono's own: its collector runs by what was allocated, not by a limit, and a heap that keeps
  // growing meets the cgroup's limit (Memory Limit Exceeded, measured) instead of Mono's refusal, which counts its
  // reserved sections and stops far below the limit (10 MiB resident under 64 MiB), known only by its printed report.
  runCommand: () => ({ argv: [MONO, '--debug', 'main.exe'], env: MONO_ENV }),
  // Mono's configuration (the assembly map it needs to start).
  extraReadOnlyPaths: ['/etc/mono'],
  canBoundByAddressSpace: false,
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
