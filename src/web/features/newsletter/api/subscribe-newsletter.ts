import { useMutation } from '@tanstack/react-query';
import { NewsletterAnswer } from '../../../../shared/api/newsletter.ts';
import { apiSend } from '../../../lib/api-fetch.ts';

// The one newsletter endpoint (POST /api/newsletter). The server writes the confirmation; the page shows
// its `message` as sent, so whatever the server does with the address (stored, or awaiting a confirmation
// mail) is what the reader is told.
export const subscribeNewsletter = (email: string): Promise<NewsletterAnswer> =>
  apiSend('POST', '/api/newsletter', { email }, NewsletterAnswer);

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
