import { useMutation } from '@tanstack/react-query';
import { NewsletterAnswer } from '../../../../shared/api/newsletter.ts';
import { throwIfNotOk } from '../../../lib/api-fetch.ts';

export async function subscribeNewsletter(email: string): Promise<NewsletterAnswer> {
  const response = await fetch('/api/newsletter', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email }),
  });
  await throwIfNotOk(response);
  return NewsletterAnswer.parse(await response.json());
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
