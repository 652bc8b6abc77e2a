// The risk heatmap routes on a bare app with the week's risk and the record stubbed (decision 128, the
// routes' fast test set): the week in force at the app's clock (week 12 of 2025), the summary over every
// cell (the mean of the scored ones to one decimal, 60 and above high, below 40 low, worked by hand), and
// the record of the season in force, each with its cache lifetime.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('./risk-week.ts', () => ({ weekRisk: vi.fn() }));
vi.mock('./risk-record.ts', () => ({ loadRiskRecord: vi.fn() }));

const games = await import('../../db/repositories/games.ts');
const { weekRisk } = await import('./risk-week.ts');
const { loadRiskRecord } = await import('./risk-record.ts');
const { riskHeatmapRoutes } = await import('./risk-heatmap.ts');

const NOW = new Date('2025-11-19T12:00:00Z');
const cell = (riskScore: number | null) => ({
  betType: 'spread',
  line: null,
  riskScore,
  confidence: null,
  recommendation: 'hold',
  label: 'HOLD',
  band: 'yellow',
  reason: null,
  factors: [],
  potentialReturn: [],
  potentialReturnUnknown: null,
  projection: null,
  projectionUnknown: 'Not computed here.',
});
const game = (id: string, scores: (number | null)[]) => ({
  id,
  kickoff: '2025-11-23T18:00:00.000Z',
  away: { code: 'NYJ', name: 'New York Jets' },
  home: { code: 'BAL', name: 'Baltimore Ravens' },
  indoors: false,
  cells: scores.map(cell),
  insight: [],
});

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([WINDOW_2025]);
  vi.mocked(weekRisk).mockReset().mockResolvedValue([]);
  vi.mocked(loadRiskRecord).mockReset();
});

const get = async (url: string) => {
  const app = await routeApp(riskHeatmapRoutes, context());
  const res = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers, app };
};

describe('the risk heatmap routes', () => {
  it('are public and cached, documented under picks', async () => {
    const { app } = await get('/risk-heatmap');
    expect(app.declared.get('GET /api/risk-heatmap')?.config).toEqual({ access: 'public', cache: true });
    expect(app.declared.get('GET /api/risk-heatmap/record')?.config).toEqual({
      access: 'public',
      cache: true,
    });
    expect(app.declared.get('GET /api/risk-heatmap')?.statuses).toEqual(['200']);
    expect(app.declared.get('GET /api/risk-heatmap/record')?.statuses).toEqual(['200']);
    expect(documented(app)).toEqual([
      [
        'GET /api/risk-heatmap',
        ['picks'],
        "Spec 02's risk heatmap for the week in force: each game's spread, total and moneyline risk from line movement, weather, injuries and ATS history, each factor with its input and source",
      ],
      [
        'GET /api/risk-heatmap/record',
        ['picks'],
        "The heatmap's risk checked against results: the model's graded picks of the season to date by risk band (scored as of each week's first kickoff), with win % and a plain verdict on the weights",
      ],
    ]);
  });
});

describe('the week’s heatmap', () => {
  it('scores the week in force and sums its cells: the mean of the scored ones, high at 60, low below 40', async () => {
    const week = [game('2025_12_NYJ_BAL', [52, null, 33]), game('2025_12_SEA_TEN', [60, 40])];
    vi.mocked(weekRisk).mockResolvedValue(week as never);
    const { status, body, headers } = await get('/risk-heatmap');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=30');
    expect(weekRisk).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
    expect(body).toEqual({
      season: 2025,
      week: 12,
      weekLabel: 'Week 12',
      asOf: '2025-11-19T12:00:00.000Z',
      summary: {
        bets: 5,
        scored: 4,
        // (52 + 33 + 60 + 40) / 4 = 46.25 → 46.3
        averageRisk: 46.3,
        // 60 is high; 40 is not low, 33 is.
        highRisk: 1,
        lowRisk: 1,
      },
      games: week,
    });
  });

  it('has no average when no bet is scored, and an empty week counts nothing', async () => {
    vi.mocked(weekRisk).mockResolvedValue([game('2025_12_NYJ_BAL', [null, null])] as never);
    expect((await get('/risk-heatmap')).body.summary).toEqual({
      bets: 2,
      scored: 0,
      averageRisk: null,
      highRisk: 0,
      lowRisk: 0,
    });
    vi.mocked(weekRisk).mockResolvedValue([]);
    expect((await get('/risk-heatmap')).body.summary).toEqual({
      bets: 0,
      scored: 0,
      averageRisk: null,
      highRisk: 0,
      lowRisk: 0,
    });
  });

  it('averages to one decimal; 59 is not high, 39 is low', async () => {
    vi.mocked(weekRisk).mockResolvedValue([game('2025_12_NYJ_BAL', [59, 39, 60])] as never);
    expect((await get('/risk-heatmap')).body.summary).toEqual({
      bets: 3,
      scored: 3,
      // (59 + 39 + 60) / 3 = 52.666… → 526.67 → 527 → 52.7
      averageRisk: 52.7,
      highRisk: 1,
      lowRisk: 1,
    });
  });
});

describe('the heatmap’s record', () => {
  it('is the record of the season in force at the clock, kept five minutes', async () => {
    const record = {
      season: 2025,
      weeks: { from: 1, to: 11 },
      asOf: '2025-11-19T12:00:00.000Z',
      bands: [{ label: 'Below 20', bets: 4, wins: 3, losses: 1, pushes: 0, winRate: 0.75 }],
      unscored: 2,
      verdict: { kind: 'too_few', text: 'Too few graded bets to judge the weights.' },
    };
    vi.mocked(loadRiskRecord).mockResolvedValue(record as never);
    const { status, body, headers } = await get('/risk-heatmap/record');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(body).toEqual(record);
    expect(loadRiskRecord).toHaveBeenCalledWith(ORM, 2025, NOW);
  });
});
