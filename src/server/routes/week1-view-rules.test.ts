// One week-1 game in spec 02's shape (week1-view.ts), with the model's card stubbed (weekly-pick-view
// has its own tests): each side's printed spread (PK at 0, the away side the home line's opposite), the
// market's total and moneylines, the BioBoost tile from the card (the pair's rounded mean), a premium
// card withheld until kickoff, and the factors — weather, injuries (impact worked by hand from spec
// 02 §9's weights), travel rounded.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeekGame } from '../../db/repositories/games.ts';
import type { Game } from '../../shared/api/games.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';

vi.mock('./weekly-pick-view.ts', () => ({ weeklyPickView: vi.fn() }));

const cards = await import('./weekly-pick-view.ts');
const { injuries, week1GameView } = await import('./week1-view.ts');

const KICKOFF = new Date('2025-09-07T17:00:00Z');
const g = {
  gameId: '2025_01_NYJ_BAL',
  season: 2025,
  timeSlot: 'sunday_early',
  kickoff: KICKOFF,
  home: { code: 'BAL', name: 'Baltimore Ravens' },
  away: { code: 'NYJ', name: 'New York Jets' },
} as unknown as WeekGame;
const SPREAD = {
  book: 'fanduel',
  capturedAt: '2025-09-07T12:00:00.000Z',
  homeLine: -3.5,
  homePrice: -110,
  awayPrice: -110,
};
const game = (over: Partial<Game['odds']> = {}, weather: unknown = null) =>
  ({
    odds: {
      spread: SPREAD,
      total: {
        book: 'fanduel',
        capturedAt: '2025-09-07T12:00:00.000Z',
        line: 44.5,
        overPrice: -110,
        underPrice: -110,
      },
      moneyline: { book: 'fanduel', capturedAt: '2025-09-07T12:00:00.000Z', homePrice: -180, awayPrice: 155 },
      ...over,
    },
    weather,
  }) as unknown as Game;
const rows = [
  { team: 'BAL', fullName: 'Lamar Jackson', position: 'QB', reportStatus: 'Out' },
  { team: 'BAL', fullName: 'Zay Flowers', position: 'WR', reportStatus: 'Questionable' },
  { team: 'NYJ', fullName: 'Breece Hall', position: 'RB', reportStatus: 'Probable' },
  { team: 'NYJ', fullName: 'Garrett Wilson', position: null, reportStatus: 'Out' },
  // Healthy, and another game's team: not counted.
  { team: 'NYJ', fullName: 'Aaron Rodgers', position: 'QB', reportStatus: null },
  { team: 'KC', fullName: 'Travis Kelce', position: 'TE', reportStatus: 'Out' },
];
const extra = (over: object = {}) => ({
  snapshots: [],
  injuries: rows,
  travelMiles: 187.6,
  now: new Date('2025-09-07T20:00:00Z'),
  ...over,
});
const card = (over: Partial<WeeklyPick> = {}): WeeklyPick => ({
  gameId: '2025_01_NYJ_BAL',
  id: '2025_01_NYJ_BAL',
  date: '2025-09-07',
  time: '13:00',
  kickoff: '2025-09-07T17:00:00.000Z',
  week: 1,
  timeSlot: 'sunday_early',
  slotLabel: 'SUN',
  international: false,
  location: 'M&T Bank Stadium, Baltimore',
  away: { code: 'NYJ', team: 'New York Jets', emoji: '', bioBoost: 58 },
  home: { code: 'BAL', team: 'Baltimore Ravens', emoji: '', bioBoost: 61 },
  status: 'locked',
  withheld: false,
  noPickReasons: [],
  predicted: 'BAL',
  winner: 'home',
  winnerConfidence: 64,
  confidence: 'MEDIUM',
  spread: -3.5,
  spreadPick: 'BAL',
  spreadEdge: 1.5,
  spreadPrice: null,
  modelSpread: -5,
  total: 44.5,
  totalPick: 'UNDER',
  totalEdge: 2,
  totalPrice: null,
  modelTotal: 42.5,
  commentary: 'Baltimore at home after a short week for New York.',
  result: null,
  grade: null,
  ...over,
});
const PREDICTION = { gameId: '2025_01_NYJ_BAL' } as unknown as PredictionView;

