import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LtiRosterSyncAnswer } from '@codepath/contract/lti';
import { AssignmentSummary, ClassDetail, MyClasses, type AddStaffBody, type CreateAssignmentBody, type ExtensionBody, type JoinClassBody } from '@codepath/contract/classes';
import { ProblemListAnswer } from '@codepath/contract/problems';
import { apiRequest } from '@/lib/api-client';

const classUrl = (classId: string) => `/api/classes/${encodeURIComponent(classId)}`;

export async function getMyClasses(): Promise<MyClasses> {
  return MyClasses.parse(await apiRequest('GET', '/api/classes'));
}

export async function getClass(classId: string): Promise<ClassDetail> {
  return ClassDetail.parse(await apiRequest('GET', classUrl(classId)));
}

export const myClassesQueryOptions = () => queryOptions({ queryKey: ['classes'], queryFn: getMyClasses, staleTime: 0 });
export const classQueryOptions = (classId: string) => queryOptions({ queryKey: ['classes', classId], queryFn: () => getClass(classId), staleTime: 0 });

export const useMyClasses = () => useQuery(myClassesQueryOptions());
export const useClass = (classId: string) => useQuery(classQueryOptions(classId));

function useClassMutation<Body, Result = unknown>(request: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classes'] }) });
}

export const useCreateClass = () => useClassMutation((body: { name: string }) => apiRequest('POST', '/api/classes', { body }).then((answer) => ClassDetail.parse(answer)));
export const useJoinClass = () => useClassMutation((body: JoinClassBody) => apiRequest('POST', '/api/classes/join', { body }).then((answer) => ClassDetail.parse(answer)));
export const useLeaveClass = (classId: string) => useClassMutation(() => apiRequest('POST', `${classUrl(classId)}/leave`));
export const useAddStaff = (classId: string) => useClassMutation((body: AddStaffBody) => apiRequest('POST', `${classUrl(classId)}/staff`, { body }));
/** POST …/lti/roster-sync: the LMS course's members as accounts and class members (Names and Role Provisioning). */
export const useSyncLmsRoster = (classId: string) =>
  useClassMutation(() => apiRequest('POST', `${classUrl(classId)}/lti/roster-sync`).then((answer) => LtiRosterSyncAnswer.parse(answer)));
export const useNewJoinCode = (classId: string) => useClassMutation(() => apiRequest('POST', `${classUrl(classId)}/code`));
export const useCreateAssignment = (classId: string) =>
  useClassMutation((body: CreateAssignmentBody) => apiRequest('POST', `${classUrl(classId)}/assignments`, { body }).then((answer) => AssignmentSummary.parse(answer)));
export const useSetExtension = (classId: string, assignmentId: string) =>
  useClassMutation((body: ExtensionBody) => apiRequest('PUT', `${classUrl(classId)}/assignments/${encodeURIComponent(assignmentId)}/extensions`, { body }));

/** The catalogue to pick an assignment's problems from. */
export function useCatalogue(isEnabled: boolean) {
  return useQuery({ queryKey: ['classes', 'catalogue'], queryFn: async () => ProblemListAnswer.parse(await apiRequest('GET', '/api/problems')), enabled: isEnabled, staleTime: 60_000 });
}
