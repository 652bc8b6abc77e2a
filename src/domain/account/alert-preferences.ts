// Which Juice Watch alerts a person's Profile preferences leave on (spec 02 §3's toggles): line-move
// alerts cover line movement and steam ("sharp money"); injury alerts cover injuries. Weather has no
// toggle of its own in the spec, so it is always shown.
import type { AlertTypeValue } from '../../shared/api/alerts.ts';

export interface AlertPreferences {
  lineMovementAlerts: boolean;
  injuryAlerts: boolean;
}

export function alertTypesFor(p: AlertPreferences): AlertTypeValue[] {
  const types: AlertTypeValue[] = [];
  if (p.lineMovementAlerts) types.push('line_movement', 'sharp_money');
  if (p.injuryAlerts) types.push('injury');
  types.push('weather');
  return types;
}

/**
 * An alert concerns the teams when its game involves one of them (an opponent's injury or a line move
 * on the game matters to a fan of either side) or it names one. No favourite teams: every alert.
 */
export function concernsTeams(
  alert: { team: string | null; homeTeam: string; awayTeam: string },
  teams: readonly string[],
): boolean {
  if (teams.length === 0) return true;
  return teams.some((t) => t === alert.homeTeam || t === alert.awayTeam || t === alert.team);
}
