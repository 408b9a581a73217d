import { describe, expect, it } from 'vitest';
import { comparePrograms } from './compare-programs.ts';

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
