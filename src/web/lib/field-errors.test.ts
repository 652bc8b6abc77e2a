import { describe, expect, it } from 'vitest';
import { ProfileUpdate } from '../../shared/api/profile.ts';
import { apiFieldErrors, readableError, zodFieldErrors } from './field-errors.ts';

describe('field errors', () => {
  it('splits the API 400 message onto the fields it names', () => {
    expect(
      apiFieldErrors(
        '400: Invalid body: substackUrl: the address must start with https://; favoriteTeams.1: not one of the 32 team codes',
      ),
    ).toEqual({
      substackUrl: 'the address must start with https://',
      favoriteTeams: 'not one of the 32 team codes',
    });
    expect(apiFieldErrors('403: The password is not right.')).toEqual({});
  });

  it('gives the first problem of each field from the shared schema', () => {
    const result = ProfileUpdate.safeParse({ name: ' ', substackUrl: 'http://x.substack.com' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({
        name: 'enter a display name',
        substackUrl: 'the address must start with https://',
      });
    }
  });

  it('drops the status prefix for a form-level notice', () => {
    expect(readableError(new Error('429: Too many attempts. Try again in 60 s.'))).toBe(
      'Too many attempts. Try again in 60 s.',
    );
  });
});
