import { useMutation } from '@tanstack/react-query';
import { AcceptedResponse, OkResponse } from '../../../../shared/api/auth.ts';
import { apiSend } from '../../../lib/api-fetch.ts';

export const requestPasswordReset = (email: string): Promise<AcceptedResponse> =>
  apiSend('POST', '/api/auth/request-password-reset', { email }, AcceptedResponse);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const resetPassword = (body: { token: string; newPassword: string }) =>
  apiSend('POST', '/api/auth/reset-password', body, OkResponse);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
