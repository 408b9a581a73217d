import type { Statement } from './statement.ts';
import type { TestCase } from './test-data.ts';

const LEGEND = '(lines starting with > come from the judge, lines starting with < from your program)';

/**
 * A `.interaction` file as the statement shows it: `>` lines are what the validator
 * sent, `<` lines what the submission answered; each marker gets one space after it.
 */
export function formatInteraction(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(/^([<>])\s?/, '$1 ').trimEnd())
    .join('\n');
}

/**
 * Interactive problems show their sample exchanges after the description, one
 * paragraph each: the statement's "Example" paragraphs are shown as code.
 */
export function withSampleInteractions(statement: Statement, samples: readonly TestCase[]): Statement {
  const exchanges = samples.flatMap((sample, index) =>
    sample.interaction === undefined ? [] : [`Example interaction ${index + 1} ${LEGEND}:\n${formatInteraction(sample.interaction)}`],
  );
  if (exchanges.length === 0) return statement;
  return { ...statement, description: [statement.description, ...exchanges].join('\n\n') };
}
