// One game of the risk heatmap as the detail modal reads it (risk-heatmap-view.ts), pure, with the
// domain's scores stubbed (gameRisk, lineMoves, insightLines: their arithmetic has its own tests): what
// the view hands the risk engine (the stored or the graded line, the weather only when complete, an
// unknown team's empty record), and each factor's input, source and unknown reason written out, the
// line each cell is about and each side's profit on $100 worked by hand.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../domain/risk/game-risk.ts', () => ({ gameRisk: vi.fn() }));
vi.mock('../../domain/risk/line-moves.ts', () => ({ lineMoves: vi.fn() }));
vi.mock('../../domain/risk/insight.ts', () => ({ insightLines: vi.fn() }));

const { gameRisk } = await import('../../domain/risk/game-risk.ts');
const { lineMoves } = await import('../../domain/risk/line-moves.ts');
const { insightLines } = await import('../../domain/risk/insight.ts');
const { riskGameView, PROJECTION_UNKNOWN, PUBLIC_BETTING_UNAVAILABLE } = await import(
  './risk-heatmap-view.ts'
);

// Week 15 of 2025: Buffalo at Kansas City, Sunday 14 December 4:25 PM EST (21:25 UTC).
const ROW = {
  gameId: '2025_15_BUF_KC',
  season: 2025,
  kickoff: new Date('2025-12-14T21:25:00Z'),
  home: { code: 'KC', name: 'Kansas City Chiefs' },
  away: { code: 'BUF', name: 'Buffalo Bills' },
};
const captured = { book: 'draftkings', capturedAt: '2025-12-12T18:00:00.000Z' };
const ODDS = {
  spread: { ...captured, homeLine: -4.5, homePrice: -110, awayPrice: -105 },
  total: { ...captured, line: 47.5, overPrice: -110, underPrice: null },
  moneyline: { ...captured, homePrice: -210, awayPrice: 175 },
};
// A forecast captured Sunday 10:00 AM EST (15:00 UTC).
const FORECAST = {
  source: 'open-meteo',
  observed: false,
  capturedAt: '2025-12-14T15:00:00.000Z',
  temperatureF: 28.4,
  windMph: 18.6,
  humidityPct: 70,
  precipitationPct: 35,
};
// Drafted Wednesday 10 Dec 12:00 PM EST (17:00 UTC), the latest capture Friday 12 Dec 1:00 PM EST.
const MOVES = {
  spread: {
    book: 'draftkings',
    from: -2.5,
    to: -4.5,
    fromAtMs: Date.parse('2025-12-10T17:00:00Z'),
    throughMs: Date.parse('2025-12-12T18:00:00Z'),
  },
  total: null,
  moneyline: {
    book: 'fanduel',
    from: -150,
    to: -210,
    fromAtMs: Date.parse('2025-12-10T17:00:00Z'),
    throughMs: Date.parse('2025-12-12T18:00:00Z'),
  },
};
const KC = { covers: 8, fails: 5, overs: 6, unders: 7 };
const cell = (riskScore: number | null, recommendation: string) => ({
  riskScore,
  confidence: riskScore === null ? null : 80,
  recommendation,
  band: riskScore === null ? 'none' : 'yellow',
  knownWeight: 1,
  missing: [],
  reason: riskScore === null ? 'Too little is known.' : null,
});
const BETS = [
  {
    betType: 'spread',
    factors: { lineMovement: 70, weather: 40, injuries: 30, history: 50 },
    cell: cell(52, 'hold'),
  },
  {
    betType: 'total',
    factors: { lineMovement: null, weather: 65, injuries: 20, history: null },
    cell: cell(null, 'insufficient_data'),
  },
  {
    betType: 'moneyline',
    factors: { lineMovement: 60, weather: null, injuries: 35, history: 45 },
    cell: cell(33, 'buy'),
  },
];

const inputs = (over: Record<string, unknown> = {}) =>
  ({
    row: ROW,
    game: { odds: ODDS, weather: FORECAST },
    indoors: false,
    snapshots: [{ marker: 'snapshots' }],
    injuries: { homeImpact: 30, awayImpact: 12, source: 'nflverse injury reports' },
    history: new Map([['KC', KC]]),
    ...over,
  }) as never;
