import fs from 'node:fs';
import path from 'node:path';
import { javaHome } from '../languages/java-home.ts';
import { jdkTool, LEAN_JVM_FLAGS } from '../languages/jdk-tools.ts';
import { KOTLIN_COMPILER_JARS, KOTLINC_JVM_FLAGS, KOTLINC_MAIN, kotlincOptions, kotlinLibDir } from '../languages/kotlin-tools.ts';
import { BASE_ENV } from '../languages/language.ts';
import type { SandboxCommand } from '../sandbox/types.ts';
import { buildCompileServer, COMPILE_SERVER_SOURCE, SERVER_CLASS, SERVER_DIR } from './java-compile-server.ts';
import { runTool } from './run-tool.ts';
import { warmKey } from './warm-cache.ts';
import type { WarmToolchain, WarmUp } from './warm-toolchain.ts';

const WARM_UP_SOURCE = 'fun main() {\n    val (a, b) = readln().split(" ").map { it.toInt() }\n    println(listOf(a, b).sorted().joinToString(" "))\n}\n';

/**
 * The long-lived kotlinc (CompileServer.java with `kotlin`) in the sandbox: kotlinc's
 * JVM flags and heap, the server's class and the compiler's jars from the warm
 * folder, and the options every Kotlin compile gets.
 */
export function kotlinCompileServerCommand(warm: WarmToolchain): SandboxCommand {
  return {
    argv: [
      jdkTool('java'),
      ...LEAN_JVM_FLAGS,
      ...KOTLINC_JVM_FLAGS,
      '-cp',
      `${warm.sandboxDir}/${SERVER_DIR}:${warm.sandboxDir}/kotlin-compiler.jar`,
      SERVER_CLASS,
      'kotlin',
      ...kotlincOptions(warm.sandboxDir),
    ],
    env: BASE_ENV,
  };
}

/**
 * A copy of the compiler's jars (about 67 MB; a tmpfs of its own as root, so the
 * box's mountinfo names no host path, as esbuild's copy) and the compile server's
 * class, compiled by this JDK. Proven on the host by compiling and running a small
 * program with the copy before it is used.
 */
export const kotlinWarmUp: WarmUp = {
  async key() {
    const { stderr } = await runTool([jdkTool('java'), '-version']);
    const jars = KOTLIN_COMPILER_JARS.map((jar) => {
      const { size, mtimeMs } = fs.statSync(path.join(kotlinLibDir(), jar));
      return `${jar}:${size}:${mtimeMs}`;
    });
    return warmKey(['kotlin', stderr, javaHome() ?? '', ...jars, ...KOTLINC_JVM_FLAGS, COMPILE_SERVER_SOURCE]);
  },
  async build(dir) {
    for (const jar of KOTLIN_COMPILER_JARS) {
      fs.copyFileSync(path.join(kotlinLibDir(), jar), path.join(dir, jar));
      fs.chmodSync(path.join(dir, jar), 0o644);
    }
    const work = path.join(dir, 'work');
    fs.mkdirSync(work);
    await buildCompileServer(dir, [jdkTool('javac')]);
    fs.writeFileSync(path.join(work, 'main.kt'), WARM_UP_SOURCE);
    await runTool([jdkTool('java'), ...LEAN_JVM_FLAGS, ...KOTLINC_JVM_FLAGS, '-cp', path.join(dir, 'kotlin-compiler.jar'), KOTLINC_MAIN, ...kotlincOptions(dir), '-d', work, path.join(work, 'main.kt')]);
    const { stdout } = await runTool([jdkTool('java'), '-cp', `${work}:${dir}/kotlin-stdlib.jar`, 'MainKt'], '3 1\n');
    if (stdout !== '1 3\n') throw new Error(`the Kotlin warm-up program printed ${JSON.stringify(stdout)}`);
    fs.rmSync(work, { recursive: true, force: true });
  },
  compileServer: { command: kotlinCompileServerCommand, processName: 'kotlinc' },
  // The compiler reads the JDK's classes from its module image and the jars as a source's imports ask.
  residentFiles: () => {
    const home = javaHome();
    return home ? [path.join(home, 'lib', 'modules')] : [];
  },
  // The copied compiler starts in the sandbox and names itself.
  probe: {
    files: {},
    commands: (warm) => [[jdkTool('java'), ...LEAN_JVM_FLAGS, ...KOTLINC_JVM_FLAGS, '-cp', `${warm.sandboxDir}/kotlin-compiler.jar`, KOTLINC_MAIN, '-version']],
    expected: /kotlinc-jvm \d+\.\d+/,
  },
};
