// The inputs of the projections made without weekly lines (a season the data pack has no weekly
// player stats for): last season's league rates and each player's share of his team's volume, and
// who each team is expected to play, from the snap counts known before kickoff.
import { describe, expect, it } from 'vitest';
import { sampleGame } from '../../model/sample-game.test-data.ts';
import { RESULT_KNOWN_AFTER_MS } from '../../model/walk-forward.ts';
import { emptyLine } from '../stat-line.ts';
import { seasonTotals } from './fallback.test-data.ts';
import { expectedFromSnaps, inactive } from './fallback-players.ts';
import type { SnapShare } from './fallback-week.ts';
import { leagueRates, seasonShare, type TeamGameTotals } from './season-rates.ts';

const totals = seasonTotals;

const teamGame = (
  team: string,
  week: number,
  passAttempts: number,
  carries: number,
  targets: number,
  season = 2024,
) =>
  ({
    team,
    season,
    week,
    gameId: `${season}_${week}_${team}`,
    kickoffMs: Date.UTC(season, 8, 7 * week),
    volume: { passAttempts, carries, targets },
  }) satisfies TeamGameTotals;

// Two receivers (15 games between them), a back and a quarterback; no tight end.
const LAST_SEASON = [
  totals('wr-a', 'WR', 10, { targets: 80, receptions: 50, recYards: 600 }),
  totals('wr-b', 'WR', 5, { targets: 20, receptions: 10, recYards: 150 }),
  totals('rb', 'RB', 10, { carries: 150, targets: 30, rushYards: 600 }),
  totals('qb', 'QB', 10, { passAttempts: 300, carries: 30, passYards: 2500 }),
];

describe("last season's rates", () => {
  it('averages each position per player-game and splits the league’s volume between positions', () => {
    const rates = leagueRates(LAST_SEASON, [teamGame('KC', 1, 30, 25, 28), teamGame('BUF', 1, 40, 35, 38)]);
    // 100 targets and 750 yards over the receivers' 15 games.
    expect(rates.perGame.WR.targets).toBeCloseTo(100 / 15, 12);
    expect(rates.perGame.WR.recYards).toBe(50);
    expect(rates.perGame.QB.passYards).toBe(250);
    expect(rates.perGame.TE).toEqual(emptyLine());
    // 130 targets: receivers 100, the back 30; 180 carries: the back 150, the quarterback 30.
    expect(rates.positionShare.WR).toEqual({ passAttempts: 0, carries: 0, targets: 100 / 130 });
    expect(rates.positionShare.RB).toEqual({ passAttempts: 0, carries: 150 / 180, targets: 30 / 130 });
    expect(rates.positionShare.QB).toEqual({ passAttempts: 1, carries: 30 / 180, targets: 0 });
    expect(rates.positionShare.TE).toEqual({ passAttempts: 0, carries: 0, targets: 0 });
    expect(rates.teamPerGame).toEqual({ passAttempts: 35, carries: 30, targets: 33 });
  });

  it('gives zeros, not NaN, for an empty season', () => {
    const rates = leagueRates([], []);
    expect(rates.perGame.WR).toEqual(emptyLine());
    expect(rates.positionShare.RB).toEqual({ passAttempts: 0, carries: 0, targets: 0 });
    expect(rates.teamPerGame).toEqual({ passAttempts: 0, carries: 0, targets: 0 });
  });

  it("takes a player's share per game of his own team's volume that season", () => {
    const games = [
      teamGame('KC', 1, 30, 20, 30),
      teamGame('KC', 2, 36, 30, 34),
      teamGame('BUF', 1, 99, 99, 99),
      teamGame('KC', 1, 99, 99, 99, 2023),
    ];
    // 8 targets a game out of the Chiefs' 32; the back: 15 carries of 25, 3 targets of 32.
    expect(seasonShare(LAST_SEASON[0], games)).toEqual({ passAttempts: 0, carries: 0, targets: 0.25 });
    expect(seasonShare(LAST_SEASON[2], games)).toEqual({ passAttempts: 0, carries: 0.6, targets: 3 / 32 });
    expect(seasonShare(totals('qb2', 'QB', 4, { passAttempts: 66 }), games).passAttempts).toBeCloseTo(
      0.5,
      12,
    );
  });

  it('gives no share without a record, without a game played, or without his team’s games', () => {
    const games = [teamGame('KC', 1, 30, 20, 30)];
    const none = { passAttempts: 0, carries: 0, targets: 0 };
    expect(seasonShare(undefined, games)).toEqual(none);
    expect(seasonShare(totals('x', 'WR', 0, { targets: 5 }), games)).toEqual(none);
    expect(seasonShare(totals('y', 'WR', 3, { targets: 12 }, 'NYJ'), games)).toEqual(none);
  });
});

