import { describe, expect, it } from 'vitest';
import { comparePrograms } from './compare-programs.ts';
import type { Language } from '@codepath/contract/enums';

const original = `def count_words(text):
    counts = {}
    for word in text.split():
        word = word.lower()
        if word in counts:
            counts[word] += 1
        else:
            counts[word] = 1
    best = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return best[0][0] if best else ""

print(count_words(input()))
`;
// The same program with every name changed and comments added: still the same shape.
const renamed = `# my own solution
def tally(s):
    seen = {}
    for w in s.split():
        w = w.lower()
        if w in seen:
            seen[w] += 1
        else:
            seen[w] = 1
    ranked = sorted(seen.items(), key=lambda kv: (-kv[1], kv[0]))
    return ranked[0][0] if ranked else ""

print(tally(input()))
`;
const different = `import sys
from collections import Counter

def main():
    data = sys.stdin.read().split()
    c = Counter(x.lower() for x in data)
    print(min(c, key=lambda k: (-c[k], k)) if c else "")

main()
`;

describe('comparePrograms', () => {
  it('ranks a renamed copy above an independent solution and marks the shared lines', async () => {
    const pairs = await comparePrograms(
      [
        { key: 'a', language: 'python', code: original },
        { key: 'b', language: 'python', code: renamed },
        { key: 'c', language: 'python', code: different },
      ],
      {},
    );
    expect(pairs[0]).toMatchObject({ leftKey: 'a', rightKey: 'b', language: 'python' });
    expect(pairs[0]!.similarity).toBeGreaterThan(0.8);
    const other = pairs.find((pair) => pair.rightKey === 'c' || pair.leftKey === 'c');
    expect(other?.similarity ?? 0).toBeLessThan(0.3);
    const [fragment] = pairs[0]!.fragments;
    expect(fragment).toBeDefined();
    // The copied function's body lines are marked on both sides (rows are 0-based; the copy has a comment line first).
    expect(fragment!.left[0]).toBeLessThanOrEqual(2);
    expect(fragment!.right[0]).toBeLessThanOrEqual(3);
  });

  it('compares only programs of the same language', async () => {
    const pairs = await comparePrograms(
      [
        { key: 'a', language: 'python', code: original },
        { key: 'b', language: 'java', code: 'class Main { public static void main(String[] a) { System.out.println(1); } }' },
      ],
      {},
    );
    expect(pairs).toEqual([]);
  });

  it('ignores what the template already gives everyone', async () => {
    const template = `import sys\n\ndef solve(values):\n    pass\n\ndef main():\n    n = int(sys.stdin.readline())\n    values = list(map(int, sys.stdin.readline().split()))\n    result = solve(values)\n    print(result)\n    for i in range(n):\n        if values[i] < 0:\n            print("negative", i)\n\nmain()\n`;
    const fill = (body: string) => template.replace('    pass\n', body);
    const pairs = await comparePrograms(
      [
        { key: 'a', language: 'python', code: fill('    return sum(values)\n') },
        { key: 'b', language: 'python', code: fill('    total = 0\n    for v in values:\n        total = total + v * 2 - v\n    return total\n') },
      ],
      { python: template },
    );
    const withoutTemplate = await comparePrograms(
      [
        { key: 'a', language: 'python', code: fill('    return sum(values)\n') },
        { key: 'b', language: 'python', code: fill('    total = 0\n    for v in values:\n        total = total + v * 2 - v\n    return total\n') },
      ],
      {},
    );
    expect(withoutTemplate[0]?.similarity ?? 0).toBeGreaterThan(0.3);
    expect(pairs[0]?.similarity ?? 0).toBeLessThan(withoutTemplate[0]!.similarity / 2);
  });
});

