import { LANGUAGE_LABELS, type Language } from '@codepath/contract/enums';
import type { SubmissionStatus } from '@codepath/contract/submissions';
import type { StoredStatement } from '../../db/schema-judging.ts';

/** Long programs are cut so one request stays small; the start of a program says most about the approach. */
export const MAX_CODE_CHARACTERS = 8000;

export interface HintContext {
  title: string;
  statement: StoredStatement;
  code: string;
  language: Language;
  /** The learner's latest submission's verdict on this problem, if any. */
  lastVerdict: SubmissionStatus | null;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export const HINT_INSTRUCTIONS = [
  'You are a patient programming tutor on CodePath, a coding-practice site.',
  'Give exactly one hint that moves the learner one step closer to a solution of their own.',
  'Never give the full solution, never write the corrected program, and show at most one short line of code.',
  "Base the hint on the learner's code and their last verdict: point at the first thing that is wrong or missing.",
  'Answer in at most three sentences of plain text.',
].join(' ');

function describeStatement({ description, input, output, constraints }: StoredStatement): string {
  return [description, input && `Input:\n${input}`, output && `Output:\n${output}`, constraints && `Constraints:\n${constraints}`].filter(Boolean).join('\n\n');
}

/** The chat messages for one hint: the rules as the system message, the problem and the learner's state as the user message. */
export function buildHintPrompt(context: HintContext): ChatMessage[] {
  const code = context.code.trim();
  const shownCode = code.length > MAX_CODE_CHARACTERS ? `${code.slice(0, MAX_CODE_CHARACTERS)}\n… (cut)` : code;
  const verdict = context.lastVerdict ? `Their last submission was judged: ${context.lastVerdict}.` : 'They have not submitted yet.';
  const user = [
    `Problem: ${context.title}`,
    describeStatement(context.statement),
    `The learner writes ${LANGUAGE_LABELS[context.language]}. ${verdict}`,
    shownCode ? `Their code so far:\n\`\`\`${context.language}\n${shownCode}\n\`\`\`` : 'They have not written any code yet.',
    'What is one hint for their next step?',
  ].join('\n\n');
  return [
    { role: 'system', content: HINT_INSTRUCTIONS },
    { role: 'user', content: user },
  ];
}
