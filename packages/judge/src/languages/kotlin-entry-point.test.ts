import { describe, expect, it } from 'vitest';
import { kotlinEntryPoint } from './kotlin-entry-point.ts';

describe("a Kotlin source's file and the class that runs it", () => {
  it("runs the file's facade class: main.kt's MainKt, or the package's own file name's", () => {
    expect(kotlinEntryPoint('fun main() {}\n')).toEqual({ sourceFileName: 'main.kt', mainName: 'MainKt' });
    expect(kotlinEntryPoint('fun main() {}\n', 'sum.kt')).toEqual({ sourceFileName: 'sum.kt', mainName: 'SumKt' });
    // A name the JVM or a shell would read otherwise is not taken: the source is saved as main.kt.
    expect(kotlinEntryPoint('fun main() {}\n', '../x.kt')).toEqual({ sourceFileName: 'main.kt', mainName: 'MainKt' });
    expect(kotlinEntryPoint('fun main() {}\n', 'two-sum.kt')).toEqual({ sourceFileName: 'main.kt', mainName: 'MainKt' });
  });

  it('follows a package declaration and @file:JvmName, not one in a comment', () => {
    expect(kotlinEntryPoint('// package fake\npackage contest.a\n\nfun main() {}\n').mainName).toBe('contest.a.MainKt');
    expect(kotlinEntryPoint('@file:JvmName("Solution")\npackage p\nfun main() {}\n').mainName).toBe('p.Solution');
    expect(kotlinEntryPoint('/* package fake */\nfun main() {}\n').mainName).toBe('MainKt');
  });

  it('scans a source of line breaks only in linear time (a quadratic scan held the judge for seconds)', () => {
    const started = performance.now();
    expect(kotlinEntryPoint(`${'\r'.repeat(65_000)}fun main() { println("1 3") }`).mainName).toBe('MainKt');
    expect(kotlinEntryPoint(`${'\n'.repeat(30_000)}  package deep\nfun main() {}`).mainName).toBe('deep.MainKt');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
