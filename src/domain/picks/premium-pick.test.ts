import { describe, expect, it } from 'vitest';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';
import { isPremiumPick, publicPicks } from './premium-pick.ts';

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
  modelSpread: 6.7,
  totalPick: 'UNDER',
  totalEdge: 2.1,
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
      modelSpread: null,
      totalPick: null,
      totalEdge: null,
      modelTotal: null,
      commentary: null,
    });
    const [after] = publicPicks([full], new Date('2025-11-21T01:16:00Z'));
    expect(after).toBe(full);
  });
});
