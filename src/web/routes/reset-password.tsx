import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPassword, PASSWORD_MIN_LENGTH } from '../../shared/api/auth.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormMessage, TextField } from '../components/ui/text-field.tsx';
import { useResetPassword } from '../features/account/api/password-reset.ts';
import { refusalText } from '../features/account/components/account-errors.ts';
import { AuthCard } from '../features/account/components/auth-card.tsx';
import type { FieldErrors } from '../lib/field-errors.ts';

export function Component() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useResetPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = NewPassword.safeParse(password);
    const found: FieldErrors = {};
    if (!checked.success)
      found.password = `The password ${checked.error.issues[0]?.message ?? 'is not valid'}`;
    if (confirm !== password) found.confirm = 'The two passwords differ';
    setErrors(found);
    if (Object.keys(found).length === 0) reset.mutate({ token, newPassword: password });
  };
  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <FormMessage tone="success">Your new password is set, and every device was signed out.</FormMessage>
        <Button asChild className="mt-4 w-full">
          <Link to="/sign-in">Sign in</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      {token === '' ? (
        <FormMessage tone="error">
          This link has no token. Ask for a new one from the sign-in page.
        </FormMessage>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {reset.isError && <FormMessage tone="error">{refusalText(reset.error)}</FormMessage>}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
          <Button type="submit" loading={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Set the new password'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/forgot-password" className="text-banana-400 hover:underline">
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}
