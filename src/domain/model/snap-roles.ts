// Who starts, and who is WR1 or CB2, from the snap counts of the games a team played before the one
// being modelled (nflverse/Pro Football Reference snap counts; 2025 only in the data pack). Pure: the
// caller passes rows of earlier weeks or all rows, and every question filters on the week.

import { rememberedMergeName } from '../player-name.ts';

export interface SnapShareRow {
  season: number;
  week: number;
  team: string;
  player: string;
  /** The position snap counts give him (WR, CB, DB, T …). */
  position: string | null;
  /** Shares of the unit's snaps, 0–1. */
  offensePct: number | null;
  defensePct: number | null;
  specialTeamsPct: number | null;
}

/** A starter plays at least half of his unit's snaps. */
export const STARTER_SNAP_SHARE = 0.5;
/** Specialists play only on special teams: the one who kicked (punted, snapped) is the starter. */
const SPECIALISTS: ReadonlySet<string> = new Set(['K', 'P', 'LS']);
/** The games a role is judged on: his last three, however long ago (a starter out for weeks is still missed). */
const RECENT_GAMES = 3;
/** Ranked groups: which snap-count positions compete for WR1–3 and CB1–2. */
const RANK_GROUPS: Record<string, readonly string[]> = { WR: ['WR'], CB: ['CB', 'DB'], DB: ['CB', 'DB'] };

export function unitShare(row: SnapShareRow): number {
  if (SPECIALISTS.has((row.position ?? '').toUpperCase())) return (row.specialTeamsPct ?? 0) > 0 ? 1 : 0;
  return Math.max(row.offensePct ?? 0, row.defensePct ?? 0);
}

const key = (...parts: (string | number)[]) => parts.join('|');

export interface SnapRoles {
  /** Undefined when the team has no snap counts before this week (other seasons, week 1). */
  isStarter(season: number, week: number, team: string, player: string): boolean | undefined;
  /** 1 = most snaps among the team's players at his position lately; undefined when unknown. */
  rank(season: number, week: number, team: string, player: string, position: string): number | undefined;
  /**
   * The depth behind him: the typical share of the teammate who would step into his place, as a
   * fraction of his own (1 when he has not played lately), each judged on his last three games.
   * `unit.of` maps snap-count positions to units and `unit.starters` is how many of the unit start:
   * a starter is replaced by the best unit-mate outside the other starting places, a backup by the
   * best unit-mate not ahead of him. Undefined when the team has no snap counts before this week.
   */
  replacementRatio(
    season: number,
    week: number,
    team: string,
    player: string,
    unit: { of: (position: string) => string; name: string; starters: number },
  ): number | undefined;
}

