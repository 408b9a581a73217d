import { createRequire } from 'node:module';
import path from 'node:path';
import type { WarmToolchain } from '../warm/warm-toolchain.ts';

/** Where a cold sandbox sees the compiler's jars (read-only), when the warm folder holds no copy. */
export const KOTLIN_DIR = '/opt/kotlin';

/**
 * The jars kotlinc runs from: the compiler and what its manifest's Class-Path names
 * beside it. The compiled program needs only the standard library.
 */
export const KOTLIN_COMPILER_JARS = [
  'kotlin-compiler.jar',
  'kotlin-stdlib.jar',
  'kotlin-reflect.jar',
  'kotlin-script-runtime.jar',
  'kotlinx-coroutines-core-jvm.jar',
  'annotations-13.0.jar',
] as const;

let found: string | undefined;

/** The `lib/` folder of npm's `kotlin-compiler` (a dependency of the judge: the jars themselves, no install script). */
export function kotlinLibDir(): string {
  if (found === undefined) {
    const require = createRequire(import.meta.url);
    found = path.join(path.dirname(require.resolve('kotlin-compiler/package.json')), 'lib');
  }
  return found;
}

/** The distribution's `build.txt`: its version ("2.4.20"). */
export const kotlinBuildFile = (): string => path.join(path.dirname(kotlinLibDir()), 'build.txt');

/** The jars' folder inside the sandbox: the warm folder's copy, or node_modules' bound at /opt/kotlin. */
export const kotlinJarsDir = (warm?: WarmToolchain): string => (warm ? warm.sandboxDir : KOTLIN_DIR);

export const KOTLINC_MAIN = 'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler';

/**
 * kotlinc's JVM beside the lean flags (jdk-tools.ts): the compiler's classes need more
 * metaspace and code cache than a learner's program, and a heap as javac's within the
 * compile's 768 MiB.
 */
export const KOTLINC_JVM_FLAGS: readonly string[] = ['-XX:MaxMetaspaceSize=256m', '-XX:ReservedCodeCacheSize=64m', '-Xmx384m'];

/**
 * What every Kotlin compile gets, the kotlinc process and the long-lived compiler
 * alike: no warnings, the standard library as the only class path (no kotlin-reflect),
 * no compiler plugin and no annotation processing (kapt is not on the class path).
 */
export function kotlincOptions(jarsDir: string): string[] {
  return ['-nowarn', '-no-stdlib', '-no-reflect', '-cp', `${jarsDir}/kotlin-stdlib.jar`];
}
