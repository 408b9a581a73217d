import { javaClassDataArchives } from '../warm/java-cds.ts';
import type { WarmToolchain } from '../warm/warm-toolchain.ts';
import { findJavaEntryPoint } from './java-entry-point.ts';
import { describeJavaException } from './java-runtime-error.ts';
import { javaHome } from './java-home.ts';
import { COMPILE_ARCHIVE, EXIT_ON_OUT_OF_MEMORY_FLAGS, JAVAC_HEAP_FLAG, jdkTool, JVM_OUT_OF_MEMORY_EXIT, LEAN_JVM_FLAGS, RUN_ARCHIVE } from './jdk-tools.ts';
import { BASE_ENV, compiledSources, type LanguageModule } from './language.ts';

const MIB = 1024 * 1024;
/** What the JVM itself needs beside the heap: metaspace, code cache, thread stacks, GC tables. */
const JVM_OVERHEAD_MIB = 48;
const MIN_HEAP_MIB = 16;

/** With a warm toolchain, the JVM maps its class-data archive (java-cds.ts); -Xshare:auto goes on without one it cannot use. */
const archiveFlag = (warm: WarmToolchain | undefined, archive: string) => (warm ? [`-XX:SharedArchiveFile=${warm.sandboxDir}/${archive}`] : []);

/**
 * The heap is the memory limit minus the JVM's own needs, so "256 MiB" means 256 MiB for the whole process. (A heap
 * of the whole limit let the collector grow it to about 1.7 × the live data, and the cgroup then killed fair
 * programs: 150 MiB kept under 256 MiB with churn. Found by a hostile review.)
 */
export function javaHeapMiB(memoryBytes: number): number {
  return Math.max(MIN_HEAP_MIB, Math.floor(memoryBytes / MIB) - JVM_OVERHEAD_MIB);
}

/** The JVM's heap limit in bytes (its exit status says when it ran out: JVM_OUT_OF_MEMORY_EXIT). */
export const javaHeapLimitBytes = (memoryBytes: number): number => javaHeapMiB(memoryBytes) * MIB;

export const java: LanguageModule = {
  id: 'java',
  entryPoint: (source, fileName) => {
    const { sourceFileName, mainClass } = findJavaEntryPoint(source, fileName);
    return { sourceFileName, mainName: mainClass };
  },
  // javac's start: about 0.9 s of CPU for a hello world on a 2-core machine, doubled.
  compilerStartCpuMs: 2_000,
  compileCommand: (entry, warm) => ({
    argv: [
      jdkTool('javac'),
      ...[...LEAN_JVM_FLAGS, ...archiveFlag(warm, COMPILE_ARCHIVE)].map((flag) => `-J${flag}`),
      `-J${JAVAC_HEAP_FLAG}`,
      '-encoding',
      'UTF-8',
      '-nowarn',
      // As the warm compiler (CompileServer.java): no annotation processor, so compiling runs no code but javac's.
      '-proc:none',
      '-d',
      '.',
      ...compiledSources(entry),
    ],
    env: BASE_ENV,
  }),
  runCommand: (memoryBytes, entry, warm) => ({
    argv: [jdkTool('java'), ...LEAN_JVM_FLAGS, ...archiveFlag(warm, RUN_ARCHIVE), `-Xmx${javaHeapMiB(memoryBytes)}m`, ...EXIT_ON_OUT_OF_MEMORY_FLAGS, '-Xss64m', '-cp', '.', entry.mainName],
    env: BASE_ENV,
  }),
  // The JDK itself (when it lives outside /usr) and Debian's configuration its conf/ links to; missing ones are skipped.
  get extraReadOnlyPaths() {
    const home = javaHome();
    return [...(home ? [home] : []), '/etc/java-17-openjdk'];
  },
  warmUp: javaClassDataArchives,
  canBoundByAddressSpace: false,
  heapLimitBytes: javaHeapLimitBytes,
  heapExhaustedEnd: JVM_OUT_OF_MEMORY_EXIT,
  describeRuntimeError: describeJavaException,
  // The lean JVM flags above and the learner's records and text blocks need JDK 17.
  toolchain: { name: 'JDK', versionCommand: () => [jdkTool('javac'), '-version'], versionPattern: /javac (\d+)(?:\.(\d+))?/, minimum: [17] },
  starter: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        // Read the input as the statement describes and print the answer with System.out.
    }
}
`,
  selfTest: {
    source:
      'import java.util.*;\npublic class SelfTest{public static void main(String[] a){Scanner s=new Scanner(System.in);long t=0;while(s.hasNextLong())t+=s.nextLong();System.out.println(t);}}\n',
    stdin: '7 8\n',
    expectedStdout: '15\n',
  },
};
