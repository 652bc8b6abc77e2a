// What a new password must be (ASVS 6.2): 8 to 256 characters, any characters, no composition rules,
// and not one of the ~49,000 most common passwords (zxcvbn's offline list, compared without case:
// "Password123" is as guessable as "password123"). Length is checked by the shared zod schema too.
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/api/auth.ts';

let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common']);
  return common;
};

/** Why the password cannot be used, in words for the person choosing it; undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (commonPasswords().has(password.toLowerCase())) {
    return 'This password is one of the most common ones and easy to guess. Choose another.';
  }
  return undefined;
}
