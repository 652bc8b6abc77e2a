// The usage model, rule by rule, on hand-made Chiefs histories: a player's share of his team's volume
// (recent team-games weigh more, last season less, shrunk towards his position's usual share), the
// team's expected volume (its own games shrunk towards the league, moved by the line), who the team
// is expected to play, and the scaling of shares that fills the team's volume.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { createInjuryLookup, type PlayerInjuryReport } from './injury-status.ts';
import type { LeagueContext } from './league-context.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import { kickoffOf, lineOf } from './player-lines.test-data.ts';
import type { ProjectionTarget } from './project-player.ts';
import { PROJECTION_PARAMS, type ProjectionParams } from './projection-params.ts';
import { emptyLine, type StatLine } from './stat-line.ts';
import { createTeamLog } from './team-log.ts';
import {
  countBetween,
  rawShare,
  type TeamShares,
  teamShares,
  teamVolume,
  type UsageContext,
  usageFor,
  type Volume,
} from './usage.ts';

// Round numbers to work by hand: each game half the weight of the next newer one, last season a
// quarter, one game of prior usage, two of the league's team volume, half-way filling.
const PARAMS: ProjectionParams = {
  ...PROJECTION_PARAMS,
  decay: 0.5,
  previousSeasonWeight: 0.25,
  volumePriorGames: 1,
  teamPriorGames: 2,
  scriptPass: 0,
  scriptRush: 0,
  candidateWindow: 2,
  fillShares: 0.5,
};

// A position's usual line per game: with the 2025 league average below, a running back's usual share
// is 0.4 of carries and 0.1 of targets, a receiver's 0.2 of targets, a quarterback's 0.9 of attempts.
const PER_GAME: Record<SkillPosition, Partial<StatLine>> = {
  QB: { passAttempts: 27, carries: 2.5 },
  RB: { carries: 10, targets: 4 },
  WR: { targets: 8 },
  TE: { targets: 4 },
};
const AVERAGE_2025: Volume = { passAttempts: 30, carries: 25, targets: 40 };

interface Setup {
  lines?: readonly PlayerGame[];
  averages?: Record<number, Volume>;
  reports?: readonly PlayerInjuryReport[];
  margin?: number | null;
  params?: Partial<ProjectionParams>;
  /** Histories that differ from the lines the log learned (a trade, a player the log saw only). */
  history?: Record<string, readonly PlayerGame[]>;
}

function context(s: Setup = {}): UsageContext {
  const lines = s.lines ?? [];
  const log = createTeamLog();
  for (const g of lines) log.add(g);
  const averages = s.averages ?? { 2025: AVERAGE_2025 };
  const league: LeagueContext = {
    add() {},
    perGame: (position, season) => ({ ...emptyLine(), ...(season >= 2024 ? PER_GAME[position] : {}) }),
    opponentRatio: () => 1,
  };
  return {
    log: { ...log, leagueAverage: (season) => averages[season] ?? null },
    league,
    injuries: createInjuryLookup(s.reports ?? []),
    history: (id) =>
      s.history?.[id] ?? lines.filter((g) => g.playerId === id).sort((a, b) => a.kickoffMs - b.kickoffMs),
    expectedMargin: (gameId, team) =>
      gameId === '2025_5_KC' && team === 'KC' ? (s.margin === undefined ? null : s.margin) : 99,
    impliedPoints: () => null,
    params: { ...PARAMS, ...s.params },
  };
}

const target = (playerId: string, position: SkillPosition, week = 5, season = 2025): ProjectionTarget => {
  const { line: _, ...key } = lineOf(playerId, position, week, {}, { season });
  return key;
};

const report = (
  week: number,
  name: string,
  status: string,
  playerId: string | null = name,
): PlayerInjuryReport => ({
  season: 2025,
  week,
  team: 'KC',
  playerId,
  name,
  position: null,
  reportStatus: status,
  primaryInjury: null,
  reportedAtMs: kickoffOf(week) - 2 * 86_400_000,
});

/** A team-game of KC: 30 attempts by the quarterback, and the carries and targets given. */
const teamWeek = (week: number, rb: Partial<StatLine>, season = 2025) => [
  lineOf('qb', 'QB', week, { passAttempts: 30 }, { season }),
  lineOf('rb', 'RB', week, rb, { season }),
];

