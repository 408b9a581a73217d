import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@codepath/contract/enums';
import { TemplateAnswer } from '@codepath/contract/problems';
import { apiRequest } from '@/lib/api-client';

export async function getTemplate(problemId: string, language: Language): Promise<TemplateAnswer> {
  const path = `/api/problems/${encodeURIComponent(problemId)}/template/${language}`;
  return TemplateAnswer.parse(await apiRequest('GET', path));
}

export const templateQueryOptions = (problemId: string, language: Language) =>
  queryOptions({
    queryKey: ['problems', problemId, 'template', language],
    queryFn: () => getTemplate(problemId, language),
    staleTime: Infinity,
  });

export function useTemplate(problemId: string, language: Language) {
  return useQuery(templateQueryOptions(problemId, language));
}