describe('players expected from snap counts', () => {
  // Bills at Chiefs, week 5 of 2025; weeks 1–4 kicked off on Sundays before it.
  const game = sampleGame({
    id: '2025_05_BUF_KC',
    season: 2025,
    week: 5,
    kickoffMs: Date.parse('2025-10-05T17:00:00Z'),
  });
  const weekKickoff = (week: number) => game.kickoffMs - (5 - week) * 7 * 86_400_000;
  const snap = (
    playerId: string,
    position: string | null,
    team: string,
    week: number,
    over: Partial<SnapShare> = {},
  ) =>
    ({
      playerId,
      name: playerId,
      position,
      team,
      season: 2025,
      gameId: `2025_${week}_${team}`,
      kickoffMs: weekKickoff(week),
      share: 0.7,
      ...over,
    }) satisfies SnapShare;

  const expected = (snaps: SnapShare[]) =>
    expectedFromSnaps(snaps, [game])
      .map((t) => `${t.team} ${t.position} ${t.playerId} v ${t.opponent}`)
      .sort();

  it("lists each team's skill players whose latest snaps were for it, in one of its last three games", () => {
    const snaps = [
      ...[1, 2, 3, 4].map((w) => snap('receiver', 'WR', 'KC', w)),
      snap('gone', 'RB', 'KC', 1),
      snap('traded', 'TE', 'BUF', 3),
      snap('traded', 'TE', 'KC', 4),
      snap('fullback', 'FB', 'KC', 3),
      snap('tackle', 'T', 'KC', 4),
      snap('unknown', null, 'KC', 4),
      ...[2, 3, 4].map((w) => snap('bills-wr', 'WR', 'BUF', w)),
    ];
    expect(expected(snaps)).toEqual([
      'BUF WR bills-wr v KC',
      'KC RB fullback v BUF',
      'KC TE traded v BUF',
      'KC WR receiver v BUF',
    ]);
    const [first] = expectedFromSnaps(snaps, [game]);
    expect(first).toMatchObject({ season: 2025, week: 5, gameId: game.id, kickoffMs: game.kickoffMs });
  });

  it('calls a player inactive who took no snap in any of his team’s last three games (injured reserve)', () => {
    // Kyler Murray's case: a starter with every snap of weeks 1 and 2, none since (weeks 3 and 4 the
    // backup's). The DraftKings export still prices him; he is no pick.
    const snaps = [
      ...[1, 2].map((w) => snap('starter', 'QB', 'KC', w, { share: 1 })),
      ...[3, 4].map((w) => snap('backup', 'QB', 'KC', w, { share: 1 })),
      ...[1, 2, 3, 4].map((w) => snap('receiver', 'WR', 'KC', w)),
    ];
    const target = (playerId: string) => ({
      playerId,
      name: playerId,
      position: 'QB' as const,
      team: 'KC',
      opponent: 'BUF',
      season: 2025,
      week: 5,
      gameId: game.id,
      kickoffMs: game.kickoffMs,
    });
    // The last three games are weeks 2–4: the starter's week 2 keeps him active, one week more of
    // absence (his only game week 1) and he is not.
    expect(inactive(snaps, target('starter'))).toBe(false);
    expect(
      inactive(
        snaps.filter((s) => !(s.playerId === 'starter' && s.kickoffMs === weekKickoff(2))),
        target('starter'),
      ),
    ).toBe(true);
    expect(inactive(snaps, target('backup'))).toBe(false);
    // Someone the snap counts never showed (a new signing) is inactive too; before any game, unknown.
    expect(inactive(snaps, target('signing'))).toBe(true);
    expect(inactive([], target('signing'))).toBe(false);
  });

  it('reads only snaps known before kickoff, from this season', () => {
    const known = game.kickoffMs - RESULT_KNOWN_AFTER_MS;
    const snaps = [
      snap('thursday', 'WR', 'KC', 4, { gameId: 'thu', kickoffMs: known }),
      snap('late', 'WR', 'KC', 4, { gameId: 'late', kickoffMs: known + 1 }),
      snap('last-year', 'WR', 'KC', 4, { season: 2024 }),
    ];
    expect(expected(snaps)).toEqual(['KC WR thursday v BUF']);
  });

  it('follows the player who switched teams after his latest game: expected for neither old team', () => {
    const snaps = [
      ...[1, 2, 3].map((w) => snap('moved', 'WR', 'KC', w)),
      snap('moved', 'WR', 'NYJ', 4),
      snap('stay', 'WR', 'KC', 4),
    ];
    expect(expected(snaps)).toEqual(['KC WR stay v BUF']);
    // Listed newest first, the latest snaps are still the latest.
    const moved = [...[2, 3].map((w) => snap('moved', 'WR', 'KC', w)), snap('moved', 'WR', 'NYJ', 4)];
    expect(expected([...moved, snap('stay', 'WR', 'KC', 4)].reverse())).toEqual(['KC WR stay v BUF']);
  });

  it('finds the last three games by kickoff, whatever order the snaps come in', () => {
    const snaps = [
      ...[1, 2, 3, 4].map((w) => snap('receiver', 'WR', 'KC', w)),
      snap('gone', 'RB', 'KC', 1),
      snap('traded', 'TE', 'BUF', 3),
      snap('traded', 'TE', 'KC', 4),
    ];
    const inOrder = expected(snaps);
    expect(inOrder).toEqual(['KC TE traded v BUF', 'KC WR receiver v BUF']);
    expect(expected([...snaps].reverse())).toEqual(inOrder);
  });

  it('lists a player for the team he played for when both teams share the game’s id', () => {
    // The Bills and Chiefs met in week 4: one game id for both teams' snap counts.
    const shared = (playerId: string, team: string) =>
      snap(playerId, 'WR', team, 4, { gameId: '2025_04_KC_BUF' });
    expect(expected([shared('chief', 'KC'), shared('bill', 'BUF')])).toEqual([
      'BUF WR bill v KC',
      'KC WR chief v BUF',
    ]);
  });
});
