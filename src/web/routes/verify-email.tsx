import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormMessage } from '../components/ui/text-field.tsx';
import { useVerifyEmail } from '../features/account/api/verify-email.ts';
import { refusalText } from '../features/account/components/account-errors.ts';
import { AuthCard } from '../features/account/components/auth-card.tsx';

// The link is confirmed by a press, not on page load: mail scanners that open links ahead of the
// person would otherwise use the single-use token up.
export function Component() {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  return (
    <AuthCard title="Confirm your email">
      {token === '' ? (
        <FormMessage tone="error">This link has no token. Open the link from the email again.</FormMessage>
      ) : verify.isSuccess ? (
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">{verify.data.message}</FormMessage>
          <Button asChild>
            <Link to="/sign-in">Sign in</Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {verify.isError && <FormMessage tone="error">{refusalText(verify.error)}</FormMessage>}
          <p className="text-sm text-moss-300">Press the button to confirm this address belongs to you.</p>
          <Button loading={verify.isPending} onClick={() => verify.mutate(token)}>
            {verify.isPending ? 'Confirming…' : 'Confirm my email'}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
