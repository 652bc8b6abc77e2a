// @vitest-environment jsdom
// "Try again" asks the server (issue 21, decision 135). A public answer carries max-age=60: within that
// minute the browser answers a repeated GET from its own copy. A Retry answered that way cleared the
// error state with the old copy as if the stopped server had answered.

import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet } from '../../lib/api-fetch.ts';
import { renderInApp, stubApi } from '../../testing/component.tsx';
import { QueryState } from './query-state.tsx';

const Record = z.object({ wins: z.number() });
const PATH = '/api/some-record';

function RecordView() {
  const query = useQuery({
    queryKey: ['some-record'],
    queryFn: ({ signal }) => apiGet(PATH, Record, { signal }),
  });
  return (
    <QueryState query={query} what="the record" pending={<p>…</p>}>
      {(data) => <p>Wins: {data.wins}</p>}
    </QueryState>
  );
}

/** The cache mode of each GET of PATH, in order (undefined: the browser's default, its copy allowed). */
const cacheModes = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === PATH)
    .map(([, init]) => init?.cache);

describe('QueryState: Try again', () => {
  it('asks the server, not the browser copy, after a failed refresh; the fresh answer replaces the banner', async () => {
    const api = stubApi({
      // 1: the first load, kept by the browser for 60 s. 2: the server is stopped. 3: it is back.
      [`GET ${PATH}`]: (n) =>
        n === 1 ? { body: { wins: 7 }, maxAge: 60 } : n === 2 ? 'network' : { body: { wins: 8 }, maxAge: 60 },
    });
    const { client } = renderInApp(<RecordView />);
    expect(await screen.findByText('Wins: 7')).toBeTruthy();
    // A refresh (a poll, an invalidation) while the server is stopped: the copy stays under the banner.
    await act(() => client.refetchQueries({ queryKey: ['some-record'] }));
    expect(
      await screen.findByText('Could not refresh the record: showing the copy saved just now.'),
    ).toBeTruthy();
    expect(screen.getByText('Wins: 7')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The server's new answer (8), not the browser's copy of the first (7), and no banner left.
    expect(await screen.findByText('Wins: 8')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.count(`GET ${PATH}`)).toBe(3);
    expect(cacheModes()).toEqual([undefined, 'no-cache', 'no-cache']);
  });

  it('asks the server again after a failed first load', async () => {
    const api = stubApi({ [`GET ${PATH}`]: (n) => (n === 1 ? 'network' : { body: { wins: 3 } }) });
    renderInApp(<RecordView />);
    expect(await screen.findByText('Could not load the record.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wins: 3')).toBeTruthy();
    expect(api.count(`GET ${PATH}`)).toBe(2);
    expect(cacheModes()).toEqual([undefined, 'no-cache']);
  });
});

// Issue 21: `/admin/funnel` answering 403 offered "Try again", which can only get the same refusal.
describe('QueryState: a retry only where asking again can help', () => {
  const failed = (status: number, message: string) => {
    stubApi({ [`GET ${PATH}`]: { status, body: { error: 'Refused', message } } });
    renderInApp(<RecordView />);
  };

  it('a 403 says an admin account is needed, with no Try again', async () => {
    failed(403, 'this needs the admin role');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('You need an admin account to see the record.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 401 asks to sign in again, with no Try again', async () => {
    failed(401, 'Sign in first.');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(
      'Your session has ended: sign in again to see the record.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 404 says what could not be loaded and why, with no Try again', async () => {
    failed(404, 'No such record.');
    expect(await screen.findByText('Could not load the record.')).toBeTruthy();
    expect(screen.getByText('No such record.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 503 and a 429 keep their Try again: waiting can help', async () => {
    failed(503, 'The board is being rebuilt.');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    failed(429, 'Too many requests.');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
