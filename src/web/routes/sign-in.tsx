import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignInBody } from '../../shared/api/auth.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormMessage, TextField } from '../components/ui/text-field.tsx';
import { useSignIn } from '../features/account/api/sign-in.ts';
import { useResendVerification } from '../features/account/api/verify-email.ts';
import { isUnverified, refusalText } from '../features/account/components/account-errors.ts';
import { AuthCard } from '../features/account/components/auth-card.tsx';
import { type FieldErrors, zodFieldErrors } from '../lib/field-errors.ts';
import { safeNext } from '../lib/session.ts';

const MESSAGES: FieldErrors = {
  email: 'Enter your email address, like you@example.com',
  password: 'Enter your password',
};

export function Component() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const signIn = useSignIn();
  const resend = useResendVerification();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SignInBody.safeParse({ email: email.trim(), password });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(Object.keys(zodFieldErrors(checked.error)).map((k) => [k, MESSAGES[k] ?? k])),
      );
      return;
    }
    setErrors({});
    // The fields keep what was typed whatever the answer: nothing is lost on a refusal.
    signIn.mutate(checked.data, { onSuccess: () => navigate(next, { replace: true }) });
  };

  return (
    <AuthCard
      title="Sign in"
      intro={
        params.get('next') ? (
          <p>Sign in to continue: this page needs an account.</p>
        ) : (
          <p>Welcome back to the jungle.</p>
        )
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {signIn.isError && <FormMessage tone="error">{refusalText(signIn.error)}</FormMessage>}
        {isUnverified(signIn.error) && (
          <div className="text-sm">
            <Button
              variant="secondary"
              loading={resend.isPending}
              onClick={() => resend.mutate(email.trim())}
            >
              Send a new confirmation link
            </Button>
            {resend.isSuccess && <p className="mt-2 text-leaf-400">{resend.data.message}</p>}
          </div>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Button type="submit" loading={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <Link to="/forgot-password" className="text-banana-400 hover:underline">
          Forgot your password?
        </Link>
        <Link
          to={`/sign-up${params.get('next') ? `?next=${encodeURIComponent(next)}` : ''}`}
          className="text-banana-400 hover:underline"
        >
          Create an account
        </Link>
      </div>
    </AuthCard>
  );
}
