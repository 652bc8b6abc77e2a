import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { NewsletterResult } from '../../shared/api/newsletter.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { apiSend } from '../lib/api-fetch.ts';

// The unsubscribe link of every newsletter mail: one button, so a link scanner cannot unsubscribe anyone.
export function Component() {
  usePageTitle('Unsubscribe');
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const token = search.get('token') ?? '';
  const leave = useMutation({
    mutationFn: () => apiSend('POST', '/api/newsletter/unsubscribe', { email, token }, NewsletterResult),
  });
  return (
    <div className="space-y-6">
      <PageHeader title="Unsubscribe from the newsletter" />
      <Card className="space-y-3">
        <p>Stop all Go Gorilla newsletter mail to {email || 'this address'}?</p>
        <Button
          onClick={() => leave.mutate()}
          loading={leave.isPending}
          disabled={!email || !token || leave.isSuccess}
        >
          Unsubscribe
        </Button>
        <div aria-live="polite">
          {leave.isSuccess && <p className="text-leaf-400">{leave.data.message}</p>}
          {leave.isError && (
            <p role="alert" className="text-ember-400">
              {leave.error.message}
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
