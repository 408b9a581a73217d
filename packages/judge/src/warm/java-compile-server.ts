import fs from 'node:fs';
import path from 'node:path';
import { JAVAC_HEAP_FLAG, jdkTool, LEAN_JVM_FLAGS, COMPILE_ARCHIVE } from '../languages/jdk-tools.ts';
import { BASE_ENV } from '../languages/language.ts';
import type { SandboxCommand } from '../sandbox/types.ts';
import { runTool } from './run-tool.ts';
import type { WarmToolchain } from './warm-toolchain.ts';

export const SERVER_CLASS = 'CompileServer';
/** The server's source lives beside this file; it is compiled with the warm files, never downloaded. */
export const COMPILE_SERVER_SOURCE = fs.readFileSync(new URL(`./${SERVER_CLASS}.java`, import.meta.url), 'utf8');
/** The warm folder's subfolder holding the server's class. */
export const SERVER_DIR = 'compiler';

/** Compiles the server into `<dir>/compiler/` with the given javac command (the JDK's javac and its flags); Java's and Kotlin's warm folders each hold one. */
export async function buildCompileServer(dir: string, javac: readonly string[]): Promise<void> {
  const classes = path.join(dir, SERVER_DIR);
  fs.mkdirSync(classes, { mode: 0o755 });
  const source = path.join(dir, 'work', `${SERVER_CLASS}.java`);
  fs.writeFileSync(source, COMPILE_SERVER_SOURCE);
  await runTool([...javac, '-encoding', 'UTF-8', '-d', classes, source]);
  for (const file of fs.readdirSync(classes)) fs.chmodSync(path.join(classes, file), 0o644);
}

/**
 * The long-lived javac (CompileServer.java) in the sandbox: the compile's JVM
 * flags and heap, javac's class-data archive, its class from the warm folder.
 */
export function javaCompileServerCommand(warm: WarmToolchain): SandboxCommand {
  return {
    // No arguments: the server compiles with javac.
    argv: [
      jdkTool('java'),
      ...LEAN_JVM_FLAGS,
      `-XX:SharedArchiveFile=${warm.sandboxDir}/${COMPILE_ARCHIVE}`,
      JAVAC_HEAP_FLAG,
      '-cp',
      `${warm.sandboxDir}/${SERVER_DIR}`,
      SERVER_CLASS,
    ],
    env: BASE_ENV,
  };
}
