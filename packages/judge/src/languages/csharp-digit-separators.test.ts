import { describe, expect, it } from 'vitest';
import { findSeparatedDecimal, refuseSeparatedDecimals } from './csharp-digit-separators.ts';

const text = (source: string) => findSeparatedDecimal(source)?.text;

describe('a C# decimal number with digit separators', () => {
  it('is found in code, with its place', () => {
    expect(findSeparatedDecimal('class P {\n  long x = 15_000_000;\n}')).toEqual({ text: '15_000_000', line: 2, column: 12 });
    expect(text('var d = 1_000.5;')).toBe('1_000.5');
    expect(text('var d = .5_0;')).toBe('.5_0');
    expect(text('var e = 1e1_0;')).toBe('1e1_0');
    expect(text('var l = 1_000L + 2_0UL;')).toBe('1_000L');
    expect(text('var s = 1_000.ToString();')).toBe('1_000');
    expect(text('var t = $"{a[1_0]}";')).toBe('1_0');
    expect(text('var t = $@"x{ f(2_0) }";')).toBe('2_0');
  });

  it('is not found in hexadecimal, binary, names, strings, characters or comments', () => {
    expect(text('int a = 0x_FF + 0b_10_01 + 0X1_F;')).toBeUndefined();
    expect(text('int x_1 = a_2 + _3;')).toBeUndefined();
    expect(text('var s = "1_000\\"2_0";')).toBeUndefined();
    expect(text('var s = @"1_000""2_0";')).toBeUndefined();
    expect(text('var s = $"{{1_000}}";')).toBeUndefined();
    expect(text("var c = '_'; var q = '\\'';")).toBeUndefined();
    expect(text('// 1_000\n/* 2_000 */ int a = 1e+5 + 1.5e-3;')).toBeUndefined();
  });

  it('is refused in the compiler’s own form, saying what to write', () => {
    expect(refuseSeparatedDecimals('main.cs', 'long x = 1_000;')).toBe(
      'main.cs(1,10): error: the number 1_000 has digit separators (_), which this C# compiler (Mono) reads wrongly in a decimal number: write it without them (1000)',
    );
    expect(refuseSeparatedDecimals('main.cs', 'long x = 1000;')).toBeUndefined();
  });
});