const factor = (view: ReturnType<typeof riskGameView>, bet: number, key: string) =>
  view.cells[bet]?.factors.find((f) => f.key === key);

beforeEach(() => {
  vi.mocked(gameRisk)
    .mockReset()
    .mockReturnValue(BETS as never);
  vi.mocked(lineMoves)
    .mockReset()
    .mockReturnValue(MOVES as never);
  vi.mocked(insightLines).mockReset().mockReturnValue(['Spread risk is moderate.']);
});

describe('what the view hands the risk engine', () => {
  it('the stored lines, the complete forecast, the injuries and each side’s record (none: all zero)', () => {
    const view = riskGameView(inputs());
    expect(lineMoves).toHaveBeenCalledWith([{ marker: 'snapshots' }]);
    expect(gameRisk).toHaveBeenCalledWith({
      market: { spread: -4.5, total: 47.5, moneyline: -210 },
      moves: MOVES,
      weather: { indoors: false, windMph: 18.6, tempF: 28.4, precipChance: 35 },
      injuries: { homeImpact: 30, awayImpact: 12, source: 'nflverse injury reports' },
      history: { home: KC, away: { covers: 0, fails: 0, overs: 0, unders: 0 } },
    });
    expect(insightLines).toHaveBeenCalledWith(BETS);
    expect(view.insight).toEqual(['Spread risk is moderate.']);
    expect(view).toMatchObject({
      id: '2025_15_BUF_KC',
      kickoff: '2025-12-14T21:25:00.000Z',
      away: { code: 'BUF', name: 'Buffalo Bills' },
      home: { code: 'KC', name: 'Kansas City Chiefs' },
      indoors: false,
    });
  });

  it('a graded pick’s own lines instead of the stored ones; indoors no weather; no odds, no market', () => {
    riskGameView(inputs({ lines: { spread: -3, total: null } }));
    expect(vi.mocked(gameRisk).mock.calls[0]?.[0].market).toEqual({
      spread: -3,
      total: null,
      moneyline: -210,
    });
    riskGameView(
      inputs({
        indoors: true,
        game: { odds: { spread: null, total: null, moneyline: null }, weather: null },
      }),
    );
    expect(vi.mocked(gameRisk).mock.calls[1]?.[0]).toMatchObject({
      market: { spread: null, total: null, moneyline: null },
      weather: { indoors: true },
    });
  });

  it('no weather until wind, temperature and precipitation are all forecast', () => {
    for (const gap of ['windMph', 'temperatureF', 'precipitationPct']) {
      vi.mocked(gameRisk).mockClear();
      riskGameView(inputs({ game: { odds: ODDS, weather: { ...FORECAST, [gap]: null } } }));
      expect(vi.mocked(gameRisk).mock.calls[0]?.[0].weather).toBeNull();
    }
    vi.mocked(gameRisk).mockClear();
    riskGameView(inputs({ game: { odds: ODDS, weather: null } }));
    expect(vi.mocked(gameRisk).mock.calls[0]?.[0].weather).toBeNull();
  });
});

