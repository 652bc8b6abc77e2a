// What the schedule alone says about each side of each game: rest, travel, time zones, body clock,
// prime time and whether home field applies. Only the schedule is read (never a score), and a season's
// schedule is published months before it starts, so these facts are known before any kickoff.

import type { SleepFacts } from '../bioboost/sleep-score.ts';
import { daysBetween, EASTERN, type WallTime, wallTimeIn } from '../time/eastern-time.ts';
import type { ModelGame, Venue } from './game.ts';
import { greatCircleMiles } from './geo.ts';

export interface SideFacts extends SleepFacts {
  /** The stadium of most of the team's home games this season; null when no venue is known. */
  homeBase: Venue | null;
}

export interface GameFacts {
  home: SideFacts;
  away: SideFacts;
  kickoffEastern: WallTime;
  /** Kickoff at 7 pm ET or later in the US: the national-TV window. */
  primeTime: boolean;
  /** "Sunday night", "Monday night" … when prime time. */
  slotLabel: string | null;
  /** False at a neutral site unless it is the home team's own stadium (a Super Bowl at home). */
  homeFieldApplies: boolean;
}

const NIGHTS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function byKickoff(a: ModelGame, b: ModelGame): number {
  return a.kickoffMs - b.kickoffMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Home base per `${season}|${team}`: the venue of most of its non-neutral home games that season. */
export function homeBases(games: readonly ModelGame[]): Map<string, Venue> {
  const counts = new Map<string, Map<string, { venue: Venue; n: number; first: number }>>();
  for (const g of games) {
    if (g.neutralSite || g.venue === null) continue;
    const key = `${g.season}|${g.homeTeam}`;
    const perVenue = counts.get(key) ?? new Map();
    const entry = perVenue.get(g.venue.id) ?? { venue: g.venue, n: 0, first: g.kickoffMs };
    entry.n += 1;
    entry.first = Math.min(entry.first, g.kickoffMs);
    perVenue.set(g.venue.id, entry);
    counts.set(key, perVenue);
  }
  const bases = new Map<string, Venue>();
  for (const [key, perVenue] of counts) {
    const best = [...perVenue.values()].sort((a, b) => b.n - a.n || a.first - b.first)[0];
    if (best) bases.set(key, best.venue);
  }
  return bases;
}

export function buildScheduleFacts(games: readonly ModelGame[]): Map<string, GameFacts> {
  const sorted = [...games].sort(byKickoff);
  const bases = homeBases(sorted);
  const clock = wallClock();
  const previous = new Map<string, number>(); // `${season}|${team}` → kickoffMs of its last game
  const facts = new Map<string, GameFacts>();

  for (const g of sorted) {
    const homeBase = bases.get(`${g.season}|${g.homeTeam}`) ?? null;
    const venue = g.venue ?? (g.neutralSite ? null : homeBase);
    const side = (team: string): SideFacts => {
      const key = `${g.season}|${team}`;
      const base = bases.get(key) ?? null;
      const prev = previous.get(key);
      const restDays =
        prev === undefined
          ? null
          : daysBetween(clock.wall(EASTERN, prev).date, clock.wall(EASTERN, g.kickoffMs).date);
      return {
        homeBase: base,
        restDays,
        previousWeekday: prev === undefined ? null : clock.wall(EASTERN, prev).weekday,
        travelMiles: base && venue ? greatCircleMiles(base, venue) : null,
        zonesCrossed:
          base && venue
            ? Math.round(
                (clock.offset(venue.timeZone, g.kickoffMs) - clock.offset(base.timeZone, g.kickoffMs)) / 60,
              )
            : 0,
        bodyClockHour: base ? hourOf(clock.wall(base.timeZone, g.kickoffMs)) : null,
      };
    };
    const home = side(g.homeTeam);
    const away = side(g.awayTeam);
    const kickoffEastern = clock.wall(EASTERN, g.kickoffMs);
    const abroad = venue !== null && venue.country !== 'US';
    const primeTime = !abroad && kickoffEastern.hour >= 19;
    facts.set(g.id, {
      home,
      away,
      kickoffEastern,
      primeTime,
      slotLabel: primeTime ? `${NIGHTS[kickoffEastern.weekday]} night` : null,
      homeFieldApplies: !g.neutralSite || (homeBase !== null && venue !== null && homeBase.id === venue.id),
    });
    previous.set(`${g.season}|${g.homeTeam}`, g.kickoffMs);
    previous.set(`${g.season}|${g.awayTeam}`, g.kickoffMs);
  }
  return facts;
}

function hourOf(w: WallTime): number {
  return w.hour + w.minute / 60;
}

/** Wall times and UTC offsets, memoised for one build (offsets only change on the hour). */
function wallClock() {
  const walls = new Map<string, WallTime>();
  const offsets = new Map<string, number>();
  const wall = (timeZone: string, ms: number): WallTime => {
    const key = `${timeZone}|${ms}`;
    let w = walls.get(key);
    if (!w) {
      w = wallTimeIn(new Date(ms), timeZone);
      walls.set(key, w);
    }
    return w;
  };
  const offset = (timeZone: string, ms: number): number => {
    const key = `${timeZone}|${Math.floor(ms / 3_600_000)}`;
    let o = offsets.get(key);
    if (o === undefined) {
      const w = wall(timeZone, ms);
      const naive = Date.UTC(
        +w.date.slice(0, 4),
        +w.date.slice(5, 7) - 1,
        +w.date.slice(8, 10),
        w.hour,
        w.minute,
      );
      o = Math.round((naive - Math.floor(ms / 60_000) * 60_000) / 60_000);
      offsets.set(key, o);
    }
    return o;
  };
  return { wall, offset };
}
