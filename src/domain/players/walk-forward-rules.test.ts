// The walk-forward driver on a tiny made-up league (the Chiefs and the Bills, two games known before
// week 3): the market's implied points and margins, which lines a projection may read (those known
// 4 hours after their kickoff, at or before the kickoff projected), the order of the answers, and the
// wiring of each outlook — usage, a backup quarterback's relief record, the role and the BioBoost —
// checked against the same pieces called by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { ModelGame } from '../model/game.ts';
import { sampleGame } from '../model/sample-game.test-data.ts';
import { createInjuryLookup, type PlayerInjuryReport } from './injury-status.ts';
import { createLeagueContext } from './league-context.ts';
import type { PlayerGame, PlayerGameKey, SkillPosition } from './player-game.ts';
import { createSignalBuilder, formGame } from './player-signals.ts';
import { projectPlayer } from './project-player.ts';
import { PROJECTION_PARAMS, type ProjectionParams } from './projection-params.ts';
import { reliefPoints } from './quarterbacks.ts';
import { roleOf } from './role.ts';
import { emptyLine, type StatLine } from './stat-line.ts';
import { createTeamLog } from './team-log.ts';
import { teamShares, type UsageContext, usageFor } from './usage.ts';
import {
  expectedMarginLookup,
  impliedPointsLookup,
  walkForwardPlayers,
  walkForwardProjections,
} from './walk-forward.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const kickoff = (week: number) => Date.parse('2025-09-07T17:00:00Z') + (week - 1) * 7 * DAY;

// The Chiefs at home to the Bills every week (a small league): favoured by 3 of 47, then Buffalo by 1
// of 44, then Kansas City by 6 of 50.
const MARKETS: Record<number, { spread: number; total: number }> = {
  1: { spread: 3, total: 47 },
  2: { spread: -1, total: 44 },
  3: { spread: 6, total: 50 },
};
const games = (): ModelGame[] =>
  [1, 2, 3].map((week) =>
    sampleGame({ id: `w${week}`, season: 2025, week, kickoffMs: kickoff(week), market: MARKETS[week] }),
  );

// Script terms on, so that a lost market margin would show in the usage.
const PARAMS: ProjectionParams = { ...PROJECTION_PARAMS, scriptPass: 0.02, scriptRush: 0.03 };

const key = (id: string, position: SkillPosition, team: 'KC' | 'BUF', week: number): PlayerGameKey => ({
  playerId: id,
  name: id,
  position,
  team,
  opponent: team === 'KC' ? 'BUF' : 'KC',
  season: 2025,
  week,
  gameId: `w${week}`,
  kickoffMs: kickoff(week),
});
const played = (
  id: string,
  position: SkillPosition,
  team: 'KC' | 'BUF',
  week: number,
  line: Partial<StatLine>,
) => ({
  ...key(id, position, team, week),
  line: { ...emptyLine(), ...line },
});

const ROSTER: [string, SkillPosition, 'KC' | 'BUF'][] = [
  ['kc-qb1', 'QB', 'KC'],
  ['kc-qb2', 'QB', 'KC'],
  ['kc-rb', 'RB', 'KC'],
  ['kc-wr1', 'WR', 'KC'],
  ['kc-wr2', 'WR', 'KC'],
  ['buf-qb', 'QB', 'BUF'],
  ['buf-wr', 'WR', 'BUF'],
];

