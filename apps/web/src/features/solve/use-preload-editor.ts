import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { templateQueryOptions } from './api/get-template';
import { initialLanguage } from './use-editor-code';

/**
 * Starts what the editor needs while the problem itself loads: the starter template
 * of the language it will open in and the editor's code, so neither waits for the
 * problem to arrive first.
 */
export function usePreloadEditor(problemId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(templateQueryOptions(problemId, initialLanguage(problemId)));
    void import('@/components/code-editor/code-editor');
  }, [problemId, queryClient]);
}
