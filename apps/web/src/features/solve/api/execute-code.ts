import { ExecuteAnswer, type ExecuteBody } from '@codepath/contract/compiler';
import { apiRequest } from '@/lib/api-client';

export async function executeCode(body: ExecuteBody): Promise<ExecuteAnswer> {
  return ExecuteAnswer.parse(await apiRequest('POST', '/api/compiler/execute', { body }));
}
