import { describe, expect, it } from 'vitest';
import { findJavaHome, type JavaHomeProbe } from './java-home.ts';

/** A machine with these files (and links: path → target), nothing else. */
function machine(files: string[], env: Record<string, string> = {}, links: Record<string, string> = {}): JavaHomeProbe {
  const all = new Set([...files, ...Object.keys(links)]);
  return {
    env,
    isFile: (file) => all.has(file),
    realpath: (file) => links[file] ?? file,
    listDir: (dir) => [...new Set(files.filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split('/')[0]!))],
  };
}

describe('findJavaHome', () => {
  it('takes JAVA_HOME when it holds a javac', () => {
    const probe = machine(['/opt/jdk-21/bin/javac', '/usr/lib/jvm/java-17-openjdk-amd64/bin/javac'], { JAVA_HOME: '/opt/jdk-21' });
    expect(findJavaHome(probe)).toBe('/opt/jdk-21');
  });

  it('passes over a JAVA_HOME without javac and follows the javac on PATH to its JDK', () => {
    const probe = machine(
      ['/usr/lib/jvm/java-17-openjdk-arm64/bin/javac'],
      { JAVA_HOME: '/nowhere', PATH: '/usr/local/bin:/usr/bin' },
      { '/usr/bin/javac': '/usr/lib/jvm/java-17-openjdk-arm64/bin/javac' },
    );
    expect(findJavaHome(probe)).toBe('/usr/lib/jvm/java-17-openjdk-arm64');
  });

  it('falls back to /usr/lib/jvm, JDK 17 of any architecture before other JDKs', () => {
    const probe = machine(['/usr/lib/jvm/a-jdk-25/bin/javac', '/usr/lib/jvm/java-17-openjdk-riscv64/bin/javac', '/usr/lib/jvm/openjdk-17/lib/x']);
    expect(findJavaHome(probe)).toBe('/usr/lib/jvm/java-17-openjdk-riscv64');
    expect(findJavaHome(machine(['/usr/lib/jvm/temurin-25-jdk-amd64/bin/javac']))).toBe('/usr/lib/jvm/temurin-25-jdk-amd64');
  });

  it('finds nothing on a machine without a JDK', () => {
    expect(findJavaHome(machine(['/usr/lib/jvm/openjdk-17/lib/x'], { PATH: '/usr/bin' }))).toBeUndefined();
  });
});
