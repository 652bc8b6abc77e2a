// Fixtures shared by the tests of the projections made without weekly lines.
import type { PlayerInjuryReport } from '../injury-status.ts';
import { emptyLine, type StatLine } from '../stat-line.ts';
import type { SeasonTotals } from './season-rates.ts';

const DAY = 86_400_000;

/** A player's 2024 regular-season totals (the Chiefs' unless told). */
export const seasonTotals = (
  playerId: string,
  position: SeasonTotals['position'],
  games: number,
  line: Partial<StatLine>,
  team = 'KC',
): SeasonTotals => ({
  playerId,
  name: playerId,
  position,
  team,
  season: 2024,
  games,
  line: { ...emptyLine(), ...line },
});

/** A Chiefs player on the week-3 2025 injury report, published two days before the kickoff. */
export const chiefsInjury = (
  playerId: string,
  reportStatus: string,
  kickoffMs: number,
): PlayerInjuryReport => ({
  season: 2025,
  week: 3,
  team: 'KC',
  playerId,
  name: playerId,
  position: null,
  reportStatus,
  primaryInjury: 'Knee',
  reportedAtMs: kickoffMs - 2 * DAY,
});
