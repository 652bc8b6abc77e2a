import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { NewsletterResult } from '../../shared/api/newsletter.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { apiSend } from '../lib/api-fetch.ts';

// The page the confirmation mail links to: it POSTs the token (a GET link changes nothing, so a mail
// scanner following it does not confirm anyone... the page does, once opened in a browser).
export function Component() {
  usePageTitle('Confirm newsletter');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => apiSend('POST', '/api/newsletter/confirm', { token }, NewsletterResult),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);
  return (
    <div className="space-y-6">
      <PageHeader title="Newsletter sign-up" />
      <Card aria-live="polite">
        {!token && <p>This link has no token. Open the link from the confirmation mail.</p>}
        {confirm.isPending && <p>Confirming…</p>}
        {confirm.isSuccess && <p className="text-leaf-400">{confirm.data.message}</p>}
        {confirm.isError && (
          <p role="alert" className="text-ember-400">
            {confirm.error.message}
          </p>
        )}
      </Card>
    </div>
  );
}