/** Weeks 1 and 2, and a 2024 game in which kc-qb1 came off the bench behind a veteran. */
const history = (): PlayerGame[] => [
  {
    ...played('kc-old', 'QB', 'KC', 18, { passAttempts: 30, passYards: 210, passTds: 1 }),
    season: 2024,
    gameId: 'p18',
    kickoffMs: kickoff(-17),
  },
  {
    ...played('kc-qb1', 'QB', 'KC', 18, { passAttempts: 5, completions: 3, passYards: 30 }),
    season: 2024,
    gameId: 'p18',
    kickoffMs: kickoff(-17),
  },
  ...[1, 2].flatMap((w) => [
    played('kc-qb1', 'QB', 'KC', w, {
      passAttempts: 32,
      completions: 22,
      passYards: 260,
      passTds: 2,
      carries: 3,
      rushYards: 12,
    }),
    played(
      'kc-qb2',
      'QB',
      'KC',
      w,
      w === 1 ? { carries: 2, rushYards: -2 } : { passAttempts: 6, completions: 4, passYards: 40 },
    ),
    played('kc-rb', 'RB', 'KC', w, {
      carries: 18,
      rushYards: 80,
      rushTds: 1,
      targets: 3,
      receptions: 2,
      recYards: 15,
    }),
    played('kc-wr1', 'WR', 'KC', w, { targets: 9, receptions: 6, recYards: 80, recTds: 2 - w }),
    played('kc-wr2', 'WR', 'KC', w, { targets: 5, receptions: 3, recYards: 35 }),
    played('buf-qb', 'QB', 'BUF', w, {
      passAttempts: 35,
      completions: 23,
      passYards: 240,
      passTds: 1,
      interceptions: 1,
    }),
    played('buf-wr', 'WR', 'BUF', w, { targets: 11, receptions: 7, recYards: 95, recTds: w - 1 }),
  ]),
];

const week3 = (ids?: readonly string[]) =>
  ROSTER.filter(([id]) => !ids || ids.includes(id)).map(([id, position, team]) => key(id, position, team, 3));

/** The pieces the driver wires together, built by hand from the lines known 4 hours after kickoff. */
function byHand(
  target: PlayerGameKey,
  all: readonly PlayerGame[],
  injuries: readonly PlayerInjuryReport[] = [],
) {
  const known = all
    .filter((g) => g.kickoffMs + 4 * HOUR <= target.kickoffMs)
    .sort((a, b) => a.kickoffMs - b.kickoffMs);
  const league = createLeagueContext();
  const log = createTeamLog();
  for (const g of known) {
    league.add(g);
    log.add(g);
  }
  const own = (id: string) => known.filter((g) => g.playerId === id);
  const ctx: UsageContext = {
    log,
    league,
    injuries: createInjuryLookup(injuries),
    history: own,
    expectedMargin: expectedMarginLookup(games()),
    impliedPoints: impliedPointsLookup(games()),
    params: PARAMS,
  };
  const team = teamShares(target, ctx);
  const usage = usageFor(target, team, ctx);
  const project = (relief: boolean) =>
    projectPlayer(target, {
      history: own(target.playerId),
      league,
      impliedPoints: ctx.impliedPoints,
      params: PARAMS,
      volume: usage.volume,
      relief: relief
        ? reliefPoints(own(target.playerId), (c, id) => log.game(c, id), PARAMS.decay)
        : undefined,
    });
  return { usage, team, project, own: own(target.playerId) };
}

const run = (targets: readonly PlayerGameKey[], all = history(), injuries: PlayerInjuryReport[] = []) =>
  walkForwardPlayers({ history: all, games: games(), injuries }, targets, PARAMS);
const outlookOf = (outlooks: ReturnType<typeof run>, id: string) => {
  const o = outlooks.find((x) => x.projection.target.playerId === id);
  if (!o) throw new Error(`no outlook for ${id}`);
  return o;
};

describe('the market lookups', () => {
  it("splits the total by the expected home margin into each team's implied points", () => {
    const implied = impliedPointsLookup(games());
    expect(implied('w1', 'KC')).toBe(25);
    expect(implied('w1', 'BUF')).toBe(22);
    // Buffalo favoured by 1 of 44.
    expect(implied('w2', 'KC')).toBe(21.5);
    expect(implied('w2', 'BUF')).toBe(22.5);
    expect(implied('w9', 'KC')).toBeNull();
    const noTotal = impliedPointsLookup([sampleGame({ id: 'x', market: { spread: 3, total: null } })]);
    const noSpread = impliedPointsLookup([sampleGame({ id: 'x', market: { spread: null, total: 47 } })]);
    expect(noTotal('x', 'KC')).toBeNull();
    expect(noSpread('x', 'KC')).toBeNull();
  });

  it('gives each team its expected margin, the home margin for the home team and its negative for the away team', () => {
    const margin = expectedMarginLookup(games());
    expect(margin('w1', 'KC')).toBe(3);
    expect(margin('w1', 'BUF')).toBe(-3);
    expect(margin('w2', 'KC')).toBe(-1);
    expect(margin('w2', 'BUF')).toBe(1);
    expect(margin('w9', 'KC')).toBeNull();
    expect(
      expectedMarginLookup([sampleGame({ id: 'x', market: { spread: null, total: 47 } })])('x', 'KC'),
    ).toBeNull();
    // A margin needs no total.
    expect(
      expectedMarginLookup([sampleGame({ id: 'x', market: { spread: 3, total: null } })])('x', 'BUF'),
    ).toBe(-3);
  });
});

