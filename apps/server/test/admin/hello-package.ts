import fs from 'node:fs';
import path from 'node:path';

/**
 * A small Kattis package in the style of problemtools' "hello" example, written
 * here: print "Hello World!", one secret test, an accepted and a wrong submission.
 * `answer` is what the secret test expects (a test changing it plays the author
 * fixing a test).
 */
export function writeHelloPackage(dir: string, options: { answer?: string; name?: string } = {}): string {
  const file = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  file('problem.yaml', `name: ${options.name ?? 'Hello World'}\nsource: CodePath tests\nlicense: cc by-sa\n`);
  file('problem_statement/problem.en.tex', '\\problemname{Hello World}\n\nPrint the text \\texttt{Hello World!}.\n\n\\section*{Input}\nThere is no input.\n\n\\section*{Output}\nOutput the line \\texttt{Hello World!}.\n');
  file('data/sample/1.in', '');
  file('data/sample/1.ans', 'Hello World!\n');
  file('data/secret/1.in', '');
  file('data/secret/1.ans', options.answer ?? 'Hello World!\n');
  file('submissions/accepted/hello.py', 'print("Hello World!")\n');
  file('submissions/wrong_answer/bye.py', 'print("Goodbye World!")\n');
  return dir;
}