// Each language with a grammar (C, C++, Java) and two without one (compared by lexical tokens):
// a copy with its names, comments and spacing changed ranks above a program written apart.
const OTHER_LANGUAGES: { language: Language; original: string; renamed: string; different: string }[] = [
  {
    language: 'c',
    original: `#include <stdio.h>\n\nlong best(const long *values, int n) {\n    long here = 0, most = values[0];\n    for (int i = 0; i < n; i++) {\n        here = here + values[i] > values[i] ? here + values[i] : values[i];\n        if (here > most) most = here;\n    }\n    return most;\n}\n\nint main(void) {\n    int n;\n    long values[1000];\n    scanf("%d", &n);\n    for (int i = 0; i < n; i++) scanf("%ld", &values[i]);\n    printf("%ld\\n", best(values, n));\n    return 0;\n}\n`,
    renamed: `#include <stdio.h>\n/* mine */\nlong kadane(const long *a, int len)\n{\n  long cur = 0, top = a[0];\n  for (int k = 0; k < len; k++) {\n    cur = cur + a[k] > a[k] ? cur + a[k] : a[k];\n    if (cur > top) top = cur;\n  }\n  return top;\n}\nint main(void)\n{\n  int len;\n  long a[1000];\n  scanf("%d", &len);\n  for (int k = 0; k < len; k++) scanf("%ld", &a[k]);\n  printf("%ld\\n", kadane(a, len));\n  return 0;\n}\n`,
    different: `#include <stdio.h>\n#include <string.h>\n\nint main(void) {\n    char line[256];\n    while (fgets(line, sizeof line, stdin)) {\n        size_t length = strlen(line);\n        while (length > 0 && line[length - 1] == '\\n') line[--length] = 0;\n        for (size_t j = length; j-- > 0;) putchar(line[j]);\n        putchar('\\n');\n    }\n    return 0;\n}\n`,
  },
  {
    language: 'cpp',
    original: `#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    int n;\n    cin >> n;\n    vector<long long> values(n);\n    for (auto &value : values) cin >> value;\n    long long here = 0, most = values[0];\n    for (int i = 0; i < n; ++i) {\n        here = max(values[i], here + values[i]);\n        most = max(most, here);\n    }\n    cout << most << endl;\n}\n`,
    renamed: `#include <bits/stdc++.h>\nusing namespace std;\n// copied\nint main()\n{\n  int len; cin >> len;\n  vector<long long> a(len);\n  for (auto &x : a) cin >> x;\n  long long cur = 0, top = a[0];\n  for (int k = 0; k < len; ++k) {\n    cur = max(a[k], cur + a[k]);\n    top = max(top, cur);\n  }\n  cout << top << endl;\n}\n`,
    different: `#include <iostream>\n#include <string>\n#include <algorithm>\n\nint main() {\n    std::string text;\n    std::getline(std::cin, text);\n    std::reverse(text.begin(), text.end());\n    std::cout << text << "\\n";\n    return 0;\n}\n`,
  },
  {
    language: 'java',
    original: `import java.util.*;\n\npublic class Main {\n    static long best(long[] values) {\n        long here = 0, most = values[0];\n        for (long value : values) {\n            here = Math.max(value, here + value);\n            most = Math.max(most, here);\n        }\n        return most;\n    }\n\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        int n = in.nextInt();\n        long[] values = new long[n];\n        for (int i = 0; i < n; i++) values[i] = in.nextLong();\n        System.out.println(best(values));\n    }\n}\n`,
    renamed: `import java.util.*;\n\n// my own work\npublic class Main {\n  static long kadane(long[] a) {\n    long cur = 0, top = a[0];\n    for (long x : a) {\n      cur = Math.max(x, cur + x);\n      top = Math.max(top, cur);\n    }\n    return top;\n  }\n  public static void main(String[] argv) {\n    Scanner sc = new Scanner(System.in);\n    int len = sc.nextInt();\n    long[] a = new long[len];\n    for (int k = 0; k < len; k++) a[k] = sc.nextLong();\n    System.out.println(kadane(a));\n  }\n}\n`,
    different: `import java.io.*;\n\npublic class Main {\n    public static void main(String[] args) throws IOException {\n        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));\n        String line = reader.readLine();\n        StringBuilder builder = new StringBuilder(line == null ? "" : line);\n        System.out.println(builder.reverse().toString());\n    }\n}\n`,
  },
  {
    language: 'go',
    original: `package main\n\nimport "fmt"\n\nfunc best(values []int64) int64 {\n\there, most := int64(0), values[0]\n\tfor _, value := range values {\n\t\tif here+value > value {\n\t\t\there = here + value\n\t\t} else {\n\t\t\there = value\n\t\t}\n\t\tif here > most {\n\t\t\tmost = here\n\t\t}\n\t}\n\treturn most\n}\n\nfunc main() {\n\tvar n int\n\tfmt.Scan(&n)\n\tvalues := make([]int64, n)\n\tfor i := range values {\n\t\tfmt.Scan(&values[i])\n\t}\n\tfmt.Println(best(values))\n}\n`,
    renamed: `package main\n\nimport "fmt"\n\n// mine\nfunc kadane(a []int64) int64 {\n  cur, top := int64(0), a[0]\n  for _, x := range a {\n    if cur+x > x { cur = cur + x } else { cur = x }\n    if cur > top { top = cur }\n  }\n  return top\n}\n\nfunc main() {\n  var len int\n  fmt.Scan(&len)\n  a := make([]int64, len)\n  for k := range a { fmt.Scan(&a[k]) }\n  fmt.Println(kadane(a))\n}\n`,
    different: `package main\n\nimport (\n\t"bufio"\n\t"os"\n)\n\nfunc main() {\n\treader := bufio.NewReader(os.Stdin)\n\tline, _ := reader.ReadString('\\n')\n\trunes := []rune(line)\n\tfor left, right := 0, len(runes)-1; left < right; left, right = left+1, right-1 {\n\t\trunes[left], runes[right] = runes[right], runes[left]\n\t}\n\tos.Stdout.WriteString(string(runes))\n}\n`,
  },
  {
    language: 'javascript',
    original: `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');\nconst values = lines[1].split(' ').map(Number);\n\nfunction best(values) {\n  let here = 0;\n  let most = values[0];\n  for (const value of values) {\n    here = Math.max(value, here + value);\n    most = Math.max(most, here);\n  }\n  return most;\n}\n\nconsole.log(best(values));\n`,
    renamed: `// written by me\nconst input = require('fs').readFileSync(0, 'utf8').trim().split('\\n');\nconst a = input[1].split(' ').map(Number);\nfunction kadane(a) {\n    let cur = 0;\n    let top = a[0];\n    for (const x of a) {\n        cur = Math.max(x, cur + x);\n        top = Math.max(top, cur);\n    }\n    return top;\n}\nconsole.log(kadane(a));\n`,
    different: `let text = '';\nprocess.stdin.on('data', (chunk) => {\n  text += chunk;\n});\nprocess.stdin.on('end', () => {\n  process.stdout.write([...text.trimEnd()].reverse().join('') + '\\n');\n});\n`,
  },
];

describe.each(OTHER_LANGUAGES)('comparePrograms in $language', ({ language, original: first, renamed: copy, different: apart }) => {
  it('ranks a renamed copy above a program written apart, with shared fragments', async () => {
    const pairs = await comparePrograms(
      [
        { key: 'a', language, code: first },
        { key: 'b', language, code: copy },
        { key: 'c', language, code: apart },
      ],
      {},
    );
    expect(pairs[0]).toMatchObject({ leftKey: 'a', rightKey: 'b', language });
    expect(pairs[0]!.similarity).toBeGreaterThan(0.6);
    expect(pairs[0]!.fragments.length).toBeGreaterThan(0);
    for (const pair of pairs.slice(1)) expect(pair.similarity).toBeLessThan(pairs[0]!.similarity / 2);
  });
});
