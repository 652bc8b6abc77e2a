import { type FormEvent, useState } from 'react';
import { type ProfileResponse, ProfileUpdate } from '../../../../shared/api/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import {
  apiFieldErrors,
  type FieldErrors,
  readableError,
  zodFieldErrors,
} from '../../../lib/field-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AvatarUpload } from './avatar-upload.tsx';

/** Spec 02 §2's Profile tab: view mode, and an edit mode whose Save persists (Cancel drops the edit). */
export function DetailsTab({ profile }: { profile: ProfileResponse }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.name);
  const [substack, setSubstack] = useState(profile.substackUrl ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateProfile();

  const startEditing = () => {
    setName(profile.name);
    setSubstack(profile.substackUrl ?? '');
    setErrors({});
    save.reset();
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, substackUrl: substack.trim() === '' ? null : substack.trim() };
    const checked = ProfileUpdate.safeParse(body);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    // On a refusal the form stays open with what was typed, and the server's reason by its field.
    save.mutate(checked.data, {
      onSuccess: () => setEditing(false),
      onError: (error) => setErrors(apiFieldErrors(error.message)),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <AvatarUpload profile={profile} />
      {editing ? (
        <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-4">
          {save.isError && Object.keys(errors).length === 0 && (
            <FormMessage tone="error">{readableError(save.error)}</FormMessage>
          )}
          <TextField
            label="Display Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <TextField
            label="Email"
            type="email"
            value={profile.email}
            readOnly
            hint="The address you sign in with."
          />
          <TextField
            label="Substack URL (optional)"
            type="url"
            inputMode="url"
            placeholder="https://you.substack.com"
            value={substack}
            onChange={(e) => setSubstack(e.target.value)}
            error={errors.substackUrl}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex max-w-lg flex-col gap-4">
          {save.isSuccess && <FormMessage tone="success">Profile saved.</FormMessage>}
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-moss-300">Display Name</dt>
            <dd className="text-moss-100">{profile.name}</dd>
            <dt className="text-moss-300">Email</dt>
            <dd className="break-all text-moss-100">{profile.email}</dd>
            <dt className="text-moss-300">Substack</dt>
            <dd className="break-all text-moss-100">
              {profile.substackUrl ? (
                <a
                  href={profile.substackUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="text-banana-400 hover:underline"
                >
                  {profile.substackUrl}
                </a>
              ) : (
                'Not set'
              )}
            </dd>
          </dl>
          <div>
            <Button onClick={startEditing}>Edit Profile</Button>
          </div>
        </div>
      )}
    </div>
  );
}
