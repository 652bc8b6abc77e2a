import { type ChangeEvent, useId, useState } from 'react';
import { AVATAR_MAX_BYTES, type ProfileResponse } from '../../../../shared/api/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiFieldErrors, readableError } from '../../../lib/field-errors.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/update-profile.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** Upload or remove the avatar. The browser checks type and size first; the server checks the bytes. */
export function AvatarUpload({ profile }: { profile: ProfileResponse }) {
  const id = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string>();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) return setProblem('Choose a PNG, JPEG or WebP image.');
    if (file.size > AVATAR_MAX_BYTES) return setProblem('The image is larger than 512 KB.');
    setProblem(undefined);
    upload.mutate(file, {
      onError: (error) => setProblem(apiFieldErrors(error.message).image ?? readableError(error)),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <ProfileAvatar avatar={profile.avatar} />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="compact">
            <label htmlFor={id} className="cursor-pointer">
              {upload.isPending ? 'Uploading…' : 'Upload an image'}
            </label>
          </Button>
          <input id={id} type="file" accept={ACCEPT} className="sr-only" onChange={choose} />
          {profile.avatar.imageUrl && (
            <Button variant="ghost" size="compact" loading={remove.isPending} onClick={() => remove.mutate()}>
              Use my initials
            </Button>
          )}
        </div>
        <p
          className={problem ? 'text-sm text-ember-400' : 'text-xs text-moss-300'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? 'PNG, JPEG or WebP, up to 512 KB.'}
        </p>
      </div>
    </div>
  );
}
