import { useMutation } from '@tanstack/react-query';
import { AcceptedResponse, type SignUpBody } from '../../../../shared/api/auth.ts';
import { apiSend } from '../../../lib/api-fetch.ts';

export const signUp = (body: SignUpBody): Promise<AcceptedResponse> =>
  apiSend('POST', '/api/auth/sign-up', body, AcceptedResponse);

export const useSignUp = () => useMutation({ mutationFn: signUp });