beforeEach(() => {
  vi.mocked(cards.weeklyPickView).mockReset().mockReturnValue(card());
});

describe('the injuries factor', () => {
  it('lists the players out, away side first, and weighs each side by spec 02 §9', () => {
    expect(injuries(rows, g)).toEqual({
      keyPlayersOut: ['Garrett Wilson (?, NYJ)', 'Lamar Jackson (QB, BAL)'],
      awayInjuries: 2,
      homeInjuries: 2,
      // Role unknown in week 1 (× 0.77). NYJ: RB probable 0.7 × 0.2 × 100 × 0.77 = 10.78, unknown
      // position out 0.3 × 1 × 100 × 0.77 = 23.1 → 33.88 → 34. BAL: QB out 0.9 × 100 × 0.77 = 69.3,
      // WR questionable 0.6 × 0.5 × 100 × 0.77 = 23.1 → 92.4 → 92.
      awayTeamImpact: 34,
      homeTeamImpact: 92,
    });
    expect(injuries([], g)).toEqual({
      keyPlayersOut: [],
      awayInjuries: 0,
      homeInjuries: 0,
      awayTeamImpact: 0,
      homeTeamImpact: 0,
    });
  });
});

describe('a week-1 game', () => {
  it('without a pick: the market, the factors and "no pick computed"', () => {
    const weather = {
      source: 'open-meteo',
      observed: false,
      capturedAt: '2025-09-07T12:00:00.000Z',
      temperatureF: 70,
      windMph: 12,
      humidityPct: 55,
      precipitationPct: 10,
    };
    const view = week1GameView(g, game({}, weather), undefined, extra());
    expect(view).toEqual({
      id: '2025_01_NYJ_BAL',
      season: 2025,
      timeSlot: 'Sunday Early',
      slot: 'sunday_early',
      international: false,
      date: '2025-09-07',
      time: '',
      kickoff: '2025-09-07T17:00:00.000Z',
      location: null,
      awayTeam: { name: 'New York Jets', abbreviation: 'NYJ', spread: '+3.5', spreadValue: 3.5 },
      homeTeam: { name: 'Baltimore Ravens', abbreviation: 'BAL', spread: '-3.5', spreadValue: -3.5 },
      overUnder: 44.5,
      moneyline: { away: 155, home: -180 },
      odds: { book: 'fanduel', capturedAt: '2025-09-07T12:00:00.000Z' },
      bioBoost: {
        score: null,
        homeScore: null,
        awayScore: null,
        recommendation: null,
        confidence: null,
        pick: null,
        status: 'no_pick',
        withheld: false,
        commentary: 'No pick has been computed for this game yet.',
        factors: {
          weather: {
            windMph: 12,
            tempF: 70,
            precipChance: 10,
            source: 'open-meteo',
            observed: false,
            capturedAt: '2025-09-07T12:00:00.000Z',
          },
          // As worked out in the injuries test above.
          injuries: {
            keyPlayersOut: ['Garrett Wilson (?, NYJ)', 'Lamar Jackson (QB, BAL)'],
            awayInjuries: 2,
            homeInjuries: 2,
            awayTeamImpact: 34,
            homeTeamImpact: 92,
          },
          lineMove: null,
          // 187.6 miles → 188.
          travelMiles: 188,
        },
      },
    });
  });

  it('prints PK for a pick’em on both sides; no market, weather or travel is null', () => {
    const pk = week1GameView(g, game({ spread: { ...SPREAD, homeLine: 0 } }), undefined, extra());
    expect([pk.homeTeam.spread, pk.awayTeam.spread]).toEqual(['PK', 'PK']);
    expect(Object.is(pk.awayTeam.spreadValue, 0)).toBe(true);
    const bare = week1GameView(
      g,
      game({ spread: null, total: null, moneyline: null }),
      undefined,
      extra({ travelMiles: null }),
    );
    expect([
      bare.homeTeam,
      bare.overUnder,
      bare.moneyline,
      bare.odds,
      bare.bioBoost.factors.weather,
      bare.bioBoost.factors.travelMiles,
    ]).toEqual([
      { name: 'Baltimore Ravens', abbreviation: 'BAL', spread: null, spreadValue: null },
      null,
      { away: null, home: null },
      null,
      null,
      null,
    ]);
    // An away favourite: the home side gets the plus.
    const dog = week1GameView(g, game({ spread: { ...SPREAD, homeLine: 2.5 } }), undefined, extra());
    expect([dog.homeTeam.spread, dog.awayTeam.spread, dog.awayTeam.spreadValue]).toEqual([
      '+2.5',
      '-2.5',
      -2.5,
    ]);
  });

  it('with a locked card: its side, confidence, total, BioBoost tile and commentary', () => {
    const view = week1GameView(g, game(), PREDICTION, extra());
    expect(cards.weeklyPickView).toHaveBeenCalledWith(PREDICTION, g);
    expect([view.date, view.time, view.location, view.international]).toEqual([
      '2025-09-07',
      '13:00',
      'M&T Bank Stadium, Baltimore',
      false,
    ]);
    expect(view.bioBoost).toMatchObject({
      // (61 + 58) / 2 = 59.5 → 60.
      score: 60,
      homeScore: 61,
      awayScore: 58,
      recommendation: 'UNDER',
      confidence: 64,
      pick: 'BAL',
      status: 'locked',
      withheld: false,
      commentary: 'Baltimore at home after a short week for New York.',
    });
  });

  it('gives no BioBoost score unless both sides have one', () => {
    const awayless = card({ away: { code: 'NYJ', team: 'New York Jets', emoji: '', bioBoost: null } });
    vi.mocked(cards.weeklyPickView).mockReturnValue(awayless);
    expect(week1GameView(g, game(), PREDICTION, extra()).bioBoost).toMatchObject({
      score: null,
      homeScore: 61,
      awayScore: null,
    });
    const homeless = card({ home: { code: 'BAL', team: 'Baltimore Ravens', emoji: '', bioBoost: null } });
    vi.mocked(cards.weeklyPickView).mockReturnValue(homeless);
    expect(week1GameView(g, game(), PREDICTION, extra()).bioBoost).toMatchObject({
      score: null,
      homeScore: null,
      awayScore: 58,
    });
  });

  it('withholds a provisional card before kickoff, saying why; a card without a pick says why not', () => {
    vi.mocked(cards.weeklyPickView).mockReturnValue(card({ status: 'provisional' }));
    const before = week1GameView(g, game(), PREDICTION, extra({ now: new Date('2025-09-07T16:59:59Z') }));
    expect(before.bioBoost).toMatchObject({
      pick: null,
      confidence: null,
      recommendation: null,
      status: 'provisional',
      withheld: true,
      homeScore: 61,
      commentary: 'Premium pick until kickoff: subscribers and free picks see it.',
    });
    // At kickoff it is public.
    expect(week1GameView(g, game(), PREDICTION, extra({ now: KICKOFF })).bioBoost.pick).toBe('BAL');
    vi.mocked(cards.weeklyPickView).mockReturnValue(
      card({
        status: 'no_pick',
        commentary: null,
        predicted: null,
        noPickReasons: ['no line yet', 'starter unknown'],
      }),
    );
    expect(week1GameView(g, game(), PREDICTION, extra()).bioBoost.commentary).toBe(
      'No pick: no line yet; starter unknown',
    );
    vi.mocked(cards.weeklyPickView).mockReturnValue(card({ commentary: null }));
    expect(week1GameView(g, game(), PREDICTION, extra()).bioBoost.commentary).toBe(
      'No pick has been computed for this game yet.',
    );
  });

  it('calls an international game so without a card', () => {
    const london = {
      ...g,
      timeSlot: 'international',
      kickoff: new Date('2025-10-05T13:30:00Z'),
    } as unknown as WeekGame;
    const view = week1GameView(london, game(), undefined, extra());
    expect([view.international, view.slot, view.date]).toEqual([true, 'international', '2025-10-05']);
  });
});
