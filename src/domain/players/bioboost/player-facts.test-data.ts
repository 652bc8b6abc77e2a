// A player's injury and stress facts for BioBoost tests: healthy, at home, an average matchup.
// Tests override what they vary.
import type { PlayerInjuryFacts } from './recovery-score.ts';
import type { PlayerStressFacts } from './stress-score.ts';

export const injuryFacts = (over: Partial<PlayerInjuryFacts> = {}): PlayerInjuryFacts => ({
  reportPublished: true,
  status: 'HEALTHY',
  injury: null,
  weeksListed: 0,
  daysListed: 0,
  slot: 'WR1',
  starter: true,
  depth: 'average',
  ...over,
});

export const stressFacts = (over: Partial<PlayerStressFacts> = {}): PlayerStressFacts => ({
  primeTime: false,
  slotLabel: null,
  divisional: false,
  playoff: false,
  isHome: true,
  opponentRatio: 1,
  matchup: 'position',
  position: 'WR',
  opponent: 'CLE',
  ...over,
});
