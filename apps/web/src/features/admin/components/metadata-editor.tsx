import { useState, type FormEvent } from 'react';
import { Plus, Save, Trash2 } from 'lucide-react';
import { Difficulty, Language, LANGUAGE_LABELS, PROBLEM_CATEGORIES, type ProblemCategory } from '@codepath/contract/enums';
import type { MetadataBody, ProblemMetadata } from '@codepath/contract/admin-problems';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { TextField, inputClasses } from '@/components/ui/text-field';
import { compactFieldClasses } from './admin-ui';
import { MarkdownField, textareaClasses } from './markdown-field';

type MetadataEditorProps = {
  metadata: ProblemMetadata;
  baseVersion: number;
  isSaving: boolean;
  error: string | null;
  onSave: (body: MetadataBody) => void;
};

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300';

/**
 * What the catalogue adds to a package (difficulty, category, tags, hints, editorial,
 * templates), edited as a whole; saving stores a new version, verified like an upload.
 */
export function MetadataEditor({ metadata, baseVersion, isSaving, error, onSave }: MetadataEditorProps) {
  const [draft, setDraft] = useState(metadata);
  const [tags, setTags] = useState(metadata.tags.join(', '));
  const [language, setLanguage] = useState<Language>('python');
  const set = <Key extends keyof ProblemMetadata>(key: Key, value: ProblemMetadata[Key]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tagList = tags.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    onSave({ ...draft, tags: tagList, hints: draft.hints.filter((hint) => hint.trim()), baseVersion });
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <label className={labelClasses} htmlFor="metadata-difficulty">Difficulty</label>
          <select id="metadata-difficulty" value={draft.difficulty} onChange={(event) => set('difficulty', event.target.value as Difficulty)} className={inputClasses}>
            {Difficulty.options.map((entry) => (
              <option key={entry}>{entry}</option>
            ))}
          </select>
        </div>
        <div>
          <label className={labelClasses} htmlFor="metadata-category">Category</label>
          <select id="metadata-category" value={draft.category ?? ''} onChange={(event) => set('category', (event.target.value || null) as ProblemCategory | null)} className={inputClasses}>
            <option value="">Not set (first tag, else General)</option>
            {PROBLEM_CATEGORIES.map((entry) => (
              <option key={entry}>{entry}</option>
            ))}
          </select>
        </div>
        <TextField label="Tags" value={tags} onChange={(event) => setTags(event.target.value)} hint="separated by commas" />
      </div>

      <fieldset>
        <legend className={labelClasses}>Hints, in the order learners get them</legend>
        <ol className="space-y-3">
          {draft.hints.map((hint, index) => (
            <li key={index} className="flex gap-2">
              <div className="flex-1">
                <MarkdownField label={`Hint ${index + 1}`} value={hint} rows={3} onChange={(value) => set('hints', draft.hints.map((old, at) => (at === index ? value : old)))} />
              </div>
              <Button variant="ghost" size="sm" className="mt-7" aria-label={`Remove hint ${index + 1}`} onClick={() => set('hints', draft.hints.filter((_, at) => at !== index))}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => set('hints', [...draft.hints, ''])}>
          <Plus className="size-4" aria-hidden="true" /> Add a hint
        </Button>
      </fieldset>

      <MarkdownField label="Editorial (View Solution)" value={draft.editorial} rows={8} onChange={(value) => set('editorial', value)} />

      <div>
        <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
          <label htmlFor="metadata-template" className="text-sm font-medium text-slate-700 dark:text-slate-300">Starter code</label>
          <select aria-label="Template language" value={language} onChange={(event) => setLanguage(event.target.value as Language)} className={compactFieldClasses('w-auto')}>
            {Language.options.map((entry) => (
              <option key={entry} value={entry}>{LANGUAGE_LABELS[entry]}{draft.templates[entry] ? '' : ' (none: a plain skeleton is served)'}</option>
            ))}
          </select>
        </div>
        <textarea
          id="metadata-template"
          rows={10}
          spellCheck={false}
          value={draft.templates[language] ?? ''}
          onChange={(event) => set('templates', { ...draft.templates, [language]: event.target.value })}
          className={textareaClasses}
        />
      </div>

      {error && <Banner tone="error">{error}</Banner>}
      <Button type="submit" disabled={isSaving}>
        <Save className="size-4" aria-hidden="true" />
        {isSaving ? 'Saving...' : 'Save as a new version'}
      </Button>
    </form>
  );
}
