import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@codepath/contract/enums';

/** A sum problem with ten tests, written to a scratch folder so the benchmark needs no catalogue. */
export function writeTenTestProblem(dir: string): void {
  fs.mkdirSync(path.join(dir, 'data', 'secret'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'problem.yaml'), 'name: Bench Sum\nlimits:\n  time: 2\n  memory: 256\n');
  for (let test = 1; test <= 10; test += 1) {
    const count = test * 1000;
    const numbers = Array.from({ length: count }, (_, i) => (i * 7919 + test) % 1_000_003);
    const name = String(test).padStart(2, '0');
    fs.writeFileSync(path.join(dir, 'data', 'secret', `${name}.in`), `${count}\n${numbers.join(' ')}\n`);
    fs.writeFileSync(path.join(dir, 'data', 'secret', `${name}.ans`), `${numbers.reduce((a, b) => a + b, 0)}\n`);
  }
}

export const SUM_SOLUTIONS: Readonly<Record<Language, string>> = {
  python: 'import sys\ndata = sys.stdin.buffer.read().split()\nprint(sum(map(int, data[1:])))\n',
  c: '#include <stdio.h>\nint main(void){int n;long long s=0,x;if(scanf("%d",&n)!=1)return 1;while(n--&&scanf("%lld",&x)==1)s+=x;printf("%lld\\n",s);return 0;}\n',
  cpp: '#include <iostream>\nint main(){std::ios::sync_with_stdio(false);int n;long long s=0,x;std::cin>>n;while(n--&&std::cin>>x)s+=x;std::cout<<s<<"\\n";}\n',
  java: 'import java.io.*;\nimport java.util.*;\npublic class Main{public static void main(String[] a)throws IOException{BufferedReader r=new BufferedReader(new InputStreamReader(System.in));int n=Integer.parseInt(r.readLine().trim());StringTokenizer t=new StringTokenizer(r.readLine());long s=0;for(int i=0;i<n;i++)s+=Long.parseLong(t.nextToken());System.out.println(s);}}\n',
  javascript: "const d = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);\nlet s = 0;\nfor (let i = 1; i <= d[0]; i++) s += d[i];\nconsole.log(s);\n",
  typescript: "const d: number[] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);\nlet s: number = 0;\nfor (let i = 1; i <= d[0]; i++) s += d[i];\nconsole.log(s);\n",
  go: 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tin := bufio.NewReader(os.Stdin)\n\tvar n int\n\tfmt.Fscan(in, &n)\n\tvar s, x int64\n\tfor i := 0; i < n; i++ {\n\t\tfmt.Fscan(in, &x)\n\t\ts += x\n\t}\n\tfmt.Println(s)\n}\n',
  rust: 'use std::io::Read;\nfn main() {\n    let mut t = String::new();\n    std::io::stdin().read_to_string(&mut t).unwrap();\n    let mut it = t.split_ascii_whitespace().map(|x| x.parse::<i64>().unwrap());\n    let n = it.next().unwrap() as usize;\n    let s: i64 = it.take(n).sum();\n    println!("{}", s);\n}\n',
  kotlin: 'fun main() {\n    val n = readln().trim().toInt()\n    val t = readln().split(\' \')\n    var s = 0L\n    for (i in 0 until n) s += t[i].toLong()\n    println(s)\n}\n',
  csharp: 'using System;\npublic class Program {\n    public static void Main() {\n        var t = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);\n        int n = int.Parse(t[0]);\n        long s = 0;\n        for (int i = 1; i <= n; i++) s += long.Parse(t[i]);\n        Console.WriteLine(s);\n    }\n}\n',
};

export const HELLO_WORLD: Readonly<Record<Language, string>> = {
  python: 'print("hello")\n',
  c: '#include <stdio.h>\nint main(void){puts("hello");return 0;}\n',
  cpp: '#include <iostream>\nint main(){std::cout<<"hello\\n";}\n',
  java: 'public class Main{public static void main(String[] a){System.out.println("hello");}}\n',
  javascript: 'console.log("hello");\n',
  typescript: 'const greeting: string = "hello";\nconsole.log(greeting);\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello") }\n',
  rust: 'fn main() { println!("hello"); }\n',
  kotlin: 'fun main() {\n    println("hello")\n}\n',
  csharp: 'public class Program { public static void Main() { System.Console.WriteLine("hello"); } }\n',
};
