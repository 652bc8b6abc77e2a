// Who is expected to start at quarterback, and each role's shares, on hand-made Chiefs seasons: the
// passer of the last game (10 attempts or more, quarterbacks only) unless ruled out or gone; a starter
// back from an injury of the last four weeks; then the most starts this season; then the largest share.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { chiefsPlayer } from './chiefs-player.test-data.ts';
import { createInjuryLookup, type PlayerInjuryReport } from './injury-status.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import {
  asBackup,
  DEFAULT_BACKUP_SHARE,
  DEFAULT_STARTER_SHARE,
  expectedStarter,
  reliefPoints,
  roleShares,
} from './quarterbacks.ts';
import { emptyLine, type StatLine } from './stat-line.ts';
import { createTeamLog } from './team-log.ts';

const DAY = 86_400_000;
const SEASON_START = Date.parse('2025-09-07T17:00:00Z');
const kickoff = (season: number, week: number) =>
  SEASON_START + (season - 2025) * 364 * DAY + (week - 1) * 7 * DAY;

const line = (
  id: string,
  week: number,
  stats: Partial<StatLine>,
  o: { position?: SkillPosition; season?: number; team?: string; name?: string } = {},
): PlayerGame => {
  const season = o.season ?? 2025;
  return {
    ...chiefsPlayer(id, o.position ?? 'QB', {
      gameId: `${season}-${week}-${o.team ?? 'KC'}`,
      week,
      kickoffMs: kickoff(season, week),
    }),
    name: o.name ?? id,
    season,
    team: o.team ?? 'KC',
    line: { ...emptyLine(), ...stats },
  };
};
/** A quarterback's game with `attempts` passes. */
const qb = (id: string, week: number, attempts: number, o: Parameters<typeof line>[3] = {}) =>
  line(id, week, { passAttempts: attempts }, o);

const report = (id: string, week: number, status: string, o: { name?: string; byName?: boolean } = {}) =>
  ({
    season: 2025,
    week,
    team: 'KC',
    playerId: o.byName ? null : id,
    name: o.name ?? id,
    position: 'QB',
    reportStatus: status,
    primaryInjury: 'Ankle',
    reportedAtMs: kickoff(2025, week) - 2 * DAY,
  }) satisfies PlayerInjuryReport;

/** The expected starter of KC in `week` of 2025, every game of `games` known. */
function starter(
  week: number,
  games: readonly PlayerGame[],
  reports: readonly PlayerInjuryReport[] = [],
  fallbackShares: ReadonlyMap<string, number> = new Map(),
) {
  const log = createTeamLog();
  for (const g of games) log.add(g);
  const history = (id: string) => games.filter((g) => g.playerId === id);
  const target = {
    ...chiefsPlayer('anyone', 'QB', { gameId: `2025-${week}-KC`, week, kickoffMs: kickoff(2025, week) }),
  };
  return expectedStarter(target, log.games('KC'), createInjuryLookup(reports), history, fallbackShares);
}

/** A starts weeks 1–5 with 30 attempts, B backs up with 2. */
const incumbentSeason = () => [1, 2, 3, 4, 5].flatMap((w) => [qb('A', w, 30), qb('B', w, 2)]);

describe('expectedStarter: the incumbent', () => {
  it('is the passer of the last game, available unless listed out or doubtful', () => {
    expect(starter(6, incumbentSeason())).toBe('A');
    expect(starter(6, incumbentSeason(), [report('A', 6, 'Questionable')])).toBe('A');
    // Ruled out: the quarterback with the most starts who can play; B has none, so the largest share.
    const shares = new Map([
      ['A', 0.9],
      ['B', 0.05],
    ]);
    expect(starter(6, incumbentSeason(), [report('A', 6, 'Out')], shares)).toBe('B');
    expect(starter(6, incumbentSeason(), [report('A', 6, 'Doubtful')], shares)).toBe('B');
    // A report known only by name (a Sleeper row without an id) rules him out too.
    const named = incumbentSeason().map((g) => (g.playerId === 'A' ? { ...g, name: 'Alex Able' } : g));
    expect(starter(6, named, [report('A', 6, 'Out', { name: 'Alex Able', byName: true })], shares)).toBe('B');
  });

  it('started a game only with 10 attempts or more, and only as a quarterback', () => {
    // B starts weeks 1–3, A week 4; in week 5 A throws `n`, B 5.
    const season = (n: number) => [
      ...[1, 2, 3].map((w) => qb('B', w, 30)),
      qb('A', 4, 30),
      qb('A', 5, n),
      qb('B', 5, 5),
    ];
    expect(starter(6, season(10))).toBe('A');
    // With 9 nobody started week 5: B, with three starts to A's one.
    expect(starter(6, season(9))).toBe('B');
    // A game with no quarterback's line had no passer: B, with three starts to A's one.
    const noPasser = [...season(30).slice(0, 4), line('W', 5, { targets: 8 }, { position: 'WR' })];
    expect(starter(6, noPasser)).toBe('B');
    // A receiver credited with more attempts than the quarterback (trick plays, a data slip) is not the passer.
    const trick = [...incumbentSeason(), line('W', 5, { passAttempts: 31 }, { position: 'WR' })];
    expect(starter(6, trick)).toBe('A');
  });

  it('is no longer the incumbent once his last game was for another team', () => {
    const traded = [...incumbentSeason(), qb('A', 6, 30, { team: 'NYJ' })];
    expect(starter(7, traded, [], new Map([['B', 0.05]]))).toBe('B');
  });
});

