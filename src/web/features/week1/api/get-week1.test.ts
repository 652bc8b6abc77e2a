// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getWeek1 } from './get-week1.ts';

// A Week 1 answer with no games: the stored copy's shape, not its content, is what is checked here.
const WEEK1 = { season: 2025, week: 1, asOf: '2025-09-04T12:00:00.000Z', games: [] };
// The browser's clock when the answer arrives: the copy's time (decision 161).
const RECEIVED = Date.parse('2025-09-04T12:00:05.000Z');

const answering = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  );
const noAnswer = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('Week 1 on this device (spec 02 §7: the last games kept, as every public read’s copy, decision 163)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(RECEIVED);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the last answer and shows it, marked cached with its time, when the server does not answer', async () => {
    answering(200, WEEK1);
    expect(await getWeek1()).toEqual({ data: WEEK1, source: 'live', savedAt: RECEIVED });
    // Kept through apiGet's keepCopy (lib/stored-copy.ts), under the read's path.
    expect(JSON.parse(localStorage.getItem('gg:copy:/api/week1') ?? 'null')).toEqual({
      data: WEEK1,
      savedAt: RECEIVED,
    });
    vi.setSystemTime(RECEIVED + 60_000);
    noAnswer();
    await expect(getWeek1()).resolves.toEqual({ data: WEEK1, source: 'cached', savedAt: RECEIVED });
  });

  it('a refusal is an answer: no copy is shown over it', async () => {
    answering(200, WEEK1);
    await getWeek1();
    answering(404, { error: 'Not Found', message: 'No such week.' });
    await expect(getWeek1()).rejects.toMatchObject({ status: 404 });
  });

  it('fails as the server failed when nothing (or a broken entry) is kept', async () => {
    localStorage.setItem('gg:copy:/api/week1', '{"data":');
    answering(503, undefined);
    await expect(getWeek1()).rejects.toMatchObject({ status: 503 });
  });

  it('drops the entry an earlier version kept under week1-games', async () => {
    localStorage.setItem('week1-games', JSON.stringify({ data: WEEK1, savedAt: 1 }));
    answering(200, WEEK1);
    await getWeek1();
    expect(localStorage.getItem('week1-games')).toBeNull();
  });
});
