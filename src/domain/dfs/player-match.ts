// Matches the rows of a DFS salary export to players (our gsis ids, or entries of the id crosswalk
// that have none), in steps of falling certainty:
//   1. site id: the site's player id was matched before (an earlier import of the same site);
//   2. name + position + team: a player of that name and position who was on that team in that season
//      and week, by the team history we hold (weekly stats, snap counts, season rosters, and for a
//      player none of those places that season, the id crosswalk's team for its season: decision
//      088); then the same without the position (sites list long snappers as TE);
//   3. name + position: the only player of that name and position who could have played that season;
//   4. name: the only player of that name at all who could have played that season, when his listed
//      position is another offensive one (sites and rosters disagree: a WR listed as RB).
// Each name step tries the exact name first, then the common short forms of the first name: the short
// forms only when nobody of the exact name fits that step (two Mike Thomases are no reason to take a
// Michael Thomas), and never for a player who was on another team that season and week by what we
// hold (another spelling of the name on another team is not him; decision 086). The exact name alone
// may still cross teams: an export made before a trade lists the player at his old team. A name that
// fits two players at a step is never guessed: it goes on to the next step, or stays unmatched.

import { groupBy } from '../group-by.ts';
import { alternateKeys, exactKey } from './name-keys.ts';

export interface CandidatePlayer {
  /** His gsis id, or 'mfl:<id>' for a crosswalk entry nflverse gave no gsis id. */
  key: string;
  gsisId: string | null;
  /** Every full name a source gives him (roster name, legal first + last name, crosswalk name). */
  names: readonly string[];
  position: string | null;
  /** YYYY-MM-DD when known: a player too young or too old for the season is no candidate. */
  birthDate: string | null;
  /** Draft (or rookie) year when known: nobody plays before it. */
  draftYear: number | null;
}

/** The team a player was on in a season: at a week (stats, snap counts) or the season's roster (week null). */
export interface TeamStint {
  /** The player's key, as `CandidatePlayer.key` (a crosswalk entry without a gsis id has a team too). */
  playerKey: string;
  season: number;
  week: number | null;
  team: string;
  /**
   * The id crosswalk's team for its season: his team when the crosswalk was last updated, which can
   * be after that season's moves (decision 088). Counted only when no other stint places him that season.
   */
  lastKnown?: true;
}

export interface RowToMatch {
  sitePlayerId: string;
  name: string;
  position: string;
  team: string;
  season: number | null;
  week: number | null;
}

export type MatchMethod = 'site-id' | 'name-team' | 'name-position' | 'name' | 'team-defence' | 'unmatched';

export interface MatchResult {
  /** The matched player's key (gsis id or 'mfl:<id>') and gsis id; both null when unmatched. */
  playerKey: string | null;
  gsisId: string | null;
  method: MatchMethod;
  /** Why a row stayed unmatched: nobody of that name, or several. */
  reason?: string;
}

type Group = 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DST' | 'OTHER';

export function positionGroup(position: string | null | undefined): Group {
  // Stryker disable next-line StringLiteral: equivalent: any text stands in for a missing position, and none is a known one
  const p = (position ?? '').trim().toUpperCase();
  if (p === 'QB') return 'QB';
  if (p === 'RB' || p === 'FB' || p === 'HB') return 'RB';
  if (p === 'WR') return 'WR';
  if (p === 'TE') return 'TE';
  if (p === 'K' || p === 'PK') return 'K';
  if (p === 'DST' || p === 'D' || p === 'DEF' || p === 'D/ST') return 'DST';
  return 'OTHER';
}

const OFFENCE = new Set<Group>(['QB', 'RB', 'WR', 'TE']);

/** Drafted by the season and aged 20–46 in it (what is unknown does not exclude him). */
export function couldPlay(
  p: Pick<CandidatePlayer, 'birthDate' | 'draftYear'>,
  season: number | null,
): boolean {
  if (season === null) return true;
  if (p.draftYear !== null && p.draftYear > season) return false;
  const born = p.birthDate ? Number(p.birthDate.slice(0, 4)) : Number.NaN;
  if (!Number.isFinite(born)) return true;
  const age = season - born;
  return age >= 20 && age <= 46;
}

