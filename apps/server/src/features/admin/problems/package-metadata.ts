import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { PROBLEM_CATEGORIES, type Language, type ProblemCategory } from '@codepath/contract/enums';
import type { ProblemMetadata } from '@codepath/contract/admin-problems';
import { TEMPLATE_FILES, type ProblemPackage } from '@codepath/judge/package/read-package';

const isCategory = (value: unknown): value is ProblemCategory => (PROBLEM_CATEGORIES as readonly unknown[]).includes(value);

/** What the catalogue adds to a package, as the editor shows it: only what the package itself says (no fallbacks). */
export function readMetadata(pkg: ProblemPackage): ProblemMetadata {
  const config: unknown = YAML.parse(fs.readFileSync(path.join(pkg.dir, 'problem.yaml'), 'utf8'));
  const category = config && typeof config === 'object' && 'category' in config ? config.category : null;
  return {
    difficulty: pkg.difficulty,
    category: isCategory(category) ? category : null,
    tags: pkg.tags,
    hints: pkg.hints,
    editorial: pkg.solution ?? '',
    templates: { ...pkg.templates },
  };
}

const FIELD_NAMES: Record<keyof ProblemMetadata, string> = {
  difficulty: 'difficulty',
  category: 'category',
  tags: 'tags',
  hints: 'hints',
  editorial: 'editorial',
  templates: 'templates',
};

/** "difficulty, tags and hints": what an edit changed, for the version's note and the audit log. */
export function describeChanges(before: ProblemMetadata, after: ProblemMetadata): string[] {
  return (Object.keys(FIELD_NAMES) as (keyof ProblemMetadata)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => FIELD_NAMES[key]);
}

const writeOrRemove = (file: string, content: string | undefined) => {
  if (content === undefined || content.trim() === '') fs.rmSync(file, { force: true });
  else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content.endsWith('\n') ? content : `${content}\n`);
  }
};

/**
 * Copies the package folder `from` into `to` with the metadata written into its own
 * files, as an author would by hand: `problem.yaml` keys difficulty, category and
 * tags (its other keys and comments stay), `hints.md` (one `## Hint N` section each),
 * `solution.md` and `templates/`. Empty fields remove their file.
 */
export function writeMetadata(from: string, to: string, metadata: ProblemMetadata): void {
  fs.cpSync(from, to, { recursive: true });
  const configFile = path.join(to, 'problem.yaml');
  const config = YAML.parseDocument(fs.readFileSync(configFile, 'utf8'));
  config.set('difficulty', metadata.difficulty);
  if (metadata.category) config.set('category', metadata.category);
  else config.delete('category');
  if (metadata.tags.length > 0) config.set('tags', metadata.tags);
  else config.delete('tags');
  fs.writeFileSync(configFile, config.toString());
  writeOrRemove(path.join(to, 'hints.md'), metadata.hints.map((hint, index) => `## Hint ${index + 1}\n\n${hint.trim()}\n`).join('\n'));
  writeOrRemove(path.join(to, 'solution.md'), metadata.editorial);
  for (const [language, fileName] of Object.entries(TEMPLATE_FILES) as [Language, string][]) {
    writeOrRemove(path.join(to, 'templates', fileName), metadata.templates[language]);
  }
  const templatesDir = path.join(to, 'templates');
  if (fs.existsSync(templatesDir) && fs.readdirSync(templatesDir).length === 0) fs.rmdirSync(templatesDir);
}
