import type { Language } from '@codepath/contract/enums';
import { AppError } from './app-error.ts';
import { DEFAULT_TEMPLATES } from './default-templates.ts';

type Action = 'run' | 'submit';

const VERB: Record<Action, string> = { run: 'running', submit: 'submitting' };

export const emptyCodeMessage = (action: Action) => `Your code is empty. Write your solution before ${VERB[action]} it.`;
export const untouchedTemplateMessage = (action: Action) =>
  `Your code is still the starting template. Write your solution before ${VERB[action]} it.`;

/** Line endings and surrounding blank space do not make code different. */
const normalized = (code: string) => code.replace(/\r\n?/g, '\n').trim();

/** The starting code the editor shows for a problem in a language (the package's, else the default). */
export function starterCodeOf(templates: Partial<Record<Language, string>>, language: Language): string {
  return templates[language] ?? DEFAULT_TEMPLATES[language];
}

/**
 * 400 before anything is queued when there is nothing of the learner's to judge:
 * only blank space, or (given `starterCode`, as submissions do) the problem's
 * starting template untouched. Such a submission would only cost a wrong attempt.
 * Runs pass no starter code: running the template on the samples is allowed.
 */
export function assertOwnCode(code: string, starterCode: string | undefined, action: Action): void {
  const own = normalized(code);
  if (own === '') throw new AppError('EMPTY_CODE', emptyCodeMessage(action));
  if (starterCode !== undefined && own === normalized(starterCode)) throw new AppError('EMPTY_CODE', untouchedTemplateMessage(action));
}
