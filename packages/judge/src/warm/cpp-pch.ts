import fs from 'node:fs';
import path from 'node:path';
import { runTool } from './run-tool.ts';
import { warmKey } from './warm-cache.ts';
import type { WarmUp } from './warm-toolchain.ts';

export const PRECOMPILED_HEADER = 'bits/stdc++.h';
const PROBE = `#include <${PRECOMPILED_HEADER}>\nint main() { std::vector<int> v{1}; return v[0] - 1; }\n`;

/** Empty in the sandbox, whatever the host holds there. */
export const HIDDEN_IN_SANDBOX = '/usr/local';

function hasEntries(folder: string): boolean {
  try {
    return fs.readdirSync(folder).length > 0;
  } catch {
    return false;
  }
}

/** g++ takes a header only where a file of that name is (a folder of that name is passed over). */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The header g++ would include for `#include <bits/stdc++.h>`: the first folder of its `<...>` search list
 * (`-E -v` on nothing prints it, in milliseconds; a `-H` trace would parse the whole header, about 2 s of CPU at
 * every start) that holds it. The build's `-H` check and the sandbox probe prove the header is the one g++ takes.
 */
async function systemHeader(compiler: string, flags: readonly string[]): Promise<{ header: string; folders: string[] }> {
  const { stderr } = await runTool([compiler, ...flags, '-x', 'c++', '-E', '-v', '/dev/null']);
  const list = /#include <\.\.\.> search starts here:\n([\s\S]*?)\nEnd of search list\./.exec(stderr)?.[1] ?? '';
  const folders = list.split('\n').map((line) => line.trim()).filter(Boolean);
  // The sandbox shows /usr/local empty (bwrap-args.ts): a header there would be built into the PCH while the
  // sandbox's own g++ never sees it, so learners would compile against declarations that are not theirs.
  const hidden = folders.find((folder) => folder.startsWith(`${HIDDEN_IN_SANDBOX}/`) && hasEntries(folder));
  if (hidden) throw new Error(`${hidden} holds headers the sandbox's g++ does not see (${HIDDEN_IN_SANDBOX} is empty there)`);
  // The folder as printed (`…/12/../../include`): the kernel resolves `..` after any link, as g++'s open does.
  const header = folders.map((folder) => `${folder}/${PRECOMPILED_HEADER}`).find((file) => isFile(file));
  if (!header) throw new Error(`${compiler} does not find <${PRECOMPILED_HEADER}>`);
  return { header, folders };
}

/**
 * When each search folder and its `bits/` last had a file added, removed or replaced: a package upgrade (the C
 * library's headers, say) renames its new files into place, and the header precompiled before holds the old
 * declarations (g++ never checks the headers a precompiled header was made of).
 */
function folderTimes(folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    [folder, `${folder}/bits`].map((dir) => {
      try {
        return `${dir}:${fs.statSync(dir).mtimeMs}`;
      } catch {
        return `${dir}:-`;
      }
    }),
  );
}

/**
 * `bits/stdc++.h` precompiled with exactly the flags the judge compiles with
 * (a PCH built with other flags is silently ignored by g++). Shown to the
 * sandboxed compiler as `-I <dir>`: g++ looks for `<dir>/bits/stdc++.h.gch`
 * before the header itself, uses it when the header is the source's first
 * include, and otherwise goes on to the system header as before.
 */
export function precompiledHeader(compiler: string, flags: readonly string[]): WarmUp {
  return {
    async key() {
      const { stdout } = await runTool([compiler, '--version']);
      const { header, folders } = await systemHeader(compiler, flags);
      const { size, mtimeMs } = fs.statSync(header);
      return warmKey([stdout, ...flags, header, String(size), String(mtimeMs), ...folderTimes(folders)]);
    },
    async build(dir) {
      const gch = path.join(dir, `${PRECOMPILED_HEADER}.gch`);
      fs.mkdirSync(path.dirname(gch), { mode: 0o755 });
      await runTool([compiler, ...flags, '-x', 'c++-header', (await systemHeader(compiler, flags)).header, '-o', gch]);
      fs.chmodSync(gch, 0o644);
      // Proof that g++ takes it: the -H trace marks a used precompiled header with "!".
      const { stderr } = await runTool([compiler, ...flags, '-I', dir, '-Winvalid-pch', '-H', '-x', 'c++', '-fsyntax-only', '-'], PROBE);
      if (!stderr.startsWith(`! ${gch}`)) throw new Error(`g++ does not use the precompiled header: ${stderr.slice(0, 300)}`);
    },
    probe: {
      files: { 'probe.cpp': PROBE },
      commands: (warm) => [[compiler, ...flags, '-I', warm.sandboxDir, '-H', '-fsyntax-only', 'probe.cpp']],
      expected: /^! \/warm\/cpp\/bits\/stdc\+\+\.h\.gch$/m,
    },
  };
}
