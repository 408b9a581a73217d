import { useCallback, useState } from 'react';
import { Language } from '@codepath/contract/enums';
import { useTemplate } from './api/get-template';
import { loadCode, loadLanguage, saveCode, saveLanguage } from '@/lib/code-storage';

/** The language the editor opens a problem in: the learner's last one there, else Python. */
export function initialLanguage(problemId: string): Language {
  const stored = Language.safeParse(loadLanguage(problemId));
  return stored.success ? stored.data : 'python';
}

/**
 * The code in the editor for this problem and language: what the learner last
 * wrote there, else the problem's starter template.
 */
export function useEditorCode(problemId: string) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage(problemId));
  const template = useTemplate(problemId, language);
  const [edited, setEdited] = useState<{ language: Language; code: string } | null>(null);

  const stored = loadCode(problemId, language);
  const code = edited?.language === language ? edited.code : (stored ?? template.data?.template ?? '');

  const setCode = useCallback(
    (next: string) => {
      setEdited({ language, code: next });
      saveCode(problemId, language, next);
    },
    [language, problemId],
  );

  const setLanguage = useCallback(
    (next: Language) => {
      saveLanguage(problemId, next);
      setLanguageState(next);
    },
    [problemId],
  );

  /** Puts the problem's starter template back for this language (the page asks first). */
  const resetToTemplate = useCallback(async () => {
    const starter = template.data?.template ?? (await template.refetch()).data?.template;
    if (starter !== undefined) setCode(starter);
  }, [template, setCode]);

  return {
    language,
    resetToTemplate,
    setLanguage,
    code,
    setCode,
    isTemplateLoading: stored === null && template.isPending,
    templateError: stored === null ? template.error : null,
  };
}