describe('expectedStarter: without an available incumbent', () => {
  it('takes the most starts of this season among those who can play', () => {
    // D starts week 1, C weeks 2–3, A weeks 4–5; A is ruled out for week 6.
    const games = [qb('D', 1, 30), qb('C', 2, 30), qb('C', 3, 30), qb('A', 4, 30), qb('A', 5, 30)];
    const out = [report('A', 6, 'Out')];
    expect(starter(6, games, out)).toBe('C');
    // Last season's starts do not count: C's ten starts of 2024 against D's one of 2025 and A's one.
    const seasons = [
      ...[8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((w) => qb('C', w, 30, { season: 2024 })),
      qb('D', 1, 30),
      qb('A', 2, 30),
    ];
    expect(starter(3, seasons, [report('A', 3, 'Out')])).toBe('D');
  });

  it('then the largest expected share among those who can play, else nobody', () => {
    // E, a third quarterback, appeared in week 5 without a pass.
    const games = [...incumbentSeason(), qb('E', 5, 0)];
    const shares = new Map([
      ['B', 0.05],
      ['E', 0.2],
      ['A', 0.9],
    ]);
    expect(starter(6, games, [report('A', 6, 'Out')], shares)).toBe('E');
    expect(starter(6, games, [report('A', 6, 'Out'), report('E', 6, 'Out')], shares)).toBe('B');
    expect(starter(6, games, [report('A', 6, 'Out')])).toBeUndefined();
    // A share of a quarterback without a known game: not on the team.
    expect(starter(6, games, [report('A', 6, 'Out')], new Map([...shares, ['Z', 0.95]]))).toBe('E');
    // A team without any known game: nobody.
    expect(starter(1, [], [], shares)).toBeUndefined();
  });

  it('reads the last game of last season while this season has none', () => {
    // 2024: C started weeks 1–16, A week 17. In 2025 week 1 A is the incumbent.
    const last = [
      ...Array.from({ length: 16 }, (_, i) => qb('C', i + 1, 30, { season: 2024 })),
      qb('A', 17, 30, { season: 2024 }),
      qb('B', 10, 1, { season: 2024 }),
    ];
    expect(starter(1, last)).toBe('A');
    // A out: C's 2024 starts do not count; the largest share decides.
    const shares = new Map([
      ['C', 0.2],
      ['B', 0.4],
    ]);
    expect(starter(1, last, [report('A', 1, 'Out')], shares)).toBe('B');
  });
});

describe('expectedStarter: a starter back from injury', () => {
  // A starts weeks 1–2 and is ruled out for week 3; B starts weeks 3–4.
  const season = () => [qb('A', 1, 30), qb('A', 2, 30), qb('B', 3, 30), qb('B', 4, 30), qb('B', 1, 1)];

  it('gets his job back when listed but not ruled out, after being out in one of the last four weeks', () => {
    expect(starter(5, season(), [report('A', 3, 'Out'), report('A', 5, 'Questionable')])).toBe('A');
    // A blank game status on this week's report lists him too.
    expect(starter(5, season(), [report('A', 3, 'Out'), report('A', 5, '')])).toBe('A');
    // Not on this week's report: the incumbent keeps it.
    expect(starter(5, season(), [report('A', 3, 'Out')])).toBe('B');
    // Still ruled out: the incumbent keeps it.
    expect(starter(5, season(), [report('A', 3, 'Out'), report('A', 5, 'Doubtful')])).toBe('B');
    // Listed in week 3 but not ruled out: no injury to come back from.
    expect(starter(5, season(), [report('A', 3, 'Questionable'), report('A', 5, 'Questionable')])).toBe('B');
  });

  it('looks back four weeks, not five', () => {
    // Out in week 2, B starting weeks 2 to the last game; A listed again in the projected week.
    const games = [qb('A', 1, 30), ...[2, 3, 4, 5, 6].map((w) => qb('B', w, 30))];
    expect(starter(6, games.slice(0, 5), [report('A', 2, 'Out'), report('A', 6, 'Questionable')])).toBe('A');
    expect(starter(7, games, [report('A', 2, 'Out'), report('A', 7, 'Questionable')])).toBe('B');
  });

  it('is never the incumbent, and needs a game of the season before he was ruled out', () => {
    // B started week 1 and was ruled out for week 2, which A started; A was ruled out for week 3, and B
    // has started since. Both are listed in week 5: A is back, B was only the stand-in.
    const swapped = [qb('B', 1, 30), qb('A', 2, 30), qb('B', 3, 30), qb('B', 4, 30)];
    const reports = [
      report('B', 2, 'Out'),
      report('A', 3, 'Out'),
      report('A', 5, 'Questionable'),
      report('B', 5, 'Questionable'),
    ];
    expect(starter(5, swapped, reports)).toBe('A');
    // Ruled out for week 1, before any game of the season: nothing to come back to.
    const opener = [qb('B', 1, 30), qb('A', 2, 30), qb('B', 3, 30)];
    expect(starter(4, opener, [report('A', 1, 'Out'), report('A', 4, 'Questionable')])).toBe('B');
  });

  it('only if he was the passer of the last game before he was ruled out', () => {
    // A started week 1, B week 2 already; A out in week 3: B's job before the injury too.
    const benched = [qb('A', 1, 30), qb('B', 2, 30), qb('B', 3, 30), qb('B', 4, 30)];
    expect(starter(5, benched, [report('A', 3, 'Out'), report('A', 5, 'Questionable')])).toBe('B');
    // A started weeks 1–3 and was ruled out for week 4, which B started: A again in week 5.
    const hurt = [qb('A', 1, 30), qb('A', 2, 30), qb('A', 3, 30), qb('B', 4, 30)];
    expect(starter(5, hurt, [report('A', 4, 'Out'), report('A', 5, 'Probable')])).toBe('A');
  });

  it('after two or more weeks out in a row, leaves the job with the stand-in until he plays again', () => {
    // A started weeks 1–2, was ruled out for weeks 3 and 4 (B started both), and is listed in week 5.
    const twoOut = [qb('A', 1, 30), qb('A', 2, 30), qb('B', 3, 30), qb('B', 4, 30)];
    const out = (...weeks: number[]) => weeks.map((w) => report('A', w, 'Out'));
    expect(starter(5, twoOut, [...out(3, 4), report('A', 5, 'Questionable')])).toBe('B');
    // Out in week 1, back as the starter for weeks 2–3, out in week 4: a single week out again.
    const again = [qb('B', 1, 30), qb('A', 2, 30), qb('A', 3, 30), qb('B', 4, 30)];
    expect(starter(5, again, [...out(1, 4), report('A', 5, 'Questionable')])).toBe('A');
  });
});

describe('roleShares and reliefPoints', () => {
  // Week 1: A 30 of 32 attempts (a running back threw 2), 3 of 20 carries.
  // Week 2: A 28 of 28, 5 of 20. Week 3: A 25, B 1 of 26 attempts, nobody ran.
  const games = () => [
    line('A', 1, { passAttempts: 30, carries: 3 }),
    line('R', 1, { passAttempts: 2, carries: 17 }, { position: 'RB' }),
    line('A', 2, { passAttempts: 28, carries: 5 }),
    line('R', 2, { carries: 15 }, { position: 'RB' }),
    line('A', 3, { passAttempts: 25 }),
    line('B', 3, { passAttempts: 1, passYards: 50 }),
  ];
  const lookupOf = (all: readonly PlayerGame[]) => {
    const log = createTeamLog();
    for (const g of all) log.add(g);
    return (team: string, gameId: string) => log.game(team, gameId);
  };

  it("weighs his games in the role by decay per game in that role, newest first, with 2 games of the league's norm", () => {
    const all = games();
    const a = all.filter((g) => g.playerId === 'A');
    const s = roleShares(a, lookupOf(all), true, 0.5);
    // Week 3 weight 1 (25/26, no carries to share), week 2 0.5 (28/28, 5/20), week 1 0.25 (30/32, 3/20).
    expect(s.passAttempts).toBeCloseTo((25 / 26 + 0.5 + 0.25 * (30 / 32) + 2 * 0.95) / (1.75 + 2), 12);
    expect(s.carries).toBeCloseTo((0.5 * 0.25 + 0.25 * 0.15 + 2 * 0.12) / (1.75 + 2), 12);
    // He never came off the bench: the backup's norm alone.
    expect(roleShares(a, lookupOf(all), false, 0.5)).toEqual(DEFAULT_BACKUP_SHARE);
    expect(roleShares([], lookupOf(all), true, 0.5)).toEqual(DEFAULT_STARTER_SHARE);
  });

  it("reads a backup's share in the games he came off the bench, and skips games the log does not know", () => {
    const all = games();
    const b = [...all.filter((g) => g.playerId === 'B'), line('B', 4, { passAttempts: 3 }, { team: 'NYJ' })];
    const known = lookupOf(all);
    const s = roleShares(b, known, false, 0.5);
    // One game of weight 1: 1 of 26 attempts, no carries by anyone.
    expect(s.passAttempts).toBeCloseTo((1 / 26 + 2 * 0.03) / 3, 12);
    expect(s.carries).toBeCloseTo((0 + 2 * 0.01) / 3, 12);
    // A game in which nobody threw: his kneel-downs are all the team's carries.
    const kneel = [line('B', 6, { carries: 2, rushYards: -2 })];
    const k = roleShares(kneel, lookupOf(kneel), false, 0.5);
    expect(k.passAttempts).toBeCloseTo((0 + 2 * 0.03) / 3, 12);
    expect(k.carries).toBeCloseTo((1 + 2 * 0.01) / 3, 12);
    // His relief points: 50 passing yards, 2 points, in the one game the log knows.
    expect(reliefPoints(b, known, 0.5)).toEqual({ points: 2, weight: 1 });
  });

  it('always lands between the norm and the largest share he has had in the role', () => {
    assertProperty(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 10, max: 50 }), fc.integer({ min: 0, max: 20 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        (weeks, decay) => {
          const all = weeks.flatMap(([mine, others], i) => [
            line('A', i + 1, { passAttempts: mine }),
            line('R', i + 1, { passAttempts: others }, { position: 'RB' }),
          ]);
          const shares = weeks.map(([mine, others]) => mine / (mine + others));
          const s = roleShares(
            all.filter((g) => g.playerId === 'A'),
            lookupOf(all),
            true,
            decay,
          ).passAttempts;
          return s >= Math.min(0.95, ...shares) - 1e-12 && s <= Math.max(0.95, ...shares) + 1e-12;
        },
      ),
    );
  });
});

