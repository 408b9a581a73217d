import type { DirectoryBind } from '../sandbox/types.ts';
import { kotlinWarmUp } from '../warm/kotlin-warm.ts';
import { javaHome } from './java-home.ts';
import { javaHeapLimitBytes, javaHeapMiB } from './java.ts';
import { EXIT_ON_OUT_OF_MEMORY_FLAGS, jdkTool, JVM_OUT_OF_MEMORY_EXIT, LEAN_JVM_FLAGS } from './jdk-tools.ts';
import { kotlinEntryPoint } from './kotlin-entry-point.ts';
import { describeKotlinException } from './kotlin-runtime-error.ts';
import { KOTLIN_DIR, KOTLINC_JVM_FLAGS, KOTLINC_MAIN, kotlinBuildFile, kotlincOptions, kotlinJarsDir, kotlinLibDir } from './kotlin-tools.ts';
import { BASE_ENV, compiledSources, type LanguageModule } from './language.ts';

/**
 * Kotlin/JVM: kotlinc from npm's `kotlin-compiler` (its jars, no install script) on
 * the judge's JDK 17, the program on the same JVM with Java's flags and limits and the
 * Kotlin standard library on its class path. kotlinc takes seconds of CPU to start, so
 * with warm files a compile goes to a long-lived compiler (src/warm/kotlin-warm.ts),
 * the kotlinc process being what it falls back to.
 */
export const kotlin: LanguageModule = {
  id: 'kotlin',
  entryPoint: kotlinEntryPoint,
  // kotlinc's start: about 5.5 s of CPU over its threads for a hello world on a 2-core machine, doubled.
  compilerStartCpuMs: 10_000,
  // The process is what a compile the long-lived compiler failed falls back to: a deeply nested source that overflowed
  // the server's stack gets a stack of 64 MiB here (touched only as deep as it goes), so it compiles whatever the JIT
  // made of either's frames.
  compileCommand: (entry, warm) => ({
    argv: [jdkTool('java'), ...LEAN_JVM_FLAGS, ...KOTLINC_JVM_FLAGS, '-Xss64m', '-cp', `${kotlinJarsDir(warm)}/kotlin-compiler.jar`, KOTLINC_MAIN, ...kotlincOptions(kotlinJarsDir(warm)), '-d', '.', ...compiledSources(entry)],
    env: BASE_ENV,
  }),
  // Java's run: the same lean flags, heap (the memory limit minus the JVM's own needs), exit on running out of it and stack.
  runCommand: (memoryBytes, entry, warm) => ({
    argv: [jdkTool('java'), ...LEAN_JVM_FLAGS, `-Xmx${javaHeapMiB(memoryBytes)}m`, ...EXIT_ON_OUT_OF_MEMORY_FLAGS, '-Xss64m', '-cp', `.:${kotlinJarsDir(warm)}/kotlin-stdlib.jar`, entry.mainName],
    env: BASE_ENV,
  }),
  get extraReadOnlyPaths() {
    const home = javaHome();
    return [...(home ? [home] : []), '/etc/java-17-openjdk'];
  },
  toolchainBinds: (warm): readonly DirectoryBind[] => (warm ? [] : [{ hostPath: kotlinLibDir(), sandboxPath: KOTLIN_DIR, isWritable: false }]),
  warmUp: kotlinWarmUp,
  canBoundByAddressSpace: false,
  heapLimitBytes: javaHeapLimitBytes,
  heapExhaustedEnd: JVM_OUT_OF_MEMORY_EXIT,
  describeRuntimeError: describeKotlinException,
  // The compiler's version as its distribution's build.txt names it (`kotlinc -version` would cost seconds of CPU at
  // every start; the self-test's compiles prove the jar itself). Kotlin 2 is the K2 compiler whose messages these are.
  toolchain: { name: 'Kotlin', versionCommand: () => ['/bin/cat', kotlinBuildFile()], versionPattern: /^(\d+)\.(\d+)/, minimum: [2, 0] },
  starter: `fun main() {
    val lines = generateSequence(::readLine).toList()
    // Read the input as the statement describes and print the answer with println.
}
`,
  selfTest: {
    source: 'fun main() {\n    val total = readln().trim().split(Regex("\\\\s+")).sumOf { it.toLong() }\n    println(total)\n}\n',
    stdin: '19 23\n',
    expectedStdout: '42\n',
    failures: {
      compileError: { source: 'fun main() {\n    val x: Int = 1\n    val y: Int = "a"\n}\n', line: 3 },
      runtimeError: { source: 'fun main(args: Array<String>) {\n    val a = IntArray(2)\n    println(a[args.size + 5])\n}\n', name: 'java.lang.ArrayIndexOutOfBoundsException at line 3 of main.kt' },
      busyLoop: 'fun main() {\n    var x = 0L\n    while (true) x++\n}\n',
      memoryHog: 'fun main() {\n    val a = ArrayList<IntArray>()\n    while (true) {\n        val b = IntArray(1 shl 18)\n        for (i in b.indices) b[i] = i\n        a.add(b)\n    }\n}\n',
    },
  },
};
