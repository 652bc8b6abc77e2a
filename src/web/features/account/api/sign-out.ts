import { useMutation } from '@tanstack/react-query';
import { OkResponse, SessionResponse } from '../../../../shared/api/auth.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';
import { useSetSession } from '../../../lib/session.ts';

/** Ends the session, then reads the signed-out session's CSRF token for the next form. */
export async function signOut(): Promise<SessionResponse> {
  await apiSend('POST', '/api/auth/sign-out', {}, OkResponse);
  return apiGet('/api/auth/session', SessionResponse);
}

export function useSignOut() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (session) => setSession(null, session.csrfToken),
  });
}
