import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-fetch.ts';
import { failureHeadline, retryHelps } from './failure-text.ts';

describe('failureHeadline', () => {
  it('names what failed when there is no copy to show', () => {
    expect(failureHeadline('the record', undefined, true)).toBe('Could not load the record.');
    expect(failureHeadline('the record', undefined, false)).toBe('Could not load the record.');
  });

  it('says how old the copy on screen is: 7 min 30 s is "7m ago", 2 h 5 min is "2h 5m ago"', () => {
    expect(failureHeadline('the Top 5', 7.5 * 60_000, true)).toBe(
      'Could not refresh the Top 5: showing the copy saved 7m ago.',
    );
    expect(failureHeadline('the Top 5', 125 * 60_000, true)).toBe(
      'Could not refresh the Top 5: showing the copy saved 2h 5m ago.',
    );
    expect(failureHeadline('the Top 5', 20_000, true)).toBe(
      'Could not refresh the Top 5: showing the copy saved just now.',
    );
  });

  it('uses the spec’s offline banner when the browser is offline', () => {
    expect(failureHeadline('the Top 5', 3 * 60_000, false)).toBe(
      "You're offline. Showing cached jungle data, saved 3m ago.",
    );
  });
});

describe('retryHelps', () => {
  it('offers a retry for no answer, 408, 429 and 5xx, and for a failure that is no HTTP answer', () => {
    for (const status of [0, 408, 429, 500, 503])
      expect(retryHelps(new ApiRequestError(status, 'x')), String(status)).toBe(true);
    expect(retryHelps(new Error('Unexpected answer from /api/teams at teams: invalid'))).toBe(true);
  });

  it('offers none for a refusal: 400, 401, 403, 404, 409, 422, also when wrapped as a cause', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(retryHelps(new ApiRequestError(status, 'x')), String(status)).toBe(false);
    expect(retryHelps(new Error('wrapped', { cause: new ApiRequestError(403, 'x') }))).toBe(false);
  });
});
