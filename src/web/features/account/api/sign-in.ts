import { useMutation } from '@tanstack/react-query';
import { SignedInResponse, type SignInBody } from '../../../../shared/api/auth.ts';
import { apiSend } from '../../../lib/api-fetch.ts';
import { useSetSession } from '../../../lib/session.ts';

export const signIn = (body: SignInBody): Promise<SignedInResponse> =>
  apiSend('POST', '/api/auth/sign-in', body, SignedInResponse);

export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => setSession(answer.user, answer.csrfToken),
  });
}
