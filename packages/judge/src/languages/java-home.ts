import fs from 'node:fs';
import path from 'node:path';

/** What finding a JDK looks at; the host's by default, a stand-in in tests. */
export interface JavaHomeProbe {
  env: Readonly<Record<string, string | undefined>>;
  isFile(file: string): boolean;
  realpath(file: string): string;
  listDir(dir: string): string[];
}

const JVM_DIR = '/usr/lib/jvm';
/** The JDK the judge is built and tested on (ARCHITECTURE.md: JDK 17); preferred among several. */
const PREFERRED_JDK = /^java-17-openjdk-/;

const hostProbe: JavaHomeProbe = {
  env: process.env,
  isFile: (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false,
  realpath: (file) => fs.realpathSync(file),
  listDir: (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []),
};

const hasJavac = (probe: JavaHomeProbe, home: string) => probe.isFile(path.join(home, 'bin', 'javac'));

/** `readlink -f $(which javac)`, two levels up: the JDK that `javac` on PATH belongs to. */
function homeOfJavacOnPath(probe: JavaHomeProbe): string | undefined {
  for (const dir of (probe.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const javac = path.join(dir, 'javac');
    if (probe.isFile(javac)) return path.dirname(path.dirname(probe.realpath(javac)));
  }
  return undefined;
}

/** JDKs installed the Debian way, JDK 17 first, then the rest by name. */
function installedHomes(probe: JavaHomeProbe): string[] {
  const names = probe.listDir(JVM_DIR).filter((name) => !name.startsWith('.')).sort();
  const ordered = [...names.filter((name) => PREFERRED_JDK.test(name)), ...names.filter((name) => !PREFERRED_JDK.test(name))];
  return ordered.map((name) => path.join(JVM_DIR, name));
}

/**
 * The JDK to compile and run Java with, whatever the machine's architecture:
 * JAVA_HOME when it holds a javac, else the JDK of the javac on PATH, else one
 * under /usr/lib/jvm (JDK 17 first). Undefined when there is none; the Java
 * self-test then says so.
 */
export function findJavaHome(probe: JavaHomeProbe = hostProbe): string | undefined {
  const configured = probe.env.JAVA_HOME;
  if (configured && hasJavac(probe, configured)) return configured;
  const onPath = homeOfJavacOnPath(probe);
  if (onPath && hasJavac(probe, onPath)) return onPath;
  return installedHomes(probe).find((home) => hasJavac(probe, home));
}

let found: string | null | undefined;

/** findJavaHome on this host, looked up once per process. */
export function javaHome(): string | undefined {
  if (found === undefined) found = findJavaHome() ?? null;
  return found ?? undefined;
}
