import { useMutation } from '@tanstack/react-query';
import { AcceptedResponse } from '../../../../shared/api/auth.ts';
import { apiSend } from '../../../lib/api-fetch.ts';

export const verifyEmail = (token: string): Promise<AcceptedResponse> =>
  apiSend('POST', '/api/auth/verify-email', { token }, AcceptedResponse);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

export const resendVerification = (email: string): Promise<AcceptedResponse> =>
  apiSend('POST', '/api/auth/send-verification-email', { email }, AcceptedResponse);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
