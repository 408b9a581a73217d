import { findJavaEntryPoint } from './java-entry-point.ts';
import { BASE_ENV, type LanguageModule } from './language.ts';

const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
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
      `${JAVA_HOME}/bin/javac`,
      ...LEAN_JVM_FLAGS.map((flag) => `-J${flag}`),
      '-J-Xmx384m',
      '-encoding',
      'UTF-8',
      '-nowarn',
      '-d',
      '.',
      entry.sourceFileName,
    ],
    env: BASE_ENV,
  }),
  runCommand: (memoryBytes, entry) => ({
    argv: [`${JAVA_HOME}/bin/java`, ...LEAN_JVM_FLAGS, `-Xmx${javaHeapMiB(memoryBytes)}m`, '-Xss64m', '-cp', '.', entry.mainName],
    env: BASE_ENV,
  }),
  extraReadOnlyPaths: ['/etc/java-17-openjdk'],
  canBoundByAddressSpace: false,
  isOutOfMemoryMessage: (stderr) => stderr.includes('java.lang.OutOfMemoryError'),
  selfTest: {
    source:
      'import java.util.*;\npublic class SelfTest{public static void main(String[] a){Scanner s=new Scanner(System.in);long t=0;while(s.hasNextLong())t+=s.nextLong();System.out.println(t);}}\n',
    stdin: '7 8\n',
    expectedStdout: '15\n',
  },
};