describe('each cell as the modal shows it', () => {
  it('names the line, the recommendation and each side’s profit on $100 at its stored price', () => {
    const view = riskGameView(inputs());
    expect(
      view.cells.map((c) => [c.betType, c.line, c.riskScore, c.confidence, c.label, c.band, c.reason]),
    ).toEqual([
      ['spread', 'KC −4.5', 52, 80, 'HOLD', 'yellow', null],
      ['total', 'O/U 47.5', null, null, 'AVOID - Insufficient Data', 'none', 'Too little is known.'],
      ['moneyline', 'KC −210', 33, 80, 'BUY', 'yellow', null],
    ]);
    expect(view.cells.map((c) => c.potentialReturn)).toEqual([
      // −110: 100 × 100/110 = 90.909… → 90.91; −105: 100 × 100/105 = 95.238… → 95.24
      [
        { side: 'KC −4.5', price: -110, profitPer100: 90.91 },
        { side: 'BUF +4.5', price: -105, profitPer100: 95.24 },
      ],
      // The under has no price: only the over.
      [{ side: 'Over 47.5', price: -110, profitPer100: 90.91 }],
      // −210: 100 × 100/210 = 47.619… → 47.62; +175: 175
      [
        { side: 'KC', price: -210, profitPer100: 47.62 },
        { side: 'BUF', price: 175, profitPer100: 175 },
      ],
    ]);
    for (const c of view.cells) {
      expect(c.potentialReturnUnknown).toBeNull();
      expect(c.projection).toBeNull();
      expect(c.projectionUnknown).toBe(PROJECTION_UNKNOWN);
      expect(c.recommendation).toBe(BETS.find((b) => b.betType === c.betType)?.cell.recommendation);
    }
  });

  it('prices both sides of a total when both are stored', () => {
    const view = riskGameView(
      inputs({ game: { odds: { ...ODDS, total: { ...ODDS.total, underPrice: 120 } }, weather: FORECAST } }),
    );
    expect(view.cells[1]?.potentialReturn).toEqual([
      { side: 'Over 47.5', price: -110, profitPer100: 90.91 },
      { side: 'Under 47.5', price: 120, profitPer100: 120 },
    ]);
  });

  it('without odds: no line and no return, and says why', () => {
    const view = riskGameView(
      inputs({ game: { odds: { spread: null, total: null, moneyline: null }, weather: FORECAST } }),
    );
    expect(view.cells.map((c) => [c.line, c.potentialReturn, c.potentialReturnUnknown])).toEqual([
      [null, [], 'No price is stored for either side of this bet yet.'],
      [null, [], 'No price is stored for either side of this bet yet.'],
      [null, [], 'No price is stored for either side of this bet yet.'],
    ]);
    // Markets stored without a line or home price are no line either; a moneyline with only the away price.
    const partial = riskGameView(
      inputs({
        game: {
          odds: {
            spread: { ...captured, homeLine: null, homePrice: -110, awayPrice: -110 },
            total: { ...captured, line: null, overPrice: -110, underPrice: -110 },
            moneyline: { ...captured, homePrice: null, awayPrice: 120 },
          },
          weather: FORECAST,
        },
      }),
    );
    expect(partial.cells.map((c) => [c.line, c.potentialReturn])).toEqual([
      [null, []],
      [null, []],
      [null, [{ side: 'BUF', price: 120, profitPer100: 120 }]],
    ]);
  });
});

