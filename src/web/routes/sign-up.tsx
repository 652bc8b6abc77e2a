import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, SignUpBody } from '../../shared/api/auth.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormMessage, TextField } from '../components/ui/text-field.tsx';
import { useSignUp } from '../features/account/api/sign-up.ts';
import { refusalText } from '../features/account/components/account-errors.ts';
import { AuthCard } from '../features/account/components/auth-card.tsx';
import { type FieldErrors, zodFieldErrors } from '../lib/field-errors.ts';

const MESSAGES: FieldErrors = {
  name: 'Enter the name others will see (up to 80 characters)',
  email: 'Enter your email address, like you@example.com',
};

export function Component() {
  usePageTitle('Create an account');
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const signUp = useSignUp();
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SignUpBody.safeParse({ ...form, email: form.email.trim() });
    if (!checked.success) {
      const found = zodFieldErrors(checked.error);
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([k, m]) => [
            k,
            MESSAGES[k] ?? (k === 'password' ? `The password ${m}` : m),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    signUp.mutate(checked.data);
  };

  if (signUp.isSuccess) {
    return (
      <AuthCard title="Check your inbox">
        <FormMessage tone="success">{signUp.data.message}</FormMessage>
        <p className="mt-4 text-sm text-moss-300">
          Open the link in the email to confirm your address, then{' '}
          <Link to="/sign-in" className="text-banana-400 hover:underline">
            sign in
          </Link>
          .
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create an account"
      intro={<p>Save picks, follow your teams and keep your own record.</p>}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {signUp.isError && <FormMessage tone="error">{refusalText(signUp.error)}</FormMessage>}
        <TextField label="Display name" autoComplete="nickname" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A long phrase is best.`}
          {...field('password')}
        />
        <Button type="submit" loading={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-sm text-moss-300">
        Already have an account?{' '}
        <Link to="/sign-in" className="text-banana-400 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
