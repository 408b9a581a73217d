import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';
import { describeGoPanic } from './go-runtime-error.ts';

const GO = '/usr/bin/go';
const MIB = 1024 * 1024;
/** What the Go runtime keeps beside its heap: stacks, GC metadata, the binary. */
const GO_OVERHEAD_MIB = 24;

/**
 * The build's caches live in the compile's private /tmp (Debian's Go ships the
 * standard library precompiled, so a build compiles only the learner's package);
 * no module mode, no network, no toolchain download.
 */
const BUILD_ENV = { ...BASE_ENV, GOCACHE: '/tmp/go-cache', GOPATH: '/tmp/go', GO111MODULE: 'off', CGO_ENABLED: '0', GOTOOLCHAIN: 'local', GOPROXY: 'off' };

export const go: LanguageModule = {
  id: 'go',
  entryPoint: fixedEntryPoint('main.go'),
  compileCommand: (entry) => ({ argv: [GO, 'build', '-o', 'main', ...compiledSources(entry)], env: BUILD_ENV }),
  // One processor for Go code: every thread's CPU time is the program's, as with any language. GOMEMLIMIT makes the
  // collector work harder near the memory limit before the cgroup stops the program.
  runCommand: (memoryBytes) => ({
    argv: ['./main'],
    env: { ...BASE_ENV, GOMAXPROCS: '1', GOMEMLIMIT: `${Math.max(8, Math.floor(memoryBytes / MIB) - GO_OVERHEAD_MIB)}MiB`, GOTRACEBACK: 'single' },
  }),
  extraReadOnlyPaths: [],
  // The Go runtime reserves address space for its heap arenas up front.
  canBoundByAddressSpace: false,
  describeRuntimeError: describeGoPanic,
  // GOMEMLIMIT arrived in Go 1.19.
  toolchain: { name: 'Go', versionCommand: () => [GO, 'version'], versionPattern: /go(\d+)\.(\d+)/, minimum: [1, 19] },
  starter: `package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	// Read the input with fmt.Fscan(in, ...) as the statement describes and print the answer with fmt.Fprintln(out, ...).
	_ = in
	fmt.Fprint(out, "")
}
`,
  selfTest: {
    source: 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tin := bufio.NewReader(os.Stdin)\n\tvar a, b int64\n\tfmt.Fscan(in, &a, &b)\n\tfmt.Println(a + b)\n}\n',
    stdin: '20 22\n',
    expectedStdout: '42\n',
    failures: {
      compileError: { source: "package main\n\nfunc main() {\n\tx := 1\n}\n", line: 4 },
      runtimeError: { source: "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc main() {\n\ta := []int{1, 2}\n\tfmt.Println(a[len(os.Args)+4])\n}\n", name: "panic: index out of range at line 10 of main.go" },
      busyLoop: "package main\n\nfunc main() {\n\tx := 0\n\tfor {\n\t\tx++\n\t}\n}\n",
      memoryHog: "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar a [][]int\n\tfor i := 0; ; i++ {\n\t\tb := make([]int, 1<<20)\n\t\tfor j := range b {\n\t\t\tb[j] = j\n\t\t}\n\t\ta = append(a, b)\n\t\tif i < 0 {\n\t\t\tfmt.Println(len(a))\n\t\t}\n\t}\n}\n",
    },
  },
};