describe('countBetween: team games played between two kickoffs', () => {
  it('counts only values strictly between the two bounds', () => {
    const sorted = [1, 2, 2, 3, 5, 5, 8];
    expect(countBetween(sorted, 2, 5)).toBe(1);
    expect(countBetween(sorted, 1, 8)).toBe(5);
    expect(countBetween(sorted, 0, 9)).toBe(7);
    expect(countBetween(sorted, 1.5, 5.5)).toBe(5);
    expect(countBetween(sorted, 5, 5)).toBe(0);
    expect(countBetween(sorted, 8, 1)).toBe(0);
    expect(countBetween([], 0, 10)).toBe(0);
  });

  it('agrees with counting one by one', () => {
    assertProperty(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 20 }),
        fc.integer({ min: -1, max: 13 }),
        fc.integer({ min: -1, max: 13 }),
        (values, lo, hi) => {
          const sorted = [...values].sort((a, b) => a - b);
          return countBetween(sorted, lo, hi) === sorted.filter((x) => x > lo && x < hi).length;
        },
      ),
    );
  });
});

describe("rawShare: his share of the team's volume", () => {
  it('weighs each of his games by decay to the team games played since, shrunk by one prior game', () => {
    // Weeks 1–4: 30 attempts, carries 20 / 10 / 15 / 10, targets 40 / 36 / 36 / 36. He carries 10
    // and catches 4 targets in week 1, carries 5 in week 3.
    const lines = [
      ...teamWeek(1, { carries: 10 }),
      lineOf('r1', 'RB', 1, { carries: 10, targets: 4 }),
      lineOf('wr', 'WR', 1, { targets: 36 }),
      ...[2, 3, 4].flatMap((w) => [...teamWeek(w, { carries: 10 }), lineOf('wr', 'WR', w, { targets: 36 })]),
      lineOf('r1', 'RB', 3, { carries: 5 }),
    ];
    const ctx = context({ lines });
    const s = rawShare(ctx.history('r1'), ctx.log.games('KC'), 'RB', target('r1', 'RB'), ctx);
    // Week 3 is one team game old at week 5 (weight ½), week 1 three (⅛): w = 0.625.
    expect(s.carries).toBeCloseTo((0.5 * (5 / 15) + 0.125 * (10 / 20) + 0.4) / 1.625, 12);
    expect(s.targets).toBeCloseTo((0.5 * 0 + 0.125 * (4 / 40) + 0.1) / 1.625, 12);
    expect(s.passAttempts).toBe(0);
  });

  it('reads last season at previousSeasonWeight and nothing older', () => {
    // Shares of carries (of 20): 2023 all of them, 2024 week 17 a fifth, 2025 week 1 a half.
    const lines = [
      ...teamWeek(17, { carries: 20 }, 2023),
      ...teamWeek(17, { carries: 16 }, 2024),
      lineOf('r1', 'RB', 17, { carries: 4 }, { season: 2024 }),
      ...teamWeek(1, { carries: 10 }),
      lineOf('r1', 'RB', 1, { carries: 10 }),
      ...teamWeek(2, { carries: 20 }),
    ];
    const ctx = context({
      lines,
      history: {
        r1: [
          lineOf('rb', 'RB', 17, { carries: 20 }, { season: 2023 }),
          ...lines.filter((g) => g.playerId === 'r1'),
        ],
      },
    });
    const s = rawShare(ctx.history('r1'), ctx.log.games('KC'), 'RB', target('r1', 'RB', 3), ctx);
    // 2024 week 17: two team games since (weeks 1, 2): 0.5² × 0.25 = 0.0625; 2025 week 1: 0.5.
    expect(s.carries).toBeCloseTo((0.0625 * 0.2 + 0.5 * 0.5 + 0.4) / (0.5625 + 1), 12);
  });

  it('leaves out a game the team log does not know, and an opportunity his team had none of', () => {
    const lines = [
      lineOf('qb', 'QB', 1, { passAttempts: 30 }),
      lineOf('r1', 'RB', 1, { carries: 5 }),
      lineOf('rb', 'RB', 1, { carries: 5 }),
    ];
    const unknown = lineOf('r1', 'RB', 2, { carries: 30, targets: 5 }, { gameId: 'not-logged' });
    const ctx = context({ lines, history: { r1: [lines[1] as PlayerGame, unknown] } });
    const s = rawShare(ctx.history('r1'), ctx.log.games('KC'), 'RB', target('r1', 'RB', 3), ctx);
    // One game, weight 1 (no team game since), half the carries; the team had no targets: prior only.
    expect(s).toEqual({ passAttempts: 0, carries: (0.5 + 0.4) / 2, targets: 0.1 / 2 });
    // A team total of a single target is a total: he caught the only one.
    const one = [...lines, lineOf('r1', 'RB', 1, { carries: 5, targets: 1 })];
    const solo = context({ lines: one });
    expect(
      rawShare([one[3] as PlayerGame], solo.log.games('KC'), 'RB', target('r1', 'RB', 3), solo).targets,
    ).toBe((1 + 0.1) / 2);
  });

  it("falls back to last season's team average for the prior, and to none without one", () => {
    const t = target('new', 'QB');
    const with2025 = context({
      averages: { 2025: AVERAGE_2025, 2024: { passAttempts: 45, carries: 5, targets: 0 } },
    });
    // No game of his: the prior alone (27 of 30 attempts, 2.5 of 25 carries).
    expect(rawShare([], [], 'QB', t, with2025).passAttempts).toBeCloseTo(0.9, 12);
    expect(rawShare([], [], 'QB', t, with2025).carries).toBeCloseTo(0.1, 12);
    const only2024 = context({ averages: { 2024: { passAttempts: 45, carries: 5, targets: 0 } } });
    // 27 of 45, 2.5 of 5, and a team average of 0 targets gives a share of 0, not NaN.
    expect(rawShare([], [], 'QB', t, only2024)).toEqual({ passAttempts: 0.6, carries: 0.5, targets: 0 });
    expect(rawShare([], [], 'QB', t, context({ averages: {} }))).toEqual({
      passAttempts: 0,
      carries: 0,
      targets: 0,
    });
  });
});

