import { describe, expect, it } from 'vitest';
import type { Language } from '@codepath/contract/enums';
import { createJudge } from '../src/judge.ts';

const MIB = 1024 * 1024;
const judge = createJudge();

const BURN_CPU_C = `#include <stdio.h>
#include <time.h>
int main(void) {
  volatile unsigned long spins = 0;
  while (clock() < 1.5 * CLOCKS_PER_SEC) spins++;
  printf("%lu\\n", spins > 0);
  return 0;
}
`;

const TOUCH_200_MIB: Partial<Record<Language, string>> = {
  c: `#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t n = (size_t)200 << 20;
  volatile char *p = malloc(n);
  if (!p) return 1;
  for (size_t i = 0; i < n; i += 4096) p[i] = 1;
  printf("%d\\n", p[n - 4096]);
  return 0;
}
`,
  cpp: `#include <iostream>
#include <vector>
int main() {
  std::vector<char> v((size_t)200 << 20, 1);
  std::cout << (int)v[v.size() - 1] << "\\n";
}
`,
  python: 'block = bytearray(b"x") * (200 << 20)\nprint(block[-1])\n',
  // Outside V8's heap, so the runtime's own share shows beside it.
  javascript: 'const block = Buffer.alloc(200 << 20, 1);\nconsole.log(block[block.length - 1]);\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tblock := make([]byte, 200<<20)\n\tfor i := range block {\n\t\tblock[i] = 1\n\t}\n\tfmt.Println(block[len(block)-1])\n}\n',
  rust: 'fn main() {\n    let block = vec![1u8; 200 << 20];\n    println!("{}", block[block.len() - 1]);\n}\n',
  csharp: 'public class Program {\n    public static void Main() {\n        var block = new byte[200 << 20];\n        for (int i = 0; i < block.Length; i += 4096) block[i] = 1;\n        System.Console.WriteLine(block[block.Length - 4096]);\n    }\n}\n',
};

const TOUCH_300_MIB: Partial<Record<Language, string>> = {
  c: (TOUCH_200_MIB.c ?? '').replace('200 << 20', '300 << 20'),
  cpp: (TOUCH_200_MIB.cpp ?? '').replace('200 << 20', '300 << 20'),
  python: 'block = bytearray(b"x") * (300 << 20)\nprint(block[-1])\n',
  // 1 MiB at a time: the heap fills up to the JVM's own limit.
  java: 'import java.util.*;\npublic class Main { public static void main(String[] a) { List<byte[]> l = new ArrayList<>(); for (int i = 0; i < 300; i++) l.add(new byte[1 << 20]); System.out.println(l.size()); } }\n',
  javascript: (TOUCH_200_MIB.javascript ?? '').replace('200 << 20', '300 << 20'),
  typescript: 'const block: Buffer = Buffer.alloc(300 << 20, 1);\nconsole.log(block[block.length - 1]);\n',
  go: (TOUCH_200_MIB.go ?? '').replace('200<<20', '300<<20'),
  rust: (TOUCH_200_MIB.rust ?? '').replace('200 << 20', '300 << 20'),
  // 1 MiB at a time: the heap fills up to Mono's own limit.
  csharp: 'using System.Collections.Generic;\npublic class P {\n  public static void Main() {\n    var kept = new List<byte[]>();\n    for (int i = 0; i < 300; i++) { var b = new byte[1 << 20]; for (int j = 0; j < b.Length; j += 4096) b[j] = 1; kept.Add(b); }\n    System.Console.WriteLine(kept.Count);\n  }\n}\n',
};

function cases(sources: Partial<Record<Language, string>>): { language: Language; source: string }[] {
  return Object.entries(sources).map(([language, source]) => ({ language: language as Language, source: source ?? '' }));
}

describe('measurement', () => {
  it('reports a program burning 1.5 s of CPU at 1.5 ± 0.15 s', async () => {
    const result = await judge.runProgram({ language: 'c', source: BURN_CPU_C, timeLimitMs: 10_000 });
    expect(result.verdict).toBe('Accepted');
    expect(result.timeMs).toBeGreaterThanOrEqual(1350);
    expect(result.timeMs).toBeLessThanOrEqual(1650);
  }, 60_000);

  it.each(cases(TOUCH_200_MIB))('reports 200 MiB touched in $language at 200 MiB ± 10 %', async ({ language, source }) => {
    const result = await judge.runProgram({ language, source, memoryLimitBytes: 512 * MIB, timeLimitMs: 10_000 });
    expect(result.verdict).toBe('Accepted');
    expect(result.memoryKb).toBeGreaterThanOrEqual(200 * 1024 * 0.9);
    expect(result.memoryKb).toBeLessThanOrEqual(200 * 1024 * 1.1);
  }, 60_000);

  it.each(cases(TOUCH_300_MIB))('judges 300 MiB against a 256 MiB limit Memory Limit Exceeded in $language', async ({ language, source }) => {
    const result = await judge.runProgram({ language, source, memoryLimitBytes: 256 * MIB, timeLimitMs: 10_000 });
    expect(result.verdict).toBe('Memory Limit Exceeded');
    expect(result.memoryKb).toBeLessThanOrEqual(256 * 1024);
  }, 60_000);

  // Refused by the JVM before any memory is used: nothing the sandbox measures says memory, but the JVM's status does
  // (-XX:+ExitOnOutOfMemoryError ends it with status 3 at any OutOfMemoryError: execution.ts).
  it('calls one Java array larger than its heap can hold Memory Limit Exceeded, by the JVM\'s exit status', async () => {
    const source = 'public class Main { public static void main(String[] a) { byte[] b = new byte[300 << 20]; b[b.length - 1] = 1; System.out.println(b[b.length - 1]); } }\n';
    const result = await judge.runProgram({ language: 'java', source, memoryLimitBytes: 256 * MIB, timeLimitMs: 10_000 });
    expect([result.verdict, result.exitCode, result.stdout]).toEqual(['Memory Limit Exceeded', 3, '']);
    // The JVM's own report goes to stderr, not into the program's output.
    expect(result.stderr).toContain('java.lang.OutOfMemoryError');
  }, 60_000);

  // 150 arrays of 1 MiB each: a collector that gives such arrays whole regions of their own (G1) runs out of heap at about 120 MiB.
  it('accepts 150 MiB of 1 MiB arrays in Java against a 256 MiB limit', async () => {
    const source =
      'import java.util.*;\npublic class Main { public static void main(String[] a) { List<int[]> l = new ArrayList<>(); for (int i = 0; i < 150; i++) l.add(new int[262144]); System.out.println(l.size()); } }\n';
    const result = await judge.runProgram({ language: 'java', source, memoryLimitBytes: 256 * MIB, timeLimitMs: 10_000 });
    expect([result.verdict, result.stdout]).toEqual(['Accepted', '150\n']);
    expect(result.memoryKb).toBeGreaterThanOrEqual(150 * 1024);
  }, 60_000);
});
