// SBR games to our schedule (nflverse game ids), and the opening line as our line-history rows. Pure.
import {
  addDays,
  daysBetween,
  easternToInstant,
  easternWallTime,
} from '../../../domain/time/eastern-time.ts';
import type { SbrGame, SbrLine, SbrRefusal } from './sbr-rows.ts';

export interface ScheduleGame {
  gameId: string;
  season: number;
  kickoff: Date;
  homeTeam: string;
  awayTeam: string;
}

/** One column's line from the home team's side: its handicap (home −3 = favoured by 3) and the total. */
export interface HomeLine {
  homeSpread: number | null;
  total: number | null;
}

export interface SbrMatch {
  gameId: string;
  kickoff: Date;
  /** Calendar days from SBR's date to the schedule's (Eastern) date: 0, or ±1 for SBR's date slips. */
  dateOffset: number;
  open: HomeLine;
  close: HomeLine;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
}

/** SBR's dates are off by a day for 17 of 4,025 games (nfl/lines/README); never more. */
const DATE_SLACK_DAYS = 1;

function homeLine(line: SbrLine, homeIndex: 0 | 1): HomeLine {
  const spread = line.spread;
  // The favourite gives points: a home favourite's handicap is −points. `0 - 0` keeps pick'em at +0.
  const homeSpread =
    spread === null
      ? null
      : spread.points === 0
        ? 0
        : spread.favourite === homeIndex
          ? -spread.points
          : spread.points;
  return { homeSpread, total: line.total };
}

/**
 * Matches each SBR game to the schedule game of the same season with the same two teams whose Eastern
 * date is within a day of SBR's (the exact date first). Home and away come from the schedule, not from
 * SBR's VH labels (neutral sites, mislabelled rows). A game matched twice keeps its first row.
 */
export function matchSbrGames(
  sbr: readonly SbrGame[],
  season: number,
  schedule: readonly ScheduleGame[],
): { matched: SbrMatch[]; refused: SbrRefusal[] } {
  const byDate = new Map<string, ScheduleGame[]>();
  for (const g of schedule) {
    if (g.season !== season) continue;
    const date = easternWallTime(g.kickoff).date;
    byDate.set(date, [...(byDate.get(date) ?? []), g]);
  }
  const matched: SbrMatch[] = [];
  const refused: SbrRefusal[] = [];
  const taken = new Map<string, number>();
  for (const game of sbr) {
    const [a, b] = game.teams;
    const fits = (g: ScheduleGame, x: readonly string[], y: readonly string[]) =>
      x.includes(g.awayTeam) && y.includes(g.homeTeam);
    let found: { g: ScheduleGame; homeIndex: 0 | 1; offset: number } | undefined;
    for (const offset of [0, -DATE_SLACK_DAYS, DATE_SLACK_DAYS]) {
      const date = addDays(game.date, offset);
      for (const g of byDate.get(date) ?? []) {
        if (fits(g, a.codes, b.codes)) found = { g, homeIndex: 1, offset: daysBetween(game.date, date) };
        else if (fits(g, b.codes, a.codes)) found = { g, homeIndex: 0, offset: daysBetween(game.date, date) };
        if (found) break;
      }
      if (found) break;
    }
    const row = game.row;
    if (!found) {
      refused.push({
        file: game.file,
        row,
        reason: `no ${season} schedule game of ${a.name} and ${b.name} within ${DATE_SLACK_DAYS} day of ${game.date}`,
      });
      continue;
    }
    const earlier = taken.get(found.g.gameId);
    if (earlier !== undefined) {
      refused.push({
        file: game.file,
        row,
        reason: `${found.g.gameId} is already matched by row ${earlier}`,
      });
      continue;
    }
    taken.set(found.g.gameId, row);
    const home = game.teams[found.homeIndex];
    const away = game.teams[found.homeIndex === 0 ? 1 : 0];
    matched.push({
      gameId: found.g.gameId,
      kickoff: found.g.kickoff,
      dateOffset: found.offset,
      open: homeLine(game.open, found.homeIndex),
      close: homeLine(game.close, found.homeIndex),
      homeMoneyline: home.moneyline,
      awayMoneyline: away.moneyline,
    });
  }
  return { matched, refused };
}

/**
 * When SBR's opening line counts as known: 12:00 Eastern on the Tuesday before the game's (Eastern)
 * date, a day after the previous week's Monday game. SBR records neither the book nor the time of its
 * "Open", an early-week consensus (nfl/lines/README: r = 0.95 against time-stamped Tuesday openers),
 * so it is placed where books had their numbers up for certain. A Tuesday game's is a week before.
 */
export function sbrOpenKnownAt(kickoff: Date): Date {
  const wall = easternWallTime(kickoff);
  const back = (wall.weekday - 2 + 7) % 7 || 7;
  return easternToInstant(addDays(wall.date, -back), '12:00');
}