describe('walkForwardPlayers: what a projection may read', () => {
  it('reads a line once 4 hours have passed since its kickoff, never its own game or a later one', () => {
    const t = key('kc-wr1', 'WR', 'KC', 3);
    const thursday = (msBefore: number) => ({
      ...played('kc-wr1', 'WR', 'KC', 3, { targets: 20, receptions: 20, recYards: 300 }),
      gameId: 'thu',
      kickoffMs: t.kickoffMs - msBefore,
    });
    const withLine = (msBefore: number) => [...history(), thursday(msBefore)];
    // Over exactly 4 hours before the kickoff projected: read.
    expect(run([t], withLine(4 * HOUR))[0]?.projection.gamesThisSeason).toBe(3);
    // A millisecond later: not yet.
    expect(run([t], withLine(4 * HOUR - 1))[0]?.projection.gamesThisSeason).toBe(2);
    // His own game's line, and next week's, are never read.
    const own = [...history(), played('kc-wr1', 'WR', 'KC', 3, { targets: 20 })];
    expect(run([t], own)).toEqual(run([t]));
  });

  it('learns each line once, for every later target, whatever order the history and targets come in', () => {
    const early = key('kc-wr2', 'WR', 'KC', 2);
    const targets = [...week3(), early];
    const forward = run(targets);
    // Newest games first (lines of one game keep their order: their sums are then added in the same
    // order, to the last bit), targets reversed.
    const newestFirst = [...history()].sort((a, b) => b.kickoffMs - a.kickoffMs);
    expect(run([...targets].reverse(), newestFirst)).toEqual(forward);
    // Answers come in kickoff order, then by player id; week 2's target read week 1.
    const ids = forward.map((o) => `${o.projection.target.week} ${o.projection.target.playerId}`);
    expect(ids).toEqual(['2 kc-wr2', ...ROSTER.map(([id]) => `3 ${id}`).sort()]);
    expect(forward[0]?.projection.gamesThisSeason).toBe(1);
  });

  it('never moves when a line not yet known is rewritten', () => {
    const targets = week3(['kc-qb1', 'kc-wr1', 'buf-wr']);
    const before = JSON.stringify(run(targets).map((o) => o.projection));
    assertProperty(
      fc.property(
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (factor, extra) => {
          const later = ROSTER.map(([id, position, team]) =>
            played(id, position, team, 3, { targets: factor * 10, passAttempts: factor * 30, recTds: extra }),
          );
          return JSON.stringify(run(targets, [...history(), ...later]).map((o) => o.projection)) === before;
        },
      ),
    );
  });
});

/** A report, two days before week 3's kickoff, that rules the player out. */
const outReport = (id: string, position: SkillPosition): PlayerInjuryReport => ({
  season: 2025,
  week: 3,
  team: 'KC',
  playerId: id,
  name: id,
  position,
  reportStatus: 'Out',
  primaryInjury: 'Hamstring',
  reportedAtMs: kickoff(3) - 2 * DAY,
});

