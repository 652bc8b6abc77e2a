import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmailBody } from '../../shared/api/auth.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormMessage, TextField } from '../components/ui/text-field.tsx';
import { useRequestPasswordReset } from '../features/account/api/password-reset.ts';
import { refusalText } from '../features/account/components/account-errors.ts';
import { AuthCard } from '../features/account/components/auth-card.tsx';

export function Component() {
  usePageTitle('Forgot your password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestPasswordReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EmailBody.safeParse({ email: email.trim() }).success) {
      setError('Enter your email address, like you@example.com');
      return;
    }
    setError(undefined);
    request.mutate(email.trim());
  };
  return (
    <AuthCard title="Forgot your password" intro={<p>We email you a link to choose a new one.</p>}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {request.isError && <FormMessage tone="error">{refusalText(request.error)}</FormMessage>}
        {request.isSuccess && <FormMessage tone="success">{request.data.message}</FormMessage>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <Button type="submit" loading={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send the link'}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link to="/sign-in" className="text-banana-400 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
