// A small Kattis package in the style of problemtools' "hello" example, written here for
// the tests (server, browser): print a greeting; one sample and one secret test, an
// accepted and a wrong submission, a LaTeX statement. See kattis-hello.d.mts.
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';

export const HELLO_GREETING = 'Hello World!';

export function writeHelloPackage(dir, options = {}) {
  const greeting = options.greeting ?? HELLO_GREETING;
  const file = (relative, content) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  file('problem.yaml', `name: ${options.name ?? 'Hello World'}\nsource: CodePath tests\nlicense: cc by-sa\n`);
  file('problem_statement/problem.en.tex', '\\problemname{Hello World}\n\nPrint the greeting.\n\n\\section*{Input}\nThere is no input.\n\n\\section*{Output}\nOutput the greeting on one line.\n');
  file('data/sample/1.in', '');
  file('data/sample/1.ans', `${greeting}\n`);
  file('data/secret/1.in', '');
  file('data/secret/1.ans', `${options.secretAnswer ?? greeting}\n`);
  file('submissions/accepted/hello.py', `print(${JSON.stringify(greeting)})\n`);
  file('submissions/wrong_answer/bye.py', 'print("Goodbye World!")\n');
  return dir;
}

/** Every file of `dir` in a zip, under the folder `folderName` (modes kept). */
export async function zipFolder(dir, folderName) {
  const zip = new yazl.ZipFile();
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const entryPath = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(entryPath);
      else zip.addFile(path.join(dir, entryPath), `${folderName}/${entryPath}`, { mode: fs.statSync(path.join(dir, entryPath)).mode, mtime: new Date(2025, 0, 1) });
    }
  };
  walk('');
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