describe('walkForwardPlayers: each outlook', () => {
  it("is the player's usage and projection from the lines known, the market's implied points and margin", () => {
    const outlooks = run(week3());
    for (const id of ['kc-wr1', 'kc-rb', 'buf-qb', 'buf-wr', 'kc-qb1']) {
      const t = outlookOf(outlooks, id).projection.target;
      const hand = byHand(t, history());
      expect(outlookOf(outlooks, id).usage, id).toEqual(hand.usage);
      // Starters and other positions are projected without a relief record, though kc-qb1 has one.
      expect(outlookOf(outlooks, id).projection, id).toEqual(hand.project(false));
    }
    expect(byHand(key('kc-qb1', 'QB', 'KC', 3), history()).project(true)).not.toEqual(
      byHand(key('kc-qb1', 'QB', 'KC', 3), history()).project(false),
    );
  });

  it('projects a player without any known line from the league line, with the team around him', () => {
    const rookie = key('kc-te', 'TE', 'KC', 3);
    const o = run([...week3(['kc-wr1']), rookie]).find((x) => x.projection.target.playerId === 'kc-te');
    const hand = byHand(rookie, history());
    expect(o?.projection.gamesThisSeason).toBe(0);
    expect(o?.usage).toEqual(hand.usage);
    expect(o?.projection).toEqual(hand.project(false));
  });

  it("bends a backup quarterback's projection towards his relief record", () => {
    const backup = outlookOf(run(week3()), 'kc-qb2');
    const hand = byHand(backup.projection.target, history());
    expect(hand.team.starter).toBe('kc-qb1');
    expect(backup.projection).toEqual(hand.project(true));
    expect(backup.projection).not.toEqual(hand.project(false));
  });

  it('computes team shares per team and game: a team projected alone gets the same outlook', () => {
    const both = run(week3());
    for (const id of ['buf-qb', 'buf-wr', 'kc-wr1']) expect(outlookOf(both, id)).toEqual(run(week3([id]))[0]);
  });

  it("ranks each player at his position by his expected share, and hands a ruled-out player's share on", () => {
    const outlooks = run(week3());
    expect(outlookOf(outlooks, 'kc-wr1').role).toMatchObject({ rank: 1, starter: true });
    expect(outlookOf(outlooks, 'kc-wr2').role).toMatchObject({ rank: 2, starter: true });
    expect(outlookOf(outlooks, 'kc-qb1').role).toMatchObject({ rank: 1, starter: true });
    expect(outlookOf(outlooks, 'kc-qb2').role).toMatchObject({ rank: 2, starter: false });
    // kc-wr1 ruled out on a report published before kickoff: kc-wr2 gets more targets.
    const out = outReport('kc-wr1', 'WR');
    const t = key('kc-wr2', 'WR', 'KC', 3);
    const withReport = run([t], history(), [out])[0];
    expect(withReport?.usage.volume.targets).toBeGreaterThan(run([t])[0]?.usage.volume.targets ?? Infinity);
    expect(withReport?.usage).toEqual(byHand(t, history(), [out]).usage);
    expect(walkForwardProjections(history(), games(), [t], PARAMS, [out])).toEqual([withReport?.projection]);
    expect(walkForwardProjections(history(), games(), [t], PARAMS)).toEqual(
      run([t]).map((o) => o.projection),
    );
  });

  it('reads the role from his share before the team is filled', () => {
    // The running back out: kc-wr1's filled share grows, the depth behind him is read from his raw share.
    const t = key('kc-wr1', 'WR', 'KC', 3);
    const injuries = [outReport('kc-rb', 'RB')];
    const o = run([t], history(), injuries)[0];
    const hand = byHand(t, history(), injuries);
    expect(o?.usage.share.targets).toBeGreaterThan(1.1 * (o?.usage.rawShare.targets ?? Infinity));
    expect(o?.role).toEqual(
      roleOf({ id: t.playerId, position: 'WR', share: hand.usage.rawShare }, hand.team.members),
    );
    expect(o?.role.depth).toBe('good');
  });

  it('builds a BioBoost only when asked, from his form, the opponent ratio and his role', () => {
    // kc-qb1: two games this season against his relief game of 2024, enough for a form score.
    const t = key('kc-qb1', 'QB', 'KC', 3);
    expect(run([t])[0]?.bioBoost).toBeUndefined();
    const o = outlookOf(
      walkForwardPlayers({ history: history(), games: games(), injuries: [] }, [t], PARAMS, {
        bioBoost: true,
      }),
      'kc-qb1',
    );
    const hand = byHand(t, history());
    const expected = createSignalBuilder(games(), createInjuryLookup([]))(t, {
      form: hand.own.map(formGame),
      opponentRatio: o.projection.opponentRatio,
      matchup: 'position',
      role: o.role,
    });
    expect(expected).toBeDefined();
    expect(o.bioBoost).toEqual(expected);
  });
});
