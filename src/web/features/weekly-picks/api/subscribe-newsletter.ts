import { useMutation } from '@tanstack/react-query';
import { NewsletterAnswer } from '../../../../shared/api/newsletter.ts';
import { apiSend } from '../../../lib/api-fetch.ts';

export const subscribeNewsletter = (email: string): Promise<NewsletterAnswer> =>
  apiSend('POST', '/api/newsletter', { email }, NewsletterAnswer);

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
