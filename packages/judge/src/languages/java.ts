import { JudgeError } from '../errors.ts';
import { findJavaEntryPoint } from './java-entry-point.ts';
import { javaHome } from './java-home.ts';
import { BASE_ENV, compiledSources, type LanguageModule } from './language.ts';

/** A tool of the JDK found on this machine (java-home.ts). */
function jdkTool(tool: 'java' | 'javac'): string {
  const home = javaHome();
  if (!home) throw new JudgeError('SELF_TEST_FAILED', 'No JDK found: set JAVA_HOME, put javac on PATH or install JDK 17 under /usr/lib/jvm');
  return `${home}/bin/${tool}`;
}
const MIB = 1024 * 1024;
/** What the JVM itself needs beside the heap: metaspace, code cache, thread stacks, GC tables. */
const JVM_OVERHEAD_MIB = 48;
const MIN_HEAP_MIB = 16;

/**
 * Flags that keep a JVM small and quick to start: one serial GC thread, the
 * client compiler only, the class-data archive, no perf-data file, no
 * container probing (the sandbox shows no /sys anyway).
 */
const LEAN_JVM_FLAGS = [
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-Xshare:auto',
  '-XX:-UsePerfData',
  '-XX:-UseContainerSupport',
  '-XX:ReservedCodeCacheSize=32m',
  '-XX:MaxMetaspaceSize=64m',
];

/** The heap is the memory limit minus the JVM's own needs, so "256 MiB" means 256 MiB for the whole process. */
export function javaHeapMiB(memoryBytes: number): number {
  return Math.max(MIN_HEAP_MIB, Math.floor(memoryBytes / MIB) - JVM_OVERHEAD_MIB);
}

export const java: LanguageModule = {
  id: 'java',
  entryPoint: (source, fileName) => {
    const { sourceFileName, mainClass } = findJavaEntryPoint(source, fileName);
    return { sourceFileName, mainName: mainClass };
  },
  compileCommand: (entry) => ({
    argv: [
      jdkTool('javac'),
      ...LEAN_JVM_FLAGS.map((flag) => `-J${flag}`),
      '-J-Xmx384m',
      '-encoding',
      'UTF-8',
      '-nowarn',
      '-d',
      '.',
      ...compiledSources(entry),
    ],
    env: BASE_ENV,
  }),
  runCommand: (memoryBytes, entry) => ({
    argv: [jdkTool('java'), ...LEAN_JVM_FLAGS, `-Xmx${javaHeapMiB(memoryBytes)}m`, '-Xss64m', '-cp', '.', entry.mainName],
    env: BASE_ENV,
  }),
  // The JDK itself (when it lives outside /usr) and Debian's configuration its conf/ links to; missing ones are skipped.
  get extraReadOnlyPaths() {
    const home = javaHome();
    return [...(home ? [home] : []), '/etc/java-17-openjdk'];
  },
  canBoundByAddressSpace: false,
  isOutOfMemoryMessage: (stderr) => stderr.includes('java.lang.OutOfMemoryError'),
  // The lean JVM flags above and the learner's records and text blocks need JDK 17.
  toolchain: { name: 'JDK', versionCommand: () => [jdkTool('javac'), '-version'], versionPattern: /javac (\d+)(?:\.(\d+))?/, minimum: [17] },
  selfTest: {
    source:
      'import java.util.*;\npublic class SelfTest{public static void main(String[] a){Scanner s=new Scanner(System.in);long t=0;while(s.hasNextLong())t+=s.nextLong();System.out.println(t);}}\n',
    stdin: '7 8\n',
    expectedStdout: '15\n',
  },
};