describe("teamVolume: the team's expected opportunities", () => {
  it("uses 34 attempts, 26 carries and 33 targets when no season's average is known", () => {
    const ctx = context({ averages: {} });
    expect(teamVolume(target('x', 'WR'), [], ctx)).toEqual({ passAttempts: 34, carries: 26, targets: 33 });
  });

  it("uses last season's league average when this season has none yet", () => {
    const last: Volume = { passAttempts: 31, carries: 22, targets: 29 };
    expect(teamVolume(target('x', 'WR'), [], context({ averages: { 2024: last } }))).toEqual(last);
    expect(
      teamVolume(target('x', 'WR'), [], context({ averages: { 2024: last, 2025: AVERAGE_2025 } })),
    ).toEqual(AVERAGE_2025);
  });

  it('weighs its games newest first by decay, last season less, skipping the game itself and older seasons', () => {
    const attempts = (week: number, passAttempts: number, season = 2025) =>
      lineOf('qb', 'QB', week, { passAttempts, carries: 2, targets: 1 }, { season });
    const lines = [
      attempts(17, 1000, 2023),
      attempts(17, 60, 2024),
      attempts(1, 20),
      attempts(2, 30),
      attempts(3, 40),
      attempts(5, 100), // the game projected: not yet played
    ];
    const ctx = context({ lines });
    const v = teamVolume(target('x', 'WR'), ctx.log.games('KC'), ctx);
    // Week 3 weighs 1, week 2 ½, week 1 ¼, 2024's week 17 ⅛ × ¼; two games of the league's 30 added.
    const w = 1 + 0.5 + 0.25 + 0.03125;
    expect(v.passAttempts).toBeCloseTo((40 + 15 + 5 + 0.03125 * 60 + 2 * 30) / (w + 2), 12);
    expect(v.carries).toBeCloseTo((2 * w + 2 * 25) / (w + 2), 12);
    expect(v.targets).toBeCloseTo((w + 2 * 40) / (w + 2), 12);
    // The oldest and the newest game the list holds count too.
    const games = ctx.log.games('KC');
    expect(teamVolume(target('x', 'WR'), games.slice(1, -1), ctx)).toEqual(v);
  });

  it('moves passing down and running up with the expected margin, never below 60%', () => {
    const base = AVERAGE_2025;
    const at = (margin: number | null) =>
      teamVolume(target('x', 'WR'), [], context({ margin, params: { scriptPass: 0.1, scriptRush: 0.05 } }));
    expect(at(null)).toEqual(base);
    const favoured = at(2);
    expect(favoured.passAttempts).toBeCloseTo(base.passAttempts * 0.8, 12);
    expect(favoured.targets).toBeCloseTo(base.targets * 0.8, 12);
    expect(favoured.carries).toBeCloseTo(base.carries * 1.1, 12);
    // Favoured by 5: passing would fall to 50%, held at 60%.
    expect(at(5).passAttempts).toBeCloseTo(base.passAttempts * 0.6, 12);
    expect(at(5).carries).toBeCloseTo(base.carries * 1.25, 12);
    // An underdog by 10: passing doubles, running would fall to 50%, held at 60%.
    expect(at(-10).passAttempts).toBeCloseTo(base.passAttempts * 2, 12);
    expect(at(-10).carries).toBeCloseTo(base.carries * 0.6, 12);
  });
});

