import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileUpdateAnswer, type ProfileAnswer, type ProfileUpdateBody } from '@codepath/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from '@/features/settings/api/get-profile';

export async function updateProfile(body: ProfileUpdateBody): Promise<ProfileUpdateAnswer> {
  return ProfileUpdateAnswer.parse(await apiRequest('PUT', '/api/auth/profile', { body }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, (current: ProfileAnswer | undefined) =>
        current ? { ...current, user: { ...current.user, ...answer.user } } : current,
      );
    },
  });
}