export function createPlayerMatcher(
  players: readonly CandidatePlayer[],
  stints: readonly TeamStint[],
  knownSiteIds: ReadonlyMap<string, string>,
) {
  const byKey = new Map<string, CandidatePlayer[]>();
  for (const p of players) {
    const keys = new Set(p.names.map(exactKey).filter((k) => k !== ''));
    for (const k of keys) byKey.set(k, [...(byKey.get(k) ?? []), p]);
  }
  const found = (p: CandidatePlayer, method: MatchResult['method']): MatchResult => ({
    playerKey: p.key,
    gsisId: p.gsisId,
    method,
  });
  const stintsOf = groupBy(stints, (s) => `${s.playerKey}|${s.season}`);

  /** The teams he was on that season around that week: last known at or before it, first after it, roster.
   * A row without a season has no stints: no team. */
  const teamsAt = (key: string, season: number | null, week: number | null): Set<string> => {
    // Stryker disable next-line ArrayDeclaration: equivalent: a non-stint in the list has neither week nor team that matches
    const all = stintsOf.get(`${key}|${season}`) ?? [];
    const records = all.filter((s) => !s.lastKnown);
    const list = records.length > 0 ? records : all;
    const out = new Set<string>();
    let before: TeamStint | undefined;
    let after: TeamStint | undefined;
    for (const s of list) {
      if (s.week === null || week === null) {
        out.add(s.team);
        continue;
      }
      if (s.week <= week && (!before || (before.week ?? 0) < s.week)) before = s;
      if (s.week > week && (!after || (after.week ?? 99) > s.week)) after = s;
    }
    if (before) out.add(before.team);
    if (after) out.add(after.team);
    return out;
  };

  // The crosswalk lists a few players twice, once without ids (an old entry): an entry without a gsis
  // id never competes with one of ours that fits as well.
  const unique = (list: readonly CandidatePlayer[]) => {
    const ours = list.filter((p) => p.gsisId !== null);
    const pool = ours.length > 0 ? ours : list;
    const ids = new Set(pool.map((p) => p.key));
    return ids.size === 1 ? pool[0] : undefined;
  };

  return {
    match(row: RowToMatch): MatchResult {
      const group = positionGroup(row.position);
      if (group === 'DST') return { playerKey: null, gsisId: null, method: 'team-defence' };
      const known = knownSiteIds.get(row.sitePlayerId);
      if (known)
        return { playerKey: known, gsisId: known.startsWith('mfl:') ? null : known, method: 'site-id' };
      const tiers: [string[], string[]] = [[exactKey(row.name)], alternateKeys(row.name)];
      /** On another team that season and week, by the team history we hold (none known: not elsewhere). */
      const elsewhere = (p: CandidatePlayer) => {
        const teams = teamsAt(p.key, row.season, row.week);
        return teams.size > 0 && !teams.has(row.team);
      };
      const eligible = (keys: readonly string[]) =>
        keys.flatMap((k) => byKey.get(k) ?? []).filter((p) => couldPlay(p, row.season));
      const steps: [
        Exclude<MatchMethod, 'site-id' | 'team-defence' | 'unmatched'>,
        (p: CandidatePlayer) => boolean,
      ][] = [
        [
          'name-team',
          (p) => positionGroup(p.position) === group && teamsAt(p.key, row.season, row.week).has(row.team),
        ],
        // The same name on the same team that week, listed at another position (a long snapper DraftKings
        // lists as TE, a two-way player): still him.
        ['name-team', (p) => teamsAt(p.key, row.season, row.week).has(row.team)],
        ['name-position', (p) => positionGroup(p.position) === group],
      ];
      let seen = 0;
      let lone: CandidatePlayer | undefined;
      for (const [method, keep] of steps) {
        for (const [tier, keys] of tiers.entries()) {
          const pool = tier === 0 ? eligible(keys) : eligible(keys).filter((p) => !elsewhere(p));
          const size = new Set(pool.map((p) => p.key)).size;
          if (size > seen) [seen, lone] = [size, pool[0]];
          const fits = pool.filter(keep);
          const hit = unique(fits);
          if (hit) return found(hit, method);
          if (fits.length > 0) break;
        }
      }
      // Last: the name alone, when it is unique and both positions are offensive.
      if (OFFENCE.has(group)) {
        const pool = eligible(tiers[0]);
        const hit = unique(pool);
        if (hit && OFFENCE.has(positionGroup(hit.position))) return found(hit, 'name');
      }
      return {
        playerKey: null,
        gsisId: null,
        method: 'unmatched',
        reason:
          seen === 0
            ? 'no player of that name'
            : seen === 1
              ? lone && elsewhere(lone)
                ? 'one player of that name, on another team that week'
                : 'one player of that name, at another position and not on that team'
              : `${seen} players of that name, none certain`,
      };
    },
  };
}
