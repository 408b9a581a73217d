import { describe, expect, it } from 'vitest';
import { formatInteraction, withSampleInteractions } from './sample-interaction.ts';
import type { Statement } from './statement.ts';
import type { TestCase } from './test-data.ts';

const statement: Statement = { description: 'Guess the number.', input: '', output: '', constraints: '', followUp: '' };
const sample = (interaction?: string): TestCase => ({
  name: 'sample/1',
  isSample: true,
  inputPath: '/dev/null',
  answerPath: '/dev/null',
  fullFeedback: true,
  group: 'sample',
  ...(interaction !== undefined ? { interaction } : {}),
});

describe('sample interactions in the statement', () => {
  it('shows each marker with one space and drops blank lines', () => {
    expect(formatInteraction('>10\r\n<5\n\n> higher\n<  8 \n')).toBe('> 10\n< 5\n> higher\n<  8');
  });

  it('appends one "Example interaction" paragraph per sample that has one, numbered like the samples', () => {
    const shown = withSampleInteractions(statement, [sample('>1\n<1\n>correct\n'), sample(), sample('>2\n<2\n>correct\n')]);
    const paragraphs = shown.description.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toBe('Guess the number.');
    expect(paragraphs[1]).toMatch(/^Example interaction 1 \(lines starting with > come from the judge, lines starting with < from your program\):\n> 1\n< 1\n> correct$/);
    expect(paragraphs[2]).toMatch(/^Example interaction 3 .*:\n> 2\n< 2\n> correct$/);
  });

  it('leaves a statement without interactions as it was', () => {
    expect(withSampleInteractions(statement, [sample()])).toBe(statement);
  });
});
