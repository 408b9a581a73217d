import fs from 'node:fs';
import path from 'node:path';
import { javaHome } from '../languages/java-home.ts';
import { COMPILE_ARCHIVE, JAVAC_HEAP_FLAG, jdkTool, LEAN_JVM_FLAGS, RUN_ARCHIVE } from '../languages/jdk-tools.ts';
import { runTool } from './run-tool.ts';
import { warmKey } from './warm-cache.ts';
import type { WarmUp } from './warm-toolchain.ts';
import { buildCompileServer, COMPILE_SERVER_SOURCE, javaCompileServerCommand } from './java-compile-server.ts';
import { WARM_UP_CLASS, WARM_UP_SOURCE, WARM_UP_STDIN, WARM_UP_STDOUT } from './java-warm-up-program.ts';

/** Dumping an archive takes the lean flags, but not their -Xshare:auto. */
const DUMP_FLAGS = LEAN_JVM_FLAGS.filter((flag) => !flag.startsWith('-Xshare'));
const asJavacFlags = (flags: readonly string[]) => flags.map((flag) => `-J${flag}`);

/** The classes a JVM loaded, minus the warm-up program's own (the archives hold only the JDK's). */
function jdkClassList(file: string): string {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return lines.filter((line) => line !== '' && !line.startsWith('#') && !line.includes(WARM_UP_CLASS)).join('\n');
}

async function dumpArchive(classList: string, archive: string): Promise<void> {
  await runTool([jdkTool('java'), '-Xshare:dump', ...DUMP_FLAGS, `-XX:SharedClassListFile=${classList}`, `-XX:SharedArchiveFile=${archive}`]);
  fs.chmodSync(archive, 0o644);
}

/**
 * Two static class-data archives of the JDK's classes, dumped by this JDK:
 * `javac.jsa` with what javac loads to compile a typical solution (about 2,300
 * classes, most of a cold javac's start), `run.jsa` with what such a solution
 * loads when it runs. Each is proven with -Xshare:on (which fails rather than
 * falls back) before it is used; in the sandbox they are used with
 * -Xshare:auto. They hold no application class, so the class path at run time
 * (/box) does not matter.
 */
export const javaClassDataArchives: WarmUp = {
  async key() {
    const { stderr } = await runTool([jdkTool('java'), '-version']);
    return warmKey([stderr, javaHome() ?? '', ...DUMP_FLAGS, WARM_UP_SOURCE, COMPILE_SERVER_SOURCE]);
  },
  async build(dir) {
    const work = path.join(dir, 'work');
    fs.mkdirSync(work);
    const source = path.join(work, `${WARM_UP_CLASS}.java`);
    fs.writeFileSync(source, WARM_UP_SOURCE);
    const javacTool = [jdkTool('javac'), ...asJavacFlags(DUMP_FLAGS), `-J${JAVAC_HEAP_FLAG}`];
    const javac = [...javacTool, '-encoding', 'UTF-8', '-d', work, source];
    const java = [jdkTool('java'), ...DUMP_FLAGS, '-cp', work, WARM_UP_CLASS];
    await runTool([...javac.slice(0, 1), '-J-Xshare:off', `-J-XX:DumpLoadedClassList=${work}/javac.list`, ...javac.slice(1)]);
    await runTool([...java.slice(0, 1), '-Xshare:off', `-XX:DumpLoadedClassList=${work}/run.list`, ...java.slice(1)], WARM_UP_STDIN);
    fs.writeFileSync(`${work}/javac.classes`, jdkClassList(`${work}/javac.list`));
    fs.writeFileSync(`${work}/run.classes`, jdkClassList(`${work}/run.list`));
    await dumpArchive(`${work}/javac.classes`, path.join(dir, COMPILE_ARCHIVE));
    await dumpArchive(`${work}/run.classes`, path.join(dir, RUN_ARCHIVE));
    await runTool([...javac.slice(0, 1), '-J-Xshare:on', `-J-XX:SharedArchiveFile=${path.join(dir, COMPILE_ARCHIVE)}`, ...javac.slice(1)]);
    const { stdout } = await runTool([...java.slice(0, 1), '-Xshare:on', `-XX:SharedArchiveFile=${path.join(dir, RUN_ARCHIVE)}`, ...java.slice(1)], WARM_UP_STDIN);
    if (stdout !== WARM_UP_STDOUT) throw new Error(`the Java warm-up program printed ${JSON.stringify(stdout)} with the archive`);
    await buildCompileServer(dir, javacTool);
    fs.rmSync(work, { recursive: true, force: true });
  },
  compileServer: { command: javaCompileServerCommand, processName: 'javac' },
  // javac reads the JDK's classes from its module image as the source's imports ask.
  residentFiles: () => {
    const home = javaHome();
    return home ? [path.join(home, 'lib', 'modules')] : [];
  },
  // -Xshare:on fails rather than starts without the archive; the JVM's -version then names "sharing".
  probe: {
    files: {},
    commands: (warm) => [
      [jdkTool('java'), ...DUMP_FLAGS, '-Xshare:on', `-XX:SharedArchiveFile=${warm.sandboxDir}/${RUN_ARCHIVE}`, '-version'],
      [jdkTool('javac'), ...asJavacFlags([...DUMP_FLAGS, '-Xshare:on', `-XX:SharedArchiveFile=${warm.sandboxDir}/${COMPILE_ARCHIVE}`, '-version'])],
    ],
    expected: /, sharing\)/,
  },
};
