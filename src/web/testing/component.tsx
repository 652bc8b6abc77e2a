import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';

// Component tests (docs/testing.md, "Component tests"): a component renders in jsdom with the app's own
// query client and a router, and talks to a stub `fetch` — the network edge, so the endpoint files,
// api-fetch's error reading and the mutations' invalidations all run as in the browser.

// The shared 2-core box under load: waiting for what the person would see may take more than 1 s.
configure({ asyncUtilTimeout: 8_000 });

/** jsdom lays nothing out: a ResizeObserver that never reports (the tables' overflow hint stays off). */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders `ui` as the app would: a fresh query cache (the app's defaults) and a router at `route`. */
export function renderInApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/**
 * An answer: a status and JSON body (none when undefined), or 'network' for no answer at all. `maxAge`
 * is the server's `cache-control: public, max-age=N`: the stub then keeps the answer as the browser's
 * HTTP cache would and serves a later read of the same path from it, without the network, unless the
 * read asks to revalidate (`cache: 'no-cache'`, 'reload' or 'no-store').
 */
export type Reply = { status?: number; body?: unknown; maxAge?: number } | 'network';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs the global fetch with answers by "METHOD /path?query" (exact; a function answers by call count).
 * Every request is recorded; one with no answer fails the test by throwing, so an unexpected call shows.
 * GET /api/auth/session answers a CSRF token unless given.
 */
export function stubApi(answers: Record<string, Reply | ((n: number, body: unknown) => Reply)>) {
  const sent: SentRequest[] = [];
  const counts = new Map<string, number>();
  const httpCache = new Map<string, { reply: Exclude<Reply, 'network'>; until: number }>();
  const reply = (r: Exclude<Reply, 'network'>) =>
    new Response(r.body === undefined ? '' : JSON.stringify(r.body), {
      status: r.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  const all: Record<string, Reply | ((n: number, body: unknown) => Reply)> = {
    'GET /api/auth/session': { body: { user: null, session: null, csrfToken: 'csrf-test' } },
    ...answers,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const name = `${method} ${path}`;
    // The browser's copy, still fresh: no request leaves the browser (the stub's clock is the test's).
    const cached = method === 'GET' ? httpCache.get(name) : undefined;
    const revalidate = init?.cache === 'no-cache' || init?.cache === 'reload' || init?.cache === 'no-store';
    if (cached && !revalidate && Date.now() < cached.until) return reply(cached.reply);
    sent.push({ method, path, body });
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const answer = all[name];
    if (answer === undefined) throw new Error(`stubApi: no answer for ${name}`);
    const answered = typeof answer === 'function' ? answer(n, body) : answer;
    if (answered === 'network') throw new TypeError('Failed to fetch');
    if (answered.maxAge !== undefined && init?.cache !== 'no-store')
      httpCache.set(name, { reply: answered, until: Date.now() + answered.maxAge * 1000 });
    return reply(answered);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    /** The requests other than reads: what the person's action sent. */
    writes: () => sent.filter((r) => r.method !== 'GET'),
    /** How many times a "METHOD /path" was asked. */
    count: (name: string) => counts.get(name) ?? 0,
  };
}
