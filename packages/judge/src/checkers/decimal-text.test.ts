import { describe, expect, it } from 'vitest';
import { DecimalText } from './decimal-text.ts';

const DECIMAL_SHAPE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function shorten(text: string): string | undefined {
  const reader = new DecimalText();
  for (const byte of Buffer.from(text, 'latin1')) reader.push(byte);
  return reader.text();
}

function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('DecimalText', () => {
  it('accepts exactly the decimal shape the validator accepts', () => {
    const next = randomSource(7);
    const alphabet = '0123456789.eE+-x';
    for (let round = 0; round < 50_000; round += 1) {
      let text = '';
      const length = 1 + Math.floor(next() * 8);
      for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(shorten(text) !== undefined, text).toBe(DECIMAL_SHAPE.test(text));
    }
  });

  it('keeps the value of numbers of any length', () => {
    const next = randomSource(11);
    const digitRun = (count: number, zeroBias: number) => Array.from({ length: count }, () => (next() < zeroBias ? '0' : String(Math.floor(next() * 10)))).join('');
    for (let round = 0; round < 2_000; round += 1) {
      const integer = next() < 0.3 ? '' : digitRun(Math.floor(next() * 1200), next());
      const fraction = next() < 0.3 ? '' : `.${digitRun(Math.floor(next() * 1200), next())}`;
      const exponent = next() < 0.5 ? '' : `e${next() < 0.5 ? '-' : '+'}${Math.floor(next() * 400)}`;
      const text = `${next() < 0.5 ? '-' : ''}${integer || '0'}${fraction}${exponent}`;
      const shortened = shorten(text);
      expect(shortened, text).toBeDefined();
      expect(Object.is(Number(shortened), Number(text)), text).toBe(true);
      expect(shortened?.length ?? 0).toBeLessThan(820);
    }
  });

  it('keeps the value where only a digit far beyond the 800th decides the rounding', () => {
    // Halfway between two doubles: the last nonzero digit, millions of digits on, rounds it up.
    const halfway = `9007199254740993${'0'.repeat(3_000_000)}1e-3000000`;
    expect(Number(shorten(halfway))).toBe(Number(halfway));
    expect(Number(shorten(`0.${'0'.repeat(2_000_000)}15e2000000`))).toBe(0.15);
  });
});