describe('asBackup', () => {
  const model: StatLine = { ...emptyLine(), passAttempts: 10, completions: 6, passYards: 100 }; // 4 points

  it('with no prior games, scales the line to exactly his relief points', () => {
    const out = asBackup(model, 4, { points: 8, weight: 1 }, 0);
    expect(out).toEqual({ ...model, passAttempts: 20, completions: 12, passYards: 200 });
    // Even the slightest relief record moves it.
    expect(asBackup(model, 4, { points: 8, weight: 0.001 }, 0).passYards).toBeCloseTo(200, 9);
    // A negative relief average counts as 0 points: nothing projected.
    expect(asBackup(model, 4, { points: -1, weight: 1 }, 0).passYards).toBe(0);
  });

  it('leaves the line as it is without relief weight or with a model that projects no points', () => {
    expect(asBackup(model, 4, { points: 8, weight: 0 }, 2)).toBe(model);
    expect(asBackup(model, 4, { points: 8, weight: -1 }, 2)).toBe(model);
    const kneel: StatLine = { ...emptyLine(), carries: 1, rushYards: -1 };
    expect(asBackup(kneel, 0, { points: 8, weight: 2 }, 2)).toBe(kneel);
    expect(asBackup(kneel, -0.1, { points: 8, weight: 2 }, 2)).toBe(kneel);
  });
});
