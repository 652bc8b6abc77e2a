import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PredictionView } from '../../shared/api/predictions.ts';
import type { PropItem } from '../../shared/api/props.ts';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';
import { isPremiumPick, publicPicks, publicPrediction, publicProp } from './premium-pick.ts';

// Buffalo at Houston, Thursday 20 Nov 2025 20:15 EST = 21 Nov 01:15Z.
const KICKOFF = '2025-11-21T01:15:00.000Z';
const full = {
  gameId: '2025_12_BUF_HOU',
  kickoff: KICKOFF,
  status: 'provisional',
  withheld: false,
  spread: 5.5,
  total: 44.5,
  predicted: 'BUF',
  winner: 'away',
  winnerConfidence: 62,
  confidence: 'MEDIUM',
  spreadPick: 'BUF',
  spreadEdge: 1.2,
  // BUF −5.5 at −115 while HOU +5.5 is −105 on the board: the price alone would name the side.
  spreadPrice: -115,
  modelSpread: 6.7,
  totalPick: 'UNDER',
  totalEdge: 2.1,
  totalPrice: -105,
  modelTotal: 42.4,
  commentary: 'Buffalo on full rest.',
} as unknown as WeeklyPick;

describe('premium picks', () => {
  it('is premium until kickoff, public from kickoff on', () => {
    expect(isPremiumPick(full, new Date('2025-11-21T01:14:00Z'))).toBe(true);
    expect(isPremiumPick(full, new Date(KICKOFF))).toBe(false);
    // A frozen (locked) or no-pick card is never premium.
    expect(isPremiumPick({ ...full, status: 'locked' }, new Date('2025-11-20T00:00:00Z'))).toBe(false);
    expect(isPremiumPick({ ...full, status: 'no_pick' }, new Date('2025-11-20T00:00:00Z'))).toBe(false);
  });

  it('withholds the side, the numbers and the reasoning, and keeps the game and the market', () => {
    const [before] = publicPicks([full], new Date('2025-11-20T12:00:00Z'));
    expect(before).toMatchObject({
      gameId: '2025_12_BUF_HOU',
      withheld: true,
      spread: 5.5,
      total: 44.5,
      predicted: null,
      winner: null,
      winnerConfidence: null,
      confidence: null,
      spreadPick: null,
      spreadEdge: null,
      spreadPrice: null,
      modelSpread: null,
      totalPick: null,
      totalEdge: null,
      totalPrice: null,
      modelTotal: null,
      commentary: null,
    });
    const [after] = publicPicks([full], new Date('2025-11-21T01:16:00Z'));
    expect(after).toBe(full);
  });
});

// The same game as a prediction (GET /api/predictions, /api/games/:id) and as a prop on it.
const game = {
  gameId: '2025_12_BUF_HOU',
  season: 2025,
  week: 12,
  kickoff: KICKOFF,
  slot: 'thursday',
  slotLabel: 'Thursday Night',
} as const;
const prediction = {
  ...game,
  home: { code: 'HOU', name: 'Houston Texans', emoji: '🤠', bioBoost: { score: 61 } },
  away: { code: 'BUF', name: 'Buffalo Bills', emoji: '🦬', bioBoost: { score: 58 } },
  modelVersion: 'm1',
  status: 'provisional',
  predictedAt: '2025-11-20T12:00:00.000Z',
  winner: 'BUF',
  winProbability: 0.62,
  confidence: { tier: 'MEDIUM', percent: 62 },
  predictedMargin: -6.7,
  predictedTotal: 42.4,
  spread: { homeLine: 5.5, pick: 'BUF', edge: 1.2 },
  total: { line: 44.5, pick: 'UNDER', edge: 2.1 },
  commentary: 'Buffalo on full rest.',
  factors: { homeRating: 1 },
} as unknown as PredictionView;

const prop = {
  playerName: 'Josh Allen',
  kickoff: KICKOFF,
  status: 'provisional',
  projection: 251.3,
  line: { book: 'fanduel', line: 239.5 },
  pick: { side: 'OVER', edge: 11.8 },
} as unknown as PropItem;

describe('premium predictions and props', () => {
  it('keeps only the game and both teams of a prediction before kickoff, and all of it from kickoff', () => {
    const before = publicPrediction(prediction, new Date('2025-11-21T01:14:00Z'));
    expect(before).toEqual({
      ...game,
      home: prediction.home,
      away: prediction.away,
      modelVersion: 'm1',
      status: 'withheld',
    });
    expect(publicPrediction(prediction, new Date(KICKOFF))).toBe(prediction);
  });

  it('leaves a prop’s pick and projection out before kickoff (the projection against the line names the side)', () => {
    expect(publicProp(prop, new Date('2025-11-21T01:14:00Z'))).toEqual({
      ...prop,
      projection: null,
      pick: null,
      withheld: true,
    });
    expect(publicProp({ ...prop, status: 'frozen' }, new Date('2025-11-20T00:00:00Z'))).toMatchObject({
      projection: 251.3,
      withheld: false,
    });
  });

  it('withholds exactly while the clock is before kickoff, whatever the instant', () => {
    const kickoffMs = Date.parse(KICKOFF);
    fc.assert(
      fc.property(fc.integer({ min: -30 * 86_400_000, max: 30 * 86_400_000 }), (offset) => {
        const now = new Date(kickoffMs + offset);
        const shown = publicPrediction(prediction, now);
        const serialised = JSON.stringify(shown);
        expect(shown.status === 'withheld').toBe(offset < 0);
        if (offset < 0) expect(serialised).not.toMatch(/BUF on|"winner"|"spread"|"total"|commentary|factors/);
        expect(publicProp(prop, now).withheld).toBe(offset < 0);
      }),
    );
  });
});
