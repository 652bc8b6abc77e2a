// Turns the published injury reports into each game's list for the recovery input: who is listed, how
// (out, doubtful, questionable), with what injury, for how many weeks in a row, whether he has been
// starting, for WR and CB his rank by snap share, and how much his replacement plays (depth)
// (snap-roles.ts, where snap counts exist).
// Pure: the caller has already kept only reports published before the instant being modelled.

import { type InjuryEntry, parseInjuryStatus } from '../bioboost/injury-impact.ts';
import { isRankedPosition, UNIT_STARTERS, unitOf } from '../bioboost/lineup-impact.ts';
import { rememberedMergeName } from '../player-name.ts';
import type { ModelGame } from './game.ts';
import { type SnapShareRow, snapRoles } from './snap-roles.ts';

export interface InjuryReportRow {
  season: number;
  week: number;
  team: string;
  fullName: string;
  position: string | null;
  reportStatus: string | null;
  /** The report's primary injury ("Knee" …). */
  injury: string | null;
  /** When the report was published. */
  reportedAtMs: number;
}

const key = (...parts: (string | number)[]) => parts.join('|');

export function attachInjuryReports(
  games: readonly ModelGame[],
  reports: readonly InjuryReportRow[],
  snaps: readonly SnapShareRow[],
): ModelGame[] {
  // Reports by team-week, and the set of weeks the league published at all (a missing week in a
  // source is "unknown", not "nobody hurt").
  const byTeamWeek = new Map<string, InjuryReportRow[]>();
  const firstPublished = new Map<string, number>();
  for (const r of reports) {
    const k = key(r.season, r.week, r.team);
    const list = byTeamWeek.get(k);
    if (list) list.push(r);
    else byTeamWeek.set(k, [r]);
    const week = key(r.season, r.week);
    firstPublished.set(week, Math.min(firstPublished.get(week) ?? r.reportedAtMs, r.reportedAtMs));
  }
  const nameOf = rememberedMergeName();
  const listedWeeks = new Map<string, Set<number>>();
  for (const r of reports) {
    if (parseInjuryStatus(r.reportStatus) === 'HEALTHY') continue;
    const k = key(r.season, r.team, nameOf(r.fullName));
    listedWeeks.set(k, (listedWeeks.get(k) ?? new Set()).add(r.week));
  }
  const roles = snapRoles(snaps);

  const entriesFor = (game: ModelGame, team: string): InjuryEntry[] => {
    const rows = (byTeamWeek.get(key(game.season, game.week, team)) ?? []).filter(
      (r) => r.reportedAtMs <= game.kickoffMs,
    );
    // One entry per player: the latest report before kickoff.
    const latest = new Map<string, InjuryReportRow>();
    for (const r of rows) {
      const name = nameOf(r.fullName);
      const seen = latest.get(name);
      if (!seen || r.reportedAtMs > seen.reportedAtMs) latest.set(name, r);
    }
    return [...latest.entries()]
      .map(([name, r]): InjuryEntry => {
        const position = r.position ?? '';
        const rank = isRankedPosition(position)
          ? roles.rank(game.season, game.week, team, r.fullName, position)
          : undefined;
        const unit = unitOf(position);
        const starters = UNIT_STARTERS[unit];
        const backupRatio =
          starters === undefined
            ? undefined
            : roles.replacementRatio(game.season, game.week, team, r.fullName, {
                of: unitOf,
                name: unit,
                starters,
              });
        return {
          playerName: r.fullName,
          position,
          status: parseInjuryStatus(r.reportStatus),
          weeksInjured: consecutiveWeeks(listedWeeks.get(key(game.season, team, name)), game.week),
          isStarter: roles.isStarter(game.season, game.week, team, r.fullName),
          ...(rank === undefined ? {} : { rank }),
          ...(backupRatio === undefined ? {} : { backupRatio }),
          injury: r.injury,
        };
      })
      .sort((a, b) => a.playerName.localeCompare(b.playerName));
  };

  return games.map((game) => {
    const published = firstPublished.get(key(game.season, game.week));
    return published !== undefined && published <= game.kickoffMs
      ? {
          ...game,
          injuries: { home: entriesFor(game, game.homeTeam), away: entriesFor(game, game.awayTeam) },
        }
      : game;
  });
}

/** Weeks in a row on the report, this one included (1 = new this week). */
function consecutiveWeeks(weeks: Set<number> | undefined, week: number): number | undefined {
  if (!weeks?.has(week)) return undefined;
  let n = 1;
  while (weeks.has(week - n)) n += 1;
  return n;
}
