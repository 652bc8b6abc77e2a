// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWeek1 } from './get-week1.ts';

// A Week 1 answer with no games: the stored copy's shape, not its content, is what is checked here.
const WEEK1 = { season: 2025, week: 1, asOf: '2025-09-04T12:00:00.000Z', games: [] };

describe('Week 1 on this device (spec 02 §7: the last games kept under week1-games)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the last answer and shows it, marked cached with its time, when the server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(WEEK1), { status: 200 })),
    );
    const live = await getWeek1();
    expect(live.source).toBe('live');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getWeek1()).resolves.toEqual({ data: WEEK1, source: 'cached', savedAt: live.savedAt });
  });

  it('fails as the server failed when nothing (or a broken entry) is kept', async () => {
    localStorage.setItem('week1-games', '{"data":');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(getWeek1()).rejects.toMatchObject({ status: 503 });
  });
});
