import fs from 'node:fs';
import type { Language } from '@codepath/contract/enums';
import type { ProblemPackage } from '@codepath/judge/package/read-package';
import { formatInteraction, withSampleInteractions } from '@codepath/judge/package/sample-interaction';
import type { ProblemRow, StoredStatement } from '../../db/schema-judging.ts';
import { DEFAULT_TEMPLATES } from '../../lib/default-templates.ts';

export type ProblemRecord = Omit<ProblemRow, 'version' | 'importedAt' | 'visibility' | 'managedBy'>;

export interface PackageRecord {
  record: ProblemRecord;
  /** What the package reader ignored, what a plain Kattis package lacks and how the import filled it in. */
  warnings: string[];
}

const MISSING_STATEMENT = 'This problem has no statement yet.';

function statementOf(pkg: ProblemPackage, warnings: string[]): StoredStatement {
  if (pkg.kattisStatement?.format === 'tex') warnings.push(`statement.md missing: statement converted from ${pkg.kattisStatement.relativePath}`);
  if (pkg.statement) return pkg.statement;
  const kattisFolder = pkg.layout === 'legacy' ? 'problem_statement/problem.<language>.tex' : 'statement/problem.<language>.md or .tex';
  warnings.push(`no statement: neither statement.md nor ${kattisFolder} exists`);
  return { description: MISSING_STATEMENT, input: '', output: '', constraints: '', followUp: '' };
}

/** What the server stores and serves of a package; tests stay on disk. */
export function packageToRecord(pkg: ProblemPackage, contentHash: string): PackageRecord {
  const warnings = [...pkg.warnings];
  const templates: Partial<Record<Language, string>> = { ...DEFAULT_TEMPLATES, ...pkg.templates };
  if (Object.keys(pkg.templates).length === 0) warnings.push('templates/ missing: plain stdin/stdout skeletons are served');
  return {
    record: {
      slug: pkg.slug,
      title: pkg.name,
      difficulty: pkg.difficulty,
      category: pkg.category,
      tags: pkg.tags,
      statement: withSampleInteractions(statementOf(pkg, warnings), pkg.samples),
      examples: pkg.samples.map((sample) => ({
        input: fs.readFileSync(sample.inputPath, 'utf8'),
        output: fs.readFileSync(sample.answerPath, 'utf8'),
        explanation: sample.explanation ?? '',
        ...(pkg.isInteractive ? { interaction: formatInteraction(sample.interaction ?? '') } : {}),
      })),
      templates,
      hints: pkg.hints,
      solution: pkg.solution ?? null,
      timeLimitMs: pkg.timeLimitMs,
      memoryLimitMb: Math.round(pkg.memoryLimitBytes / (1024 * 1024)),
      testCount: pkg.samples.length + pkg.secretTests.length,
      contentHash,
    },
    warnings,
  };
}
