import { describe, expect, it } from 'vitest';
import { buildHintPrompt, HINT_INSTRUCTIONS, MAX_CODE_CHARACTERS, type HintContext } from './build-hint-prompt.ts';

const context: HintContext = {
  title: 'Two Sum',
  statement: { description: 'Find two numbers that add up to the target.', input: 'the numbers', output: 'two indices', constraints: 'n <= 10^4', followUp: '' },
  code: 'int main() { return 0; }',
  language: 'cpp',
  lastVerdict: 'Wrong Answer',
};

const userMessageOf = (messages: ReturnType<typeof buildHintPrompt>) => messages.find((message) => message.role === 'user')?.content ?? '';

describe('buildHintPrompt', () => {
  it('gives the rules as the system message: one step, no solution', () => {
    const [system] = buildHintPrompt(context);

    expect(system).toEqual({ role: 'system', content: HINT_INSTRUCTIONS });
    expect(HINT_INSTRUCTIONS).toContain('Never give the full solution');
  });

  it('tells the model the problem, the language by name, the last verdict and the code', () => {
    const user = userMessageOf(buildHintPrompt(context));

    expect(user).toContain('Problem: Two Sum');
    expect(user).toContain('Constraints:\nn <= 10^4');
    expect(user).toContain('The learner writes C++. Their last submission was judged: Wrong Answer.');
    expect(user).toContain('```cpp\nint main() { return 0; }\n```');
  });

  it('says when nothing was submitted or written yet', () => {
    const user = userMessageOf(buildHintPrompt({ ...context, code: '   ', lastVerdict: null }));

    expect(user).toContain('They have not submitted yet.');
    expect(user).toContain('They have not written any code yet.');
  });

  it('cuts very long code', () => {
    const user = userMessageOf(buildHintPrompt({ ...context, code: 'x'.repeat(MAX_CODE_CHARACTERS + 500) }));

    expect(user).toContain(`${'x'.repeat(MAX_CODE_CHARACTERS)}\n… (cut)`);
    expect(user).not.toContain('x'.repeat(MAX_CODE_CHARACTERS + 1));
  });
});
