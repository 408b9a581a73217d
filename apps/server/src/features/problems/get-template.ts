import { Language } from '@codepath/contract/enums';
import type { TemplateAnswer } from '@codepath/contract/problems';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProblem } from '../../lib/find-problem.ts';
import { DEFAULT_TEMPLATES } from '../../lib/default-templates.ts';

export async function getTemplate(db: Database, id: string, language: string): Promise<TemplateAnswer> {
  const parsed = Language.safeParse(language.toLowerCase());
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'Unsupported language');
  const problem = await findProblem(db, id, ['title', 'templates']);
  return { template: problem.templates[parsed.data] ?? DEFAULT_TEMPLATES[parsed.data], problemTitle: problem.title };
}