describe('teamShares: the teammates expected to play', () => {
  // Weeks 1–3 of 2025 and 2024's weeks 16–17; week 4's lines are in the log but not yet played at the
  // week-4 kickoff.
  const lines = () => [
    lineOf('p2023', 'WR', 17, { targets: 9 }, { season: 2023 }),
    lineOf('prev', 'WR', 16, { targets: 9 }, { season: 2024 }),
    lineOf('prev', 'WR', 17, { targets: 9 }, { season: 2024 }),
    lineOf('qb-2024', 'QB', 17, { passAttempts: 35 }, { season: 2024 }),
    ...[1, 2, 3].flatMap((w) => [
      lineOf('qb', 'QB', w, { passAttempts: 30 }),
      lineOf('rb', 'RB', w, { carries: 15, targets: 3 }),
      lineOf('kelce', 'TE', w, { targets: 7 }, { name: 'Travis Kelce' }),
      lineOf('wr-d', 'WR', w, { targets: 8 }),
    ]),
    lineOf('rb-old', 'RB', 1, { carries: 5 }),
    lineOf('wr-q', 'WR', 2, { targets: 6 }),
    lineOf('wr-gone', 'WR', 3, { targets: 6 }),
    lineOf('rb-late', 'RB', 4, { carries: 12 }),
  ];
  const week4 = () => ({ ...target('qb', 'QB', 4), gameId: '2025_4_KC' });
  const ctxFor = () => {
    const all = lines();
    const gone = [
      ...all.filter((g) => g.playerId === 'wr-gone'),
      lineOf('wr-gone', 'WR', 3, { targets: 5 }, { team: 'NYJ', kickoffMs: kickoffOf(3) + 86_400_000 }),
    ];
    return context({
      lines: all,
      history: { 'wr-gone': gone },
      reports: [
        report(4, 'Travis Kelce', 'Out', null),
        report(4, 'wr-d', 'Doubtful'),
        report(4, 'wr-q', 'Questionable'),
      ],
    });
  };

  it("takes the players of the team's last candidateWindow games who have not moved on, and marks who is ruled out", () => {
    const ctx = ctxFor();
    const team = teamShares(week4(), ctx);
    const members = Object.fromEntries(team.members.map((m) => [m.id, m.out]));
    // Not rb-old (week 1 only), not wr-gone (a Jet since), not rb-late (week 4 is not played yet).
    expect(members).toEqual({ qb: false, rb: false, kelce: true, 'wr-d': true, 'wr-q': false });
    expect(team.teamGames.map((g) => `${g.season}/${g.week}`)).toEqual([
      '2024/16',
      '2024/17',
      '2025/1',
      '2025/2',
      '2025/3',
    ]);
    expect(team.starter).toBe('qb');
    for (const m of team.members) {
      expect(m.share).toEqual(rawShare(ctx.history(m.id), team.teamGames, m.position, week4(), ctx));
      expect(team.shares.get(m.id)).toEqual(m.share);
    }
    // The total counts only those not ruled out (questionable still plays).
    const counted = team.members.filter((m) => ['qb', 'rb', 'wr-q'].includes(m.id));
    for (const o of ['passAttempts', 'carries', 'targets'] as const)
      expect(team.total[o]).toBeCloseTo(
        counted.reduce((sum, m) => sum + m.share[o], 0),
        12,
      );
    expect(team.volume).toEqual(teamVolume(week4(), team.teamGames, ctx));
  });

  it("reads last season's final games before a team's first game of the season", () => {
    const ctx = ctxFor();
    const team = teamShares({ ...target('qb', 'QB', 1), gameId: '2025_1_KC' }, ctx);
    expect(team.members.map((m) => m.id).sort()).toEqual(['prev', 'qb-2024']);
    expect(team.teamGames).toHaveLength(2);
  });

  it("reads only this season's games once the team has played one", () => {
    const team = teamShares({ ...target('qb', 'QB', 2), gameId: '2025_2_KC' }, ctxFor());
    expect(team.members.map((m) => m.id).sort()).toEqual(['kelce', 'qb', 'rb', 'rb-old', 'wr-d']);
  });

  it('expects the quarterback with the largest share to start when no one has started a game', () => {
    // Nobody threw 10 passes: the starter is the quarterback with the largest share of attempts,
    // never a running back, even one who threw more.
    const lines = [1, 2].flatMap((w) => [
      lineOf('qb-a', 'QB', w, { passAttempts: 6 }),
      lineOf('qb-b', 'QB', w, { passAttempts: 2 }),
      lineOf('rb', 'RB', w, { passAttempts: 7, carries: 20 }),
    ]);
    // No prior share (it would lift every quarterback towards 90% of attempts): the raw records decide.
    const ctx = context({ lines, params: { volumePriorGames: 0 } });
    expect(teamShares(target('qb-a', 'QB', 3), ctx).starter).toBe('qb-a');
  });

  it('keeps a player whose history the context does not hold', () => {
    const ctx = context({ lines: [lineOf('ghost', 'RB', 1, { carries: 10 })], history: { ghost: [] } });
    expect(teamShares(target('ghost', 'RB', 2), ctx).members.map((m) => m.id)).toEqual(['ghost']);
  });
});

