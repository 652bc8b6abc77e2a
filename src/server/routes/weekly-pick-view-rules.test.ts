// A prediction as the Weekly Picks card (weekly-pick-view.ts; the routes stub it, so its rules are
// here): kickoff in New York's wall time, the stadium and city, played abroad or not, each side's
// BioBoost rounded, the winner's side and chance in %, edges and the model's own line and total to
// a tenth, a graded pick's two grades, and a game with no pick published carrying its reasons and
// nothing else. weekPickViews joins the week's predictions to the stored games by id.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noPickView, pickView } from '../../../tests/support/pick-view.ts';
import { ORM } from '../../../tests/support/route-app.ts';
import { weekGame } from '../../../tests/support/week-game.ts';

vi.mock('../../core/model/week-predictions.ts', () => ({ weekPredictions: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ listWeekGames: vi.fn() }));

const { weekPredictions } = await import('../../core/model/week-predictions.ts');
const { listWeekGames } = await import('../../db/repositories/games.ts');
const { weeklyPickView, weekPickViews } = await import('./weekly-pick-view.ts');

const BALTIMORE = {
  id: 'BAL00',
  name: 'M&T Bank Stadium',
  city: 'Baltimore',
  country: 'US',
  roof: 'outdoors',
};
const game = (stadium: unknown = BALTIMORE) => weekGame({ stadium });

beforeEach(() => {
  vi.mocked(weekPredictions).mockReset();
  vi.mocked(listWeekGames).mockReset();
});

