import { ApiRequestError } from '../../../lib/api-fetch.ts';
import { readableError } from '../../../lib/field-errors.ts';

/** The words a refusal shows above the form: the API's own message, which is written for people. */
export function refusalText(error: Error): string {
  if (!(error instanceof ApiRequestError))
    return 'The server could not be reached. Check your connection and try again.';
  return readableError(error);
}

/** Email not confirmed yet: sign-in answers 403 and the page offers a new link. */
export const isUnverified = (error: Error | null) =>
  error instanceof ApiRequestError && error.status === 403 && /Confirm your email/.test(error.message);
