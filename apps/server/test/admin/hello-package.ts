import fs from 'node:fs';
import path from 'node:path';

/**
 * A small Kattis package in the style of problemtools' "hello" example, written
 * here: print a greeting, one sample and one secret test, an accepted and a wrong
 * submission. `greeting` changes what every test expects and what the accepted
 * submission prints (an author changing the tests); `secretAnswer` changes only
 * the secret test (a package whose accepted submission then fails).
 */
export function writeHelloPackage(dir: string, options: { greeting?: string; secretAnswer?: string; name?: string } = {}): string {
  const greeting = options.greeting ?? 'Hello World!';
  const file = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  file('problem.yaml', `name: ${options.name ?? 'Hello World'}\nsource: CodePath tests\nlicense: cc by-sa\n`);
  file('problem_statement/problem.en.tex', '\\problemname{Hello World}\n\nPrint the text \\texttt{Hello World!}.\n\n\\section*{Input}\nThere is no input.\n\n\\section*{Output}\nOutput the line \\texttt{Hello World!}.\n');
  file('data/sample/1.in', '');
  file('data/sample/1.ans', `${greeting}\n`);
  file('data/secret/1.in', '');
  file('data/secret/1.ans', `${options.secretAnswer ?? greeting}\n`);
  file('submissions/accepted/hello.py', `print(${JSON.stringify(greeting)})\n`);
  file('submissions/wrong_answer/bye.py', 'print("Goodbye World!")\n');
  return dir;
}
