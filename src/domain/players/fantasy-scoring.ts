// DraftKings and FanDuel NFL scoring for offensive players, written down from the sites' published
// rule lists so that a projection and a grade are in the same points a DFS player sees.
//
// DraftKings NFL Classic ("Offense"): passing TD +4; +1 per 25 passing yards (0.04/yd); 300+ yard
// passing game +3; interception −1; rushing TD +6; +1 per 10 rushing yards (0.1/yd); 100+ yard
// rushing game +3; receiving TD +6; +1 per 10 receiving yards (0.1/yd); 100+ yard receiving game +3;
// reception +1; punt/kickoff/FG return for TD +6; fumble lost −1; 2-pt conversion (pass, run or
// catch) +2; offensive fumble recovery TD +6.
//
// FanDuel NFL ("Offensive players"): passing TD +4; 0.04 per passing yard; interception −1; rushing TD
// +6; 0.1 per rushing yard; reception +0.5; 0.1 per receiving yard; receiving TD +6; 2-pt conversion
// +2; fumble lost −2; punt/kickoff/FG return TD +6; offensive fumble recovery TD +6. No yardage bonuses.
//
// Yards are scored per yard (fractions kept), as both sites do.

import type { StatLine } from './stat-line.ts';

export type DfsSite = 'draftkings' | 'fanduel';

export const DK_BONUS = { passYards: 300, rushYards: 100, recYards: 100, points: 3 } as const;

/** Points without yardage bonuses, for either site. */
function basePoints(line: StatLine, site: DfsSite): number {
  const reception = site === 'draftkings' ? 1 : 0.5;
  const fumble = site === 'draftkings' ? -1 : -2;
  return (
    0.04 * line.passYards +
    4 * line.passTds -
    line.interceptions +
    0.1 * line.rushYards +
    6 * line.rushTds +
    reception * line.receptions +
    0.1 * line.recYards +
    6 * line.recTds +
    6 * line.returnTds +
    2 * line.twoPointConversions +
    fumble * line.fumblesLost
  );
}

export function draftKingsPoints(line: StatLine): number {
  const bonus =
    (line.passYards >= DK_BONUS.passYards ? DK_BONUS.points : 0) +
    (line.rushYards >= DK_BONUS.rushYards ? DK_BONUS.points : 0) +
    (line.recYards >= DK_BONUS.recYards ? DK_BONUS.points : 0);
  return basePoints(line, 'draftkings') + bonus;
}

export function fanDuelPoints(line: StatLine): number {
  return basePoints(line, 'fanduel');
}

export function sitePoints(line: StatLine, site: DfsSite): number {
  return site === 'draftkings' ? draftKingsPoints(line) : fanDuelPoints(line);
}

/** DraftKings points for a projected line whose bonus chances are given (expected value). */
export function expectedDraftKingsPoints(
  line: StatLine,
  bonusChance: { passYards: number; rushYards: number; recYards: number },
): number {
  return (
    basePoints(line, 'draftkings') +
    DK_BONUS.points * (bonusChance.passYards + bonusChance.rushYards + bonusChance.recYards)
  );
}
