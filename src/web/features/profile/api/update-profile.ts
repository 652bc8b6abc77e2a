import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '../../../../shared/api/auth.ts';
import { ProfileResponse, type ProfileUpdate } from '../../../../shared/api/profile.ts';
import { apiSend } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { getSessionQueryOptions } from '../../../lib/session.ts';
import { getProfileQueryOptions } from './get-profile.ts';

export const updateProfile = (body: ProfileUpdate): Promise<ProfileResponse> =>
  apiSend('PUT', '/api/user/profile', body, ProfileResponse);

/** Saves one tab's part; the answer is the stored profile, which every reader then shows. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, body) => {
      client.setQueryData(getProfileQueryOptions().queryKey, profile);
      // The display name is the account's: the top bar's initials follow it.
      if (body.name !== undefined) void client.invalidateQueries(getSessionQueryOptions());
      if (body.favoriteTeams !== undefined || body.preferences !== undefined)
        void client.invalidateQueries({ queryKey: userKeys.dashboard() });
    },
  });
}

/** The file's bytes as base64 (the API takes JSON only). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const uploadAvatar = async (file: File): Promise<ProfileResponse> =>
  apiSend('PUT', '/api/user/avatar', { image: await base64Of(file) }, ProfileResponse);

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => client.setQueryData(getProfileQueryOptions().queryKey, profile),
  });
}

export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('DELETE', '/api/user/avatar', {}, OkResponse),
    onSuccess: () => client.invalidateQueries(getProfileQueryOptions()),
  });
}
