// @vitest-environment jsdom

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { SavePickButton } from './save-pick-button.tsx';

// A signed-in person who clicked Save before the page had read their session was sent to sign in (a
// flaky account e2e on a loaded CI box showed it): the button now waits for the session's answer.

const USER = { id: 'u1', name: 'Ann', email: 'ann@example.com', emailVerified: true };

function renderOnPicks() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/weekly-picks']}>
        <Routes>
          <Route
            path="/weekly-picks"
            element={<SavePickButton gameId="2025_15_BUF_HOU" matchup="BUF at HOU" />}
          />
          <Route path="/sign-in" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Save on a game card', () => {
  it('waits for the session: no sign-in detour for a signed-in person who clicks early', async () => {
    let answerSession: (r: Response) => void = () => {};
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/auth/session')
          return new Promise<Response>((resolve) => (answerSession = resolve));
        if (path === '/api/user/saved-picks') return Promise.resolve(json({ picks: [] }));
        return Promise.resolve(new Response('', { status: 404 }));
      }),
    );
    renderOnPicks();
    const button = await screen.findByRole('button', { name: 'Save pick: BUF at HOU' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByText('Sign-in page')).toBeNull();

    await act(async () => answerSession(json({ user: USER, session: { id: 's1' }, csrfToken: 'csrf' })));
    expect(
      (await screen.findByRole('button', { name: 'Save pick: BUF at HOU' })).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('sends a visitor to sign in once the session says nobody is signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ user: null, session: null, csrfToken: 'csrf' }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderOnPicks();
    const button = await screen.findByRole('button', { name: 'Save pick: BUF at HOU' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });
});
