// The captured-lines record route on a bare app with the stored capture picks stubbed (decision 128, the
// routes' fast test set): one season's picks whose game has kicked off by the clock (up to and at the
// instant), the picked team from the stored side, each capture shown only when its line, books and
// instant are all known, and the summary's means and share of positive CLV worked by hand.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/capture-picks.ts', () => ({ seasonCapturePicks: vi.fn() }));

const { seasonCapturePicks } = await import('../../db/repositories/capture-picks.ts');
const { MODEL_PARAMS } = await import('../../domain/model/params.ts');
const { capturedLinesRoutes } = await import('./captured-lines.ts');

// context()'s clock: 2025-11-19 12:00 UTC.
const stored = (
  gameId: string,
  kickoff: string,
  over: Record<string, unknown> = {},
): { row: Record<string, unknown>; game: Record<string, unknown> } => ({
  game: { gameId, week: 11, kickoff: new Date(kickoff), homeTeam: 'BAL', awayTeam: 'CLE' },
  row: {
    inputsKnownAt: new Date('2025-11-11T04:00:00Z'),
    pick: 'home',
    pickLineSource: 'odds-api',
    pickLine: -7.5,
    pickLineBooks: 6,
    pickLineAt: new Date('2025-11-11T09:00:00Z'),
    closingLine: -8.5,
    closingLineBooks: 7,
    closingLineAt: new Date('2025-11-16T17:55:00Z'),
    clvPoints: 1,
    clvProbability: 0.03,
    unknown: null,
    ...over,
  },
});

beforeEach(() => {
  vi.mocked(seasonCapturePicks).mockReset().mockResolvedValue([]);
});

const get = async (url: string) => {
  const app = await routeApp(capturedLinesRoutes, context());
  const res = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers, app };
};

describe('the captured-lines record', () => {
  it('is public and cached, documented under model; a season is required', async () => {
    const { app, status } = await get('/record/captured-lines');
    expect(status).toBe(400);
    expect(app.declared.get('GET /api/record/captured-lines')?.config).toEqual({
      access: 'public',
      cache: true,
    });
    expect(app.declared.get('GET /api/record/captured-lines')?.statuses).toEqual(['200']);
    expect(documented(app)).toEqual([
      [
        'GET /api/record/captured-lines',
        ['model'],
        "The model's picks made against the first line captured after the week's inputs, with CLV against the last capture before kickoff",
      ],
    ]);
  });

  it('lists the season’s picks kicked off by the clock, each with its captures, and sums their CLV', async () => {
    vi.mocked(seasonCapturePicks).mockResolvedValue([
      stored('2025_11_CLE_BAL', '2025-11-16T18:00:00Z'),
      // Kicks off exactly at the clock: listed.
      stored('2025_11_NYJ_NE', '2025-11-19T12:00:00Z', {
        pick: 'away',
        clvPoints: -0.5,
        clvProbability: null,
      }),
      stored('2025_11_KC_DEN', '2025-11-16T21:25:00Z', { clvPoints: 2, clvProbability: 0.05 }),
      // A millisecond after the clock: not yet.
      stored('2025_12_BUF_HOU', '2025-11-19T12:00:00.001Z'),
    ] as never);
    const { status, body, headers } = await get('/record/captured-lines?season=2025');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(seasonCapturePicks).toHaveBeenCalledWith(ORM, MODEL_PARAMS.version, 2025);
    expect(body.season).toBe(2025);
    expect(body.picks.map((p: { gameId: string; pickedTeam: string }) => [p.gameId, p.pickedTeam])).toEqual([
      ['2025_11_CLE_BAL', 'BAL'],
      ['2025_11_NYJ_NE', 'CLE'],
      ['2025_11_KC_DEN', 'BAL'],
    ]);
    expect(body.picks[0]).toEqual({
      gameId: '2025_11_CLE_BAL',
      week: 11,
      kickoff: '2025-11-16T18:00:00.000Z',
      home: 'BAL',
      away: 'CLE',
      inputsKnownAt: '2025-11-11T04:00:00.000Z',
      pickedTeam: 'BAL',
      source: 'odds-api',
      pickLine: { line: -7.5, books: 6, capturedAt: '2025-11-11T09:00:00.000Z' },
      closingLine: { line: -8.5, books: 7, capturedAt: '2025-11-16T17:55:00.000Z' },
      clvPoints: 1,
      clvProbability: 0.03,
      unknown: null,
    });
    expect(body.summary).toEqual({
      // Points 1, −0.5, 2: mean 2.5 / 3 = 0.8333…; 2 of 3 above 0.
      count: 3,
      meanPoints: 2.5 / 3,
      sharePositive: 2 / 3,
      // Chances 0.03 and 0.05 (one unknown): mean 0.04.
      probabilityCount: 2,
      meanProbability: (0.03 + 0.05) / 2,
    });
  });

  it('a pick not measured has no team; a capture missing its line, books or instant is not shown; no CLV, no summary', async () => {
    vi.mocked(seasonCapturePicks).mockResolvedValue([
      stored('2025_11_CLE_BAL', '2025-11-16T18:00:00Z', {
        pick: null,
        pickLine: null,
        closingLineBooks: null,
        clvPoints: null,
        clvProbability: null,
        unknown: 'No line was captured after the inputs were known.',
      }),
      stored('2025_11_NYJ_NE', '2025-11-16T18:00:00Z', {
        pickLineAt: null,
        clvPoints: 0,
        clvProbability: null,
      }),
    ] as never);
    const { body } = await get('/record/captured-lines?season=2025');
    expect(
      body.picks.map((p: Record<string, unknown>) => [p.pickedTeam, p.pickLine, p.closingLine, p.unknown]),
    ).toEqual([
      [null, null, null, 'No line was captured after the inputs were known.'],
      ['BAL', null, { line: -8.5, books: 7, capturedAt: '2025-11-16T17:55:00.000Z' }, null],
    ]);
    // One CLV of 0 points: counted, not positive.
    expect(body.summary).toEqual({
      count: 1,
      meanPoints: 0,
      sharePositive: 0,
      probabilityCount: 0,
      meanProbability: null,
    });
    vi.mocked(seasonCapturePicks).mockResolvedValue([]);
    expect((await get('/record/captured-lines?season=2024')).body).toEqual({
      season: 2024,
      picks: [],
      summary: {
        count: 0,
        meanPoints: null,
        sharePositive: null,
        probabilityCount: 0,
        meanProbability: null,
      },
    });
  });
});