describe("usageFor: scaling a player's share to fill the team's volume", () => {
  const volume: Volume = { passAttempts: 40, carries: 30, targets: 36 };
  const member = (id: string, position: SkillPosition, share: Volume) => ({
    id,
    name: id,
    position,
    share,
    out: false,
  });
  const team = (over: Partial<TeamShares> = {}): TeamShares => ({
    t: target('x', 'WR'),
    teamGames: [],
    shares: new Map(),
    members: [],
    starter: undefined,
    total: { passAttempts: 0, carries: 0, targets: 0 },
    volume,
    ...over,
  });
  const rb: Volume = { passAttempts: 0, carries: 0.4, targets: 0.1 };

  it('scales a known share by (1 / team total) ^ fillShares', () => {
    const u = usageFor(
      target('rb', 'RB'),
      team({
        shares: new Map([['rb', rb]]),
        members: [member('rb', 'RB', rb)],
        total: { passAttempts: 0, carries: 0.8, targets: 0.5 },
      }),
      context(),
    );
    expect(u.rawShare).toEqual(rb);
    expect(u.share.carries).toBeCloseTo(0.4 * Math.sqrt(1.25), 12);
    expect(u.share.targets).toBeCloseTo(0.1 * Math.sqrt(2), 12);
    expect(u.share.passAttempts).toBe(0);
    expect(u.volume.carries).toBeCloseTo(30 * 0.4 * Math.sqrt(1.25), 12);
    expect(u.volume.targets).toBeCloseTo(36 * 0.1 * Math.sqrt(2), 12);
    expect(u.teamVolume).toEqual(volume);
  });

  it('never more than doubles or halves a share, and leaves it alone for a total of 0.05 or less or no members', () => {
    const share = (total: number, members = [member('rb', 'RB', rb)]) =>
      usageFor(
        target('rb', 'RB'),
        team({
          shares: new Map([['rb', rb]]),
          members,
          total: { passAttempts: 0, carries: total, targets: 0 },
        }),
        context({ params: { fillShares: 1 } }),
      ).share.carries;
    expect(share(0.1)).toBeCloseTo(0.8, 12);
    expect(share(4)).toBeCloseTo(0.2, 12);
    expect(share(0.05)).toBe(0.4);
    expect(share(0.0501)).toBeCloseTo(0.8, 12);
    expect(share(1.25)).toBeCloseTo(0.32, 12);
    expect(share(1.25, [])).toBe(0.4);
  });

  it('lets a player the recent games did not show join the total with his own share', () => {
    // No game of his: his share is a receiver's prior, 8 of 40 targets; the team's 0.6 becomes 0.8.
    const u = usageFor(
      target('new', 'WR'),
      team({ members: [member('rb', 'RB', rb)], total: { passAttempts: 0, carries: 0.4, targets: 0.6 } }),
      context(),
    );
    expect(u.rawShare.targets).toBeCloseTo(0.2, 12);
    expect(u.share.targets).toBeCloseTo(0.2 * Math.sqrt(1 / 0.8), 12);
  });

  it('scales a ruled-out player as if he played: his own share joins the total that fills the volume', () => {
    // Kyren Williams' case (LA 2023 week 18): the back ruled out himself, the team's total without
    // him 0.4 carries. Scaled by that total he got (1 / 0.4) ^ 0.5 = 1.58 of his share (42 DK
    // points expected, twice his usual); with his own 0.4 in it, (1 / 0.8) ^ 0.5 = 1.118.
    const out = { ...member('rb', 'RB', rb), out: true };
    const u = usageFor(
      target('rb', 'RB'),
      team({
        shares: new Map([['rb', rb]]),
        members: [out, member('rb2', 'RB', rb)],
        total: { passAttempts: 0, carries: 0.4, targets: 0.3 },
      }),
      context(),
    );
    expect(u.share.carries).toBeCloseTo(0.4 * Math.sqrt(1 / 0.8), 12);
    // Targets: 0.3 + his 0.1 = 0.4.
    expect(u.share.targets).toBeCloseTo(0.1 * Math.sqrt(1 / 0.4), 12);
  });

  it("gives a quarterback his role's attempts and carries unscaled, and scales only his targets", () => {
    const qbShare: Volume = { passAttempts: 0.5, carries: 0.05, targets: 0.02 };
    const shares = team({
      shares: new Map([['qb', qbShare]]),
      members: [member('qb', 'QB', qbShare)],
      total: { passAttempts: 0.5, carries: 0.5, targets: 0.5 },
    });
    const starter = usageFor(target('qb', 'QB'), { ...shares, starter: 'qb' }, context());
    // No game in either role yet: the league norms of roleShares.
    expect(starter.share.passAttempts).toBeCloseTo(0.95, 12);
    expect(starter.share.carries).toBeCloseTo(0.12, 12);
    expect(starter.share.targets).toBeCloseTo(0.02 * Math.sqrt(2), 12);
    expect(starter.volume.passAttempts).toBeCloseTo(40 * 0.95, 12);
    expect(starter.volume.carries).toBeCloseTo(30 * 0.12, 12);
    const backup = usageFor(target('qb', 'QB'), { ...shares, starter: 'other' }, context());
    expect(backup.share.passAttempts).toBeCloseTo(0.03, 12);
    expect(backup.share.carries).toBeCloseTo(0.01, 12);
  });

  it("reads a starting quarterback's own starts, by the context's decay, with two games of the norm", () => {
    // He threw every pass in weeks 3 and 4 and ran 3 of 20 times in week 4: weights 1 (week 4), ½.
    const lines = [
      lineOf('qb', 'QB', 3, { passAttempts: 30 }),
      lineOf('rb', 'RB', 3, { carries: 20 }),
      lineOf('qb', 'QB', 4, { passAttempts: 30, carries: 3 }),
      lineOf('rb', 'RB', 4, { carries: 17 }),
    ];
    const qb: Volume = { passAttempts: 1, carries: 0.1, targets: 0 };
    const u = usageFor(
      target('qb', 'QB'),
      team({ shares: new Map([['qb', qb]]), members: [member('qb', 'QB', qb)], starter: 'qb' }),
      context({ lines }),
    );
    expect(u.share.passAttempts).toBeCloseTo((1 + 0.5 + 2 * 0.95) / 3.5, 12);
    expect(u.share.carries).toBeCloseTo((3 / 20 + 2 * 0.12) / 3.5, 12);
  });

  it('keeps every scaled share between half and double his raw share', () => {
    assertProperty(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, total, fill) => {
          const mine: Volume = { passAttempts: raw, carries: raw, targets: raw };
          const u = usageFor(
            target('wr', 'WR'),
            team({
              shares: new Map([['wr', mine]]),
              members: [member('wr', 'WR', mine)],
              total: { passAttempts: total, carries: total, targets: total },
            }),
            context({ params: { fillShares: fill } }),
          );
          return u.share.targets >= raw * 0.5 - 1e-12 && u.share.targets <= raw * 2 + 1e-12;
        },
      ),
    );
  });
});
