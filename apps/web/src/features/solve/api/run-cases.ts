import { RunCasesAnswer, type RunCasesBody } from '@codepath/contract/compiler';
import { apiRequest } from '@/lib/api-client';

export async function runCases(body: RunCasesBody): Promise<RunCasesAnswer> {
  return RunCasesAnswer.parse(await apiRequest('POST', '/api/compiler/run-cases', { body }));
}