describe('each factor’s input, source and reason', () => {
  it('line movement: the book and the move with when it was first and last seen; none without two captures', () => {
    const view = riskGameView(inputs());
    expect(factor(view, 0, 'lineMovement')).toEqual({
      key: 'lineMovement',
      label: 'Line movement',
      risk: 70,
      weight: 0.35,
      value: 'DraftKings −2.5 → −4.5',
      source: 'Stored lines, first Dec 10, 12:00 PM ET, latest capture Dec 12, 1:00 PM ET',
      unknownReason: null,
    });
    expect(factor(view, 1, 'lineMovement')).toEqual({
      key: 'lineMovement',
      label: 'Line movement',
      risk: null,
      weight: 0.3,
      value: '—',
      source: 'Stored lines',
      unknownReason: 'Fewer than two captures of this market: no move can be measured yet.',
    });
    expect(factor(view, 2, 'lineMovement')?.value).toBe('FanDuel −150 → −210');
    vi.mocked(lineMoves).mockReturnValue({
      ...MOVES,
      total: { ...MOVES.spread, from: 44, to: 47.5 },
    } as never);
    expect(factor(riskGameView(inputs()), 1, 'lineMovement')?.value).toBe('DraftKings 44 → 47.5');
    // A spread from pick'em prints PK, as a handicap (a price would print +0).
    vi.mocked(lineMoves).mockReturnValue({ ...MOVES, spread: { ...MOVES.spread, from: 0 } } as never);
    expect(factor(riskGameView(inputs()), 0, 'lineMovement')?.value).toBe('DraftKings PK → −4.5');
  });

  it('public betting: always unavailable, weight 0', () => {
    expect(factor(riskGameView(inputs()), 0, 'publicBetting')).toEqual({
      key: 'publicBetting',
      label: 'Public betting',
      risk: null,
      weight: 0,
      value: '—',
      source: 'None configured',
      unknownReason: PUBLIC_BETTING_UNAVAILABLE,
    });
  });

  it('weather: the forecast rounded (18.6 mph → 19, 28.4°F → 28), indoors the roof, unknown without a forecast', () => {
    const view = riskGameView(inputs());
    expect(factor(view, 1, 'weather')).toEqual({
      key: 'weather',
      label: 'Weather',
      risk: 65,
      weight: 0.35,
      value: 'Wind 19 mph, 28°F, precipitation 35%',
      source: 'Forecast (Open-Meteo), Dec 14, 10:00 AM ET',
      unknownReason: null,
    });
    // The moneyline's weather factor is unknown: no figures are shown.
    expect(factor(view, 2, 'weather')).toMatchObject({
      value: '—',
      unknownReason: 'Outdoors and no kickoff forecast with wind, temperature and precipitation yet.',
    });
    const indoors = riskGameView(inputs({ indoors: true }));
    expect(factor(indoors, 0, 'weather')).toMatchObject({
      value: 'Indoors (dome or closed roof)',
      source: 'Stadium roof (schedule)',
    });
    const observed = riskGameView(
      inputs({
        game: { odds: ODDS, weather: { ...FORECAST, observed: true, source: 'nflverse', windMph: null } },
      }),
    );
    expect(factor(observed, 0, 'weather')).toMatchObject({
      value: 'Wind — mph, 28°F, precipitation 35%',
      source: 'Observed (nflverse schedule), Dec 14, 10:00 AM ET',
    });
    const none = riskGameView(inputs({ game: { odds: ODDS, weather: null } }));
    expect(factor(none, 0, 'weather')).toMatchObject({ value: '—', source: 'Kickoff forecast (Open-Meteo)' });
  });

  it('injuries: each side’s impact, away first; unknown without a report', () => {
    expect(factor(riskGameView(inputs()), 0, 'injuries')).toEqual({
      key: 'injuries',
      label: 'Injuries',
      risk: 30,
      weight: 0.3,
      value: 'Impact BUF 12, KC 30 (of 100)',
      source: 'nflverse injury reports',
      unknownReason: null,
    });
    expect(factor(riskGameView(inputs({ injuries: null })), 0, 'injuries')).toMatchObject({
      value: '—',
      source: 'Injury reports',
      unknownReason: 'No injury report for this week is stored yet.',
    });
  });

  it('history: ATS records for the spread and moneyline, over/under for the total, unknown when not scored', () => {
    const view = riskGameView(inputs());
    expect(factor(view, 0, 'history')).toEqual({
      key: 'history',
      label: 'History (ATS)',
      risk: 50,
      weight: 0.25,
      value: 'BUF 0–0 ATS, KC 8–5 ATS',
      source: '2025 results against the closing lines (nflverse), to date',
      unknownReason: null,
    });
    expect(factor(view, 1, 'history')).toMatchObject({
      label: 'History (over/under)',
      value: 'BUF 0–0 over/under, KC 6–7 over/under',
      weight: 0.2,
      unknownReason: 'A team has no decided game against the line this season yet.',
    });
    expect(factor(view, 2, 'history')).toMatchObject({ label: 'History (ATS)', weight: 0.25 });
    const both = riskGameView(
      inputs({ history: new Map([['BUF', { covers: 3, fails: 10, overs: 9, unders: 4 }]]) }),
    );
    expect(factor(both, 0, 'history')?.value).toBe('BUF 3–10 ATS, KC 0–0 ATS');
    expect(vi.mocked(gameRisk).mock.calls.at(-1)?.[0].history).toEqual({
      home: { covers: 0, fails: 0, overs: 0, unders: 0 },
      away: { covers: 3, fails: 10, overs: 9, unders: 4 },
    });
  });
});
