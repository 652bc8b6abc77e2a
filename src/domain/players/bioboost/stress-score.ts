// Player cortisol proxy (0–100, higher = more stress; the composite inverts it): the defence he faces
// against his position, and the stakes of the game. No hormone is measured.
//
// Why these numbers: the occasion is scored as for his team (src/domain/bioboost/cortisol-score.ts:
// base 35, prime time +12, divisional +8, playoff +15, away +5). The matchup replaces the team's
// rating edge: a defence that has allowed his position 20% fewer DraftKings points than the league
// average adds 8 (0.4 per percent), one that allowed 20% more takes 8 off, capped at ±15.

import { clampScore } from '../../bioboost/composite.ts';
import { formatOneDecimal, type InputScore } from '../../bioboost/text.ts';

export interface PlayerStressFacts {
  primeTime: boolean;
  slotLabel: string | null;
  divisional: boolean;
  playoff: boolean;
  isHome: boolean;
  /** Points the opponent allowed against the league average (1 = average), shrunk. */
  opponentRatio: number;
  /** What the ratio measures: DraftKings points to his position, or points per game overall (a season
   * without weekly player lines). */
  matchup: 'position' | 'points';
  position: string;
  opponent: string;
}

export const PLAYER_STRESS_BASE = 35;

const matchupPoints = (ratio: number) => Math.max(-15, Math.min(15, 40 * (1 - ratio)));

export function playerStressValue(f: PlayerStressFacts): number {
  return clampScore(
    PLAYER_STRESS_BASE +
      (f.primeTime ? 12 : 0) +
      (f.divisional ? 8 : 0) +
      (f.playoff ? 15 : 0) +
      (f.isHome ? 0 : 5) +
      matchupPoints(f.opponentRatio),
  );
}

export function playerStressScore(f: PlayerStressFacts): InputScore {
  const parts: string[] = [];
  if (f.playoff) parts.push('playoff game');
  if (f.primeTime) parts.push(f.slotLabel ? `${f.slotLabel} prime time` : 'prime time');
  if (f.divisional) parts.push('divisional game');
  parts.push(f.isHome ? 'at home' : 'away from home');
  const pct = 100 * (f.opponentRatio - 1);
  const whom = f.matchup === 'position' ? `${f.position}s ` : '';
  const what = f.matchup === 'position' ? 'DK points' : 'points per game';
  if (Math.abs(pct) < 0.5) parts.push(`${f.opponent} has allowed ${whom}an average share of ${what}`);
  else
    parts.push(
      `${f.opponent} has allowed ${whom}${formatOneDecimal(Math.abs(pct))}% ${pct > 0 ? 'more' : 'fewer'} ${what} than average`,
    );
  const reason = parts.join('; ');
  return { value: playerStressValue(f), reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}