describe('a pick as the Weekly Picks card', () => {
  it('shows the pick: New York time, both BioBoosts rounded, the winner’s side and chance, edges to a tenth', () => {
    expect(weeklyPickView(pickView(), game())).toEqual({
      gameId: '2025_12_NYJ_BAL',
      id: '2025_12_NYJ_BAL',
      // 18:00 UTC on 23 November is 13:00 in New York (EST, UTC−5).
      date: '2025-11-23',
      time: '13:00',
      kickoff: '2025-11-23T18:00:00.000Z',
      week: 12,
      timeSlot: 'sunday_early',
      slotLabel: 'SUN 1PM',
      international: false,
      location: 'M&T Bank Stadium, Baltimore',
      result: null,
      // 57.5 rounds up to 58, 61.4 down to 61.
      away: { code: 'NYJ', team: 'New York Jets', emoji: '✈️', bioBoost: 58 },
      home: { code: 'BAL', team: 'Baltimore Ravens', emoji: '🐦', bioBoost: 61 },
      status: 'provisional',
      noPickReasons: [],
      withheld: false,
      predicted: 'BAL',
      winner: 'home',
      // 0.64 × 100 = 64.
      winnerConfidence: 64,
      confidence: 'MEDIUM',
      spread: -3.5,
      spreadPick: 'BAL',
      // Edge 0.75 → 7.5 tenths → 8 → 0.8.
      spreadEdge: 0.8,
      spreadPrice: -110,
      // Margin 4.25 is the handicap −4.25: −42.5 tenths, which Math.round takes to −42 → −4.2.
      modelSpread: -4.2,
      total: 44.5,
      totalPick: 'OVER',
      // 1.54 → 15.4 tenths → 15 → 1.5; the model's 46.04 → 460.4 → 460 → 46.
      totalEdge: 1.5,
      totalPrice: -105,
      modelTotal: 46,
      commentary: 'Ravens by 4.',
      grade: null,
    });
  });

  it('an away winner, a morning kickoff’s padded time, no lines taken, a graded pick’s two grades', () => {
    const card = weeklyPickView(
      pickView({
        status: 'locked',
        kickoff: '2025-11-23T14:05:00.000Z',
        winner: 'NYJ',
        winProbability: 0.555,
        spread: null,
        total: null,
        result: { homeScore: 17, awayScore: 20 },
        grade: { straightUp: 'win', againstSpread: null, total: 'loss' },
      }),
      game(),
    );
    expect(card).toMatchObject({
      // 14:05 UTC is 09:05 in New York.
      date: '2025-11-23',
      time: '09:05',
      status: 'locked',
      predicted: 'NYJ',
      winner: 'away',
      // 0.555 × 100 = 55.5 (55.50000000000001 in floating point) → 56.
      winnerConfidence: 56,
      spread: null,
      spreadPick: null,
      spreadEdge: null,
      spreadPrice: null,
      total: null,
      totalPick: null,
      totalEdge: null,
      totalPrice: null,
      result: { homeScore: 17, awayScore: 20 },
      // The total's grade is not on the card.
      grade: { straightUp: 'win', againstSpread: null },
    });
  });

  it('where it is played: the stadium with its city, the name alone, nothing known; abroad by slot or country', () => {
    const where = (p: Parameters<typeof weeklyPickView>[0], stadium?: unknown) => {
      const card = weeklyPickView(p, stadium === undefined ? undefined : game(stadium));
      return [card.location, card.international];
    };
    expect(where(pickView(), BALTIMORE)).toEqual(['M&T Bank Stadium, Baltimore', false]);
    expect(where(pickView(), { ...BALTIMORE, city: null })).toEqual(['M&T Bank Stadium', false]);
    expect(where(pickView(), { ...BALTIMORE, name: null })).toEqual([null, false]);
    expect(where(pickView(), null)).toEqual([null, false]);
    // A game not among the stored games: no location, and at home unless its slot says otherwise.
    expect(where(pickView())).toEqual([null, false]);
    expect(where(pickView({ slot: 'international' }))).toEqual([null, true]);
    expect(where(pickView(), { ...BALTIMORE, name: 'Allianz Arena', city: 'Munich', country: 'DE' })).toEqual(
      ['Allianz Arena, Munich', true],
    );
    // A stadium whose country is not known is taken as at home.
    expect(where(pickView(), { ...BALTIMORE, country: null })).toEqual([
      'M&T Bank Stadium, Baltimore',
      false,
    ]);
  });

  it('no pick published: the reasons in words, no BioBoost, nothing of a pick', () => {
    const card = weeklyPickView(
      noPickView({
        reasons: [
          { code: 'no_line', detail: 'No line was captured before kickoff.' },
          { code: 'previous_result_unknown', detail: "NYJ's previous game had no result at kickoff." },
        ],
        result: { homeScore: 24, awayScore: 10 },
      }),
      game(),
    );
    expect(card).toEqual({
      gameId: '2025_12_NYJ_BAL',
      id: '2025_12_NYJ_BAL',
      date: '2025-11-23',
      time: '13:00',
      kickoff: '2025-11-23T18:00:00.000Z',
      week: 12,
      timeSlot: 'sunday_early',
      slotLabel: 'SUN 1PM',
      international: false,
      location: 'M&T Bank Stadium, Baltimore',
      result: { homeScore: 24, awayScore: 10 },
      away: { code: 'NYJ', team: 'New York Jets', emoji: '✈️', bioBoost: null },
      home: { code: 'BAL', team: 'Baltimore Ravens', emoji: '🐦', bioBoost: null },
      status: 'no_pick',
      noPickReasons: [
        'No line was captured before kickoff.',
        "NYJ's previous game had no result at kickoff.",
      ],
      withheld: false,
      predicted: null,
      winner: null,
      winnerConfidence: null,
      confidence: null,
      spread: null,
      spreadPick: null,
      spreadEdge: null,
      spreadPrice: null,
      modelSpread: null,
      total: null,
      totalPick: null,
      totalEdge: null,
      totalPrice: null,
      modelTotal: null,
      commentary: null,
      grade: null,
    });
  });
});

describe('one week’s cards (weekPickViews)', () => {
  it('each prediction with its own stored game, under the predictions’ model version', async () => {
    const now = new Date('2025-11-19T12:00:00Z');
    vi.mocked(weekPredictions).mockResolvedValue({
      modelVersion: 'gg-test',
      predictions: [pickView(), pickView({ gameId: '2025_12_KC_DEN', slot: 'international' })],
    } as never);
    vi.mocked(listWeekGames).mockResolvedValue([
      weekGame({ gameId: '2025_12_KC_DEN', stadium: { ...BALTIMORE, name: 'Estadio Azteca', city: null } }),
      game(),
    ]);
    const views = await weekPickViews(ORM, { season: 2025, week: 12 }, now, 3_600_000);
    expect(views.modelVersion).toBe('gg-test');
    expect(views.picks.map((p) => [p.gameId, p.location, p.international])).toEqual([
      ['2025_12_NYJ_BAL', 'M&T Bank Stadium, Baltimore', false],
      ['2025_12_KC_DEN', 'Estadio Azteca', true],
    ]);
    expect(weekPredictions).toHaveBeenCalledWith(ORM, 2025, 12, now, 3_600_000);
    expect(listWeekGames).toHaveBeenCalledWith(ORM, 2025, 12, now);
  });
});