export function snapRoles(rows: readonly SnapShareRow[]): SnapRoles {
  // Every question below is asked for each listed player of each game, and each asks about all his
  // unit-mates: the names, each player's recent games and shares, and each team-week's players by
  // group are memoised for this set of rows (pure, so the answers are the ones an unmemoised pass
  // gives; decisions 110, 151, 157).
  const nameOf = rememberedMergeName();
  const byPlayer = new Map<string, SnapShareRow[]>();
  const byTeam = new Map<string, SnapShareRow[]>();
  const push = (map: Map<string, SnapShareRow[]>, k: string, r: SnapShareRow) => {
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  };
  // Each team-week's rows with their place in `rows`: a roster reads three weeks, not the season's rows.
  const byTeamWeek = new Map<string, number[]>();
  rows.forEach((r, i) => {
    push(byPlayer, key(r.season, r.team, nameOf(r.player)), r);
    push(byTeam, key(r.season, r.team), r);
    const tw = key(r.season, r.team, r.week);
    const list = byTeamWeek.get(tw);
    if (list) list.push(i);
    else byTeamWeek.set(tw, [i]);
  });
  // Each player's games latest first, sorted once (a stable sort: ties keep the rows' order).
  for (const list of byPlayer.values()) list.sort((a, b) => b.week - a.week);
  const teamWeeks = new Map<string, number[]>();
  for (const [k, list] of byTeam)
    teamWeeks.set(
      k,
      [...new Set(list.map((r) => r.week))].sort((a, b) => b - a),
    );
  /** The team's game weeks before this one, latest first. */
  const teamWeeksBefore = (season: number, week: number, team: string) =>
    (teamWeeks.get(key(season, team)) ?? []).filter((w) => w < week);
  const recentGames = new Map<string, readonly SnapShareRow[]>();
  const recent = (season: number, week: number, team: string, name: string): readonly SnapShareRow[] => {
    const k = key(season, week, team, name);
    let games = recentGames.get(k);
    if (!games) {
      games = (byPlayer.get(key(season, team, name)) ?? [])
        .filter((r) => r.week < week)
        .slice(0, RECENT_GAMES);
      recentGames.set(k, games);
    }
    return games;
  };
  const typicalShare = (games: readonly SnapShareRow[]) =>
    games.length === 0 ? 0 : games.reduce((sum, r) => sum + unitShare(r), 0) / games.length;
  const shares = new Map<string, number>();
  /** A player's typical share over his last three games before this week. */
  const recentShare = (season: number, week: number, team: string, name: string): number => {
    const k = key(season, week, team, name);
    let share = shares.get(k);
    if (share === undefined) {
      share = typicalShare(recent(season, week, team, name));
      shares.set(k, share);
    }
    return share;
  };
  /** A starter played at least half of his unit's snaps in one of his last three games. */
  const startedLately = (games: readonly SnapShareRow[]) =>
    games.some((r) => unitShare(r) >= STARTER_SNAP_SHARE);
  const rosters = new Map<string, readonly Appearance[]>();
  /**
   * Who played for the team in these weeks (its last three games before `week`): each merged name and
   * position once, in the order the rows first show them (the rows of those weeks in row order, as a
   * filter of the team's season would give them).
   */
  const roster = (season: number, week: number, team: string, weeks: readonly number[]) => {
    const k = key(season, week, team);
    let players = rosters.get(k);
    if (!players) {
      const at = weeks.flatMap((w) => byTeamWeek.get(key(season, team, w)) ?? []).sort((a, b) => a - b);
      const seen = new Map<string, Appearance>();
      for (const i of at) {
        const r = rows[i] as SnapShareRow;
        const name = nameOf(r.player);
        const position = r.position ?? '';
        const pair = key(name, position);
        if (!seen.has(pair)) seen.set(pair, { name, position });
      }
      players = [...seen.values()];
      rosters.set(k, players);
    }
    return players;
  };
  // The group's players of a team-week with their recent shares: the same for every listed player of
  // the team that week. Keyed by the group's test (a unit's `of`, a rank group) and then by team-week.
  const groups = new Map<unknown, Map<string, readonly Mate[]>>();
  const mates = (
    season: number,
    week: number,
    team: string,
    weeks: readonly number[],
    group: { by: unknown; name: string; within: (position: string) => boolean },
  ): readonly Mate[] => {
    let byGroup = groups.get(group.by);
    if (!byGroup) {
      byGroup = new Map();
      groups.set(group.by, byGroup);
    }
    const k = key(season, week, team, group.name);
    let found = byGroup.get(k);
    if (!found) {
      const names = new Set<string>();
      for (const p of roster(season, week, team, weeks)) if (group.within(p.position)) names.add(p.name);
      found = [...names].map((name) => ({ name, share: recentShare(season, week, team, name) }));
      byGroup.set(k, found);
    }
    return found;
  };

  return {
    isStarter(season, week, team, player) {
      if (teamWeeksBefore(season, week, team).length === 0) return undefined;
      return startedLately(recent(season, week, team, nameOf(player)));
    },
    rank(season, week, team, player, position) {
      const group = RANK_GROUPS[position.trim().toUpperCase()];
      const weeks = teamWeeksBefore(season, week, team).slice(0, RECENT_GAMES);
      if (!group || weeks.length === 0) return undefined;
      const name = nameOf(player);
      const own = recentShare(season, week, team, name);
      // Rivals: his group-mates who played for the team in its last three games.
      const rivals = mates(season, week, team, weeks, {
        by: group,
        name: '',
        within: (p) => group.includes(p.toUpperCase()),
      });
      let ahead = 0;
      for (const rival of rivals) if (rival.name !== name && rival.share > own) ahead += 1;
      return ahead + 1;
    },
    replacementRatio(season, week, team, player, unit) {
      const weeks = teamWeeksBefore(season, week, team).slice(0, RECENT_GAMES);
      if (weeks.length === 0) return undefined;
      const name = nameOf(player);
      const games = recent(season, week, team, name);
      const own = recentShare(season, week, team, name);
      // The unit's players of those weeks.
      const everyone = mates(season, week, team, weeks, {
        by: unit.of,
        name: unit.name,
        within: (p) => unit.of(p) === unit.name,
      });
      const shares = everyone
        .filter((m) => m.name !== name)
        .map((m) => m.share)
        .sort((a, b) => b - a);
      // A starter (the isStarter rule: half his unit's snaps in one of his last three games, so a
      // starter out for weeks stays one, however well his stand-in has played since) is replaced by
      // the best mate outside the other starting places; a backup by the best mate not ahead of him.
      const ahead = startedLately(games) ? unit.starters - 1 : shares.filter((share) => share > own).length;
      const replacement = shares[ahead] ?? 0;
      return own > 0 ? replacement / own : 1;
    },
  };
}

/** A player seen in a team's recent games at one position (merged name). */
interface Appearance {
  name: string;
  position: string;
}

/** A group-mate and his typical share over his last three games before the week asked about. */
interface Mate {
  name: string;
  share: number;
}
