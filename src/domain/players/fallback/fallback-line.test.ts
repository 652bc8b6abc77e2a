// The projected line of a player without weekly lines, field by field: the team's volume (this season's
// games fading with age, last season's at a lower weight, steadied by the league's volume), his share
// of it, his rates from last season steadied by the league's rates for his position, the market's
// implied points and the points the opponent has allowed. Every expected figure is worked out here
// from the fixture's numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../../tests/support/property.ts';
import { sampleGame } from '../../model/sample-game.test-data.ts';
import { chiefsPlayer } from '../chiefs-player.test-data.ts';
import { expectedDraftKingsPoints, fanDuelPoints } from '../fantasy-scoring.ts';
import type { ProjectionTarget } from '../project-player.ts';
import { PROJECTION_PARAMS, type ProjectionParams } from '../projection-params.ts';
import { emptyLine, type StatLine } from '../stat-line.ts';
import { yardageBonusChance } from '../yardage-spread.ts';
import { chiefsInjury, seasonTotals } from './fallback.test-data.ts';
import { type FallbackData, fallbackProjections, type SnapShare } from './fallback-week.ts';
import type { TeamGameTotals } from './season-rates.ts';

const DAY = 86_400_000;
const KICKOFF = Date.parse('2025-09-21T17:00:00Z');
// Chiefs at home to the Bills, 3-point favourites with a total of 47: the Chiefs are expected to score 25.
const GAME = sampleGame({
  id: '2025_03_BUF_KC',
  season: 2025,
  week: 3,
  kickoffMs: KICKOFF,
  market: { spread: 3, total: 47 },
});

// Distinct values, so that no parameter can stand in for another unnoticed.
const PARAMS: ProjectionParams = {
  ...PROJECTION_PARAMS,
  decay: 0.8,
  previousSeasonWeight: 0.5,
  efficiencyPrior: 20,
  touchdownPrior: 120,
  environmentYards: 0.5,
  opponentPriorGames: 6,
  opponentWeight: 0.25,
  teamPriorGames: 12,
};

const target = (playerId: string, position: ProjectionTarget['position']): ProjectionTarget =>
  chiefsPlayer(playerId, position, { gameId: GAME.id, week: 3, kickoffMs: KICKOFF });

const totals = seasonTotals;

// Last season: two backs (27 games), a receiver and two quarterbacks.
const LAST_SEASON = [
  totals('rb-a', 'RB', 17, {
    carries: 250,
    rushYards: 1100,
    rushTds: 10,
    targets: 40,
    receptions: 30,
    recYards: 250,
    recTds: 2,
    fumblesLost: 3,
    twoPointConversions: 1,
  }),
  totals('rb-b', 'RB', 10, {
    carries: 100,
    rushYards: 500,
    rushTds: 2,
    targets: 20,
    receptions: 16,
    recYards: 120,
    fumblesLost: 1,
    returnTds: 1,
  }),
  totals('wr-a', 'WR', 17, {
    targets: 120,
    receptions: 80,
    recYards: 1000,
    recTds: 8,
    carries: 5,
    rushYards: 40,
  }),
  totals('qb-a', 'QB', 17, {
    passAttempts: 560,
    completions: 370,
    passYards: 4000,
    passTds: 30,
    interceptions: 10,
    carries: 45,
    rushYards: 200,
    rushTds: 3,
    fumblesLost: 4,
  }),
  totals('qb-b', 'QB', 3, {
    passAttempts: 90,
    completions: 50,
    passYards: 600,
    passTds: 2,
    interceptions: 4,
  }),
  // On the roster, never played: no part of the backs' average role.
  totals('rb-c', 'RB', 0, {}),
];

const teamGame = (
  team: string,
  season: number,
  kickoffMs: number,
  passAttempts: number,
  carries: number,
  targets: number,
): TeamGameTotals => ({
  team,
  season,
  week: 1,
  gameId: `${team}-${kickoffMs}`,
  kickoffMs,
  volume: { passAttempts, carries, targets },
});

// 2024: a Chiefs game and a Bills game (the league's 35 passes, 25 carries, 33 targets a game). 2025:
// the Chiefs' two games before this one, one from 2023 (too old) and one after this kickoff.
const TEAM_GAMES = [
  teamGame('KC', 2024, Date.parse('2024-09-08T17:00:00Z'), 30, 20, 28),
  teamGame('BUF', 2024, Date.parse('2024-09-08T17:00:00Z'), 40, 30, 38),
  teamGame('KC', 2025, KICKOFF - 14 * DAY, 36, 24, 34),
  teamGame('KC', 2025, KICKOFF - 7 * DAY, 32, 30, 30),
  teamGame('KC', 2023, Date.parse('2023-09-10T17:00:00Z'), 99, 99, 99),
  teamGame('KC', 2025, KICKOFF + 7 * DAY, 99, 99, 99),
];

// Earlier 2025 games: the Bills allowed 10 at home to the Jets and 17 at the Patriots; the Dolphins
// drew 20–20 with the Giants. 121 points in 6 team-games league-wide.
const earlier = (id: string, homeTeam: string, awayTeam: string, homeScore: number, awayScore: number) =>
  sampleGame({
    id,
    season: 2025,
    week: 1,
    kickoffMs: KICKOFF - 14 * DAY,
    homeTeam,
    awayTeam,
    result: { homeScore, awayScore },
  });
const GAMES = [
  GAME,
  earlier('w1a', 'BUF', 'NYJ', 30, 10),
  earlier('w1b', 'MIA', 'NYG', 20, 20),
  earlier('w2a', 'NE', 'BUF', 17, 24),
];

function data(over: Partial<FallbackData> = {}): FallbackData {
  return {
    season: 2025,
    lastSeason: LAST_SEASON,
    teamGames: TEAM_GAMES,
    snaps: [],
    games: GAMES,
    injuries: [],
    ...over,
  };
}

const project = (targets: ProjectionTarget[], over: Partial<FallbackData> = {}, params = PARAMS) =>
  new Map(fallbackProjections(data(over), targets, params).map((o) => [o.projection.target.playerId, o]));

/** The Chiefs' volume: newest 2025 game 1, the one before `decay`, 2024's `decay²` × previous-season weight. */
function chiefsVolume(o: 'passAttempts' | 'carries' | 'targets'): number {
  const own = { passAttempts: [32, 36, 30], carries: [30, 24, 20], targets: [30, 34, 28] }[o];
  const league = { passAttempts: 35, carries: 25, targets: 33 }[o];
  const weights = [1, PARAMS.decay, PARAMS.decay ** 2 * PARAMS.previousSeasonWeight];
  const sum = own.reduce((a, v, i) => a + (weights[i] ?? 0) * v, 0);
  const w = weights.reduce((a, v) => a + v, 0);
  return (sum + PARAMS.teamPriorGames * league) / (w + PARAMS.teamPriorGames);
}

/** His rate steadied by `prior` opportunities at the league's rate. */
const steadied = (num: number, den: number, leagueNum: number, leagueDen: number, prior: number) =>
  (num + (prior * leagueNum) / leagueDen) / (den + prior);

describe('the projected line without weekly lines', () => {
  it('projects a back’s rushing, receiving, touchdowns and fumbles from volume × share × steadied rates', () => {
    const rb = project([target('rb-a', 'RB')]).get('rb-a');
    const env = Math.sqrt(25 / 22);
    const ratio = (27 + 6 * (121 / 6)) / ((2 + 6) * (121 / 6));
    const opp = 1 + 0.25 * (ratio - 1);
    // The backs took 350 of the league's 400 carries and 60 of its 180 targets; he is the only back listed.
    const carries = chiefsVolume('carries') * (350 / 400) * env;
    const targets = chiefsVolume('targets') * (60 / 180) * env;
    const e = 20;
    const td = 120;
    const expected: StatLine = {
      ...emptyLine(),
      carries,
      rushYards: carries * steadied(1100, 250, 1600, 350, e) * opp,
      rushTds: carries * steadied(10, 250, 12, 350, td) * opp,
      targets,
      receptions: targets * steadied(30, 40, 46, 60, e),
      recYards: targets * steadied(250, 40, 370, 60, e) * opp,
      recTds: targets * steadied(2, 40, 2, 60, td) * opp,
      fumblesLost: 3 / 17,
      twoPointConversions: 1 / 17,
      // Return touchdowns are the league's backs' rate: one in 27 games.
      returnTds: 1 / 27,
    };
    const line = rb?.projection.line ?? emptyLine();
    for (const [k, v] of Object.entries(expected)) expect(line[k as keyof StatLine], k).toBeCloseTo(v, 10);
    expect(rb?.projection.environment).toBeCloseTo(25 / 22, 12);
    expect(rb?.projection.opponentRatio).toBeCloseTo(ratio, 12);
    expect(rb?.projection.opponent).toBeCloseTo(opp, 12);
    expect(rb?.projection.gamesThisSeason).toBe(0);
    expect(rb?.projection.gamesLastSeason).toBe(17);
    expect(rb?.projection.fanDuel).toBeCloseTo(fanDuelPoints(line), 12);
    expect(rb?.projection.draftKings).toBeCloseTo(
      expectedDraftKingsPoints(line, yardageBonusChance(line)),
      12,
    );
  });

  it('projects the starter’s passing line and a newcomer’s at the league’s rates', () => {
    const o = project([target('qb-a', 'QB'), target('qb-b', 'QB'), target('rb-new', 'RB')]);
    const env = Math.sqrt(25 / 22);
    const ratio = (27 + 6 * (121 / 6)) / ((2 + 6) * (121 / 6));
    const opp = 1 + 0.25 * (ratio - 1);
    const att = chiefsVolume('passAttempts') * 0.95 * env;
    const qb = o.get('qb-a')?.projection.line ?? emptyLine();
    // The quarterbacks: 650 attempts, 420 completions, 4,600 yards, 32 touchdowns, 14 interceptions.
    expect(qb.passAttempts).toBeCloseTo(att, 10);
    expect(qb.completions).toBeCloseTo(att * steadied(370, 560, 420, 650, 20), 10);
    expect(qb.passYards).toBeCloseTo(att * steadied(4000, 560, 4600, 650, 20) * opp, 10);
    expect(qb.passTds).toBeCloseTo(att * steadied(30, 560, 32, 650, 120) * opp, 10);
    expect(qb.interceptions).toBeCloseTo(att * steadied(10, 560, 14, 650, 120), 10);
    expect(qb.fumblesLost).toBeCloseTo(4 / 17, 12);
    // No record last season: the backs' rates and their fumbles per game (4 in 27).
    const rookie = o.get('rb-new')?.projection;
    const carries = rookie?.line.carries ?? Number.NaN;
    expect(carries).toBeGreaterThan(0);
    expect(rookie?.line.rushYards).toBeCloseTo(carries * (1600 / 350) * opp, 10);
    expect(rookie?.line.rushTds).toBeCloseTo(carries * (12 / 350) * opp, 10);
    expect(rookie?.line.fumblesLost).toBeCloseTo(4 / 27, 12);
    expect(rookie?.line.twoPointConversions).toBeCloseTo(1 / 27, 12);
    expect(rookie?.gamesLastSeason).toBe(0);
  });

  it('stays neutral with no finished game this season, or only scoreless ones', () => {
    const neutral = (games: FallbackData['games']) =>
      project([target('rb-a', 'RB')], { games }).get('rb-a')?.projection;
    const lastSeasonOnly = { ...earlier('old', 'BUF', 'NYJ', 30, 10), season: 2024 };
    expect(neutral([GAME, lastSeasonOnly])?.opponentRatio).toBe(1);
    expect(neutral([GAME, earlier('nil', 'BUF', 'NYJ', 0, 0)])?.opponentRatio).toBe(1);
    // A game still in play at kickoff (its score known four hours later) does not count.
    const during = { ...earlier('now', 'BUF', 'NYJ', 50, 3), kickoffMs: KICKOFF - 3_600_000 };
    expect(neutral([GAME, during])?.opponentRatio).toBe(1);
    // Without a market line, the environment is neutral too.
    // A game without a result (postponed) is not a shutout.
    const postponed = { ...earlier('ppd', 'BUF', 'MIA', 0, 0), result: null };
    expect(neutral([...GAMES, postponed])?.opponentRatio).toBe(neutral(GAMES)?.opponentRatio);
    // One whose score became known exactly at this kickoff counts.
    const justKnown = { ...earlier('thu', 'BUF', 'NYJ', 30, 10), kickoffMs: KICKOFF - 4 * 3_600_000 };
    expect(neutral([GAME, justKnown])?.opponentRatio).toBeCloseTo((10 + 6 * 20) / (7 * 20), 12);
    const noLine = neutral([{ ...GAME, market: { spread: null, total: null } }]);
    expect(noLine?.environment).toBe(1);
    expect(noLine?.opponent).toBe(1);
  });

  it('scales every volume by the implied points to the power of the environment exponent', () => {
    assertProperty(
      fc.property(fc.integer({ min: 30, max: 60 }), fc.integer({ min: -10, max: 10 }), (total, spread) => {
        const at = (market: { spread: number; total: number }) =>
          project([target('rb-a', 'RB')], { games: [{ ...GAME, market }, ...GAMES.slice(1)] }).get('rb-a')
            ?.projection.line ?? emptyLine();
        const base = at({ spread: 3, total: 47 });
        const moved = at({ spread, total });
        const factor = Math.sqrt((total + spread) / 2 / 25);
        for (const k of ['carries', 'targets', 'rushYards', 'recYards', 'receptions'] as const)
          expect(moved[k]).toBeCloseTo(base[k] * factor, 9);
        expect(moved.fumblesLost).toBe(base.fumblesLost);
      }),
    );
  });
});

const snapsFor = (
  playerId: string,
  team: string,
  season: number,
  kickoffMs: number,
  share: number,
): SnapShare => ({
  playerId,
  name: playerId,
  position: null,
  team,
  season,
  gameId: `${team}-${kickoffMs}`,
  kickoffMs,
  share,
});

const report = (playerId: string, reportStatus: string) => chiefsInjury(playerId, reportStatus, KICKOFF);

describe('who gets the volume without weekly lines', () => {
  it('counts a game’s volume and snaps once known, four hours after its kickoff', () => {
    const line = (extra: TeamGameTotals[], snaps: SnapShare[] = []) =>
      project([target('rb-a', 'RB'), target('rb-b', 'RB')], { teamGames: [...TEAM_GAMES, ...extra], snaps });
    const base = line([]);
    // Thursday's game, known exactly at this kickoff: it counts, as the newest game.
    const thursday = KICKOFF - 4 * 3_600_000;
    const known = line(
      [teamGame('KC', 2025, thursday, 40, 40, 40)],
      [snapsFor('rb-a', 'KC', 2025, thursday, 0.2)],
    );
    expect(known.get('rb-a')?.snapShare).toBe(0.2);
    expect(known.get('rb-a')?.projection.line.carries).not.toBeCloseTo(
      base.get('rb-a')?.projection.line.carries ?? 0,
      6,
    );
    // A game that kicked off three hours before this one is still being played: nothing of it counts.
    const playing = KICKOFF - 3 * 3_600_000;
    const early = line(
      [teamGame('KC', 2025, playing, 40, 40, 40)],
      [snapsFor('rb-a', 'KC', 2025, playing, 0.2)],
    );
    expect(early.get('rb-a')).toEqual(base.get('rb-a'));
  });

  it('averages his snap shares in the team’s games this season, older games fading by decay', () => {
    const snaps = [
      snapsFor('rb-a', 'KC', 2025, KICKOFF - 7 * DAY, 0.6),
      snapsFor('rb-a', 'KC', 2025, KICKOFF - 14 * DAY, 0.9),
      // A teammate's game the player missed still ages his older ones.
      snapsFor('rb-b', 'KC', 2025, KICKOFF - 10 * DAY, 0.5),
      // Another team's and last season's snaps do not count.
      snapsFor('rb-a', 'BUF', 2025, KICKOFF - 21 * DAY, 0.1),
      snapsFor('rb-a', 'KC', 2024, KICKOFF - 300 * DAY, 0.1),
    ];
    const o = project([target('rb-a', 'RB'), target('rb-b', 'RB')], { snaps });
    // Newest game first: 0.6 at weight 1, the game he missed at age 1 (a share of 0), 0.9 at age 2.
    expect(o.get('rb-a')?.snapShare).toBeCloseTo((0.6 + 0.8 * 0 + 0.8 ** 2 * 0.9) / (1 + 0.8 + 0.8 ** 2), 12);
    // The teammate's first game for the team was the middle one: the older game is before his time.
    expect(o.get('rb-b')?.snapShare).toBeCloseTo((0 + 0.8 * 0.5) / (1 + 0.8), 12);
  });

  it('counts the team games a starter missed: out since week 5, he is not the expected passer in week 12', () => {
    // The Cardinals 2025: their starter took every snap of weeks 1–5 and none since (injured reserve);
    // the backup has taken every snap of weeks 6–11. Counted over the games each played, both would
    // be at 100%, and the starter (more passes last season) was chosen.
    const weeks = Array.from({ length: 11 }, (_, i) => KICKOFF - (11 - i) * 7 * DAY);
    const snaps = weeks.map((k, i) => snapsFor(i < 5 ? 'qb-a' : 'qb-b', 'KC', 2025, k, 1));
    const o = project([target('qb-a', 'QB'), target('qb-b', 'QB')], { snaps });
    // Decay 0.8: his five games are 6–10 games old, the backup's 0–5 games old.
    const w = (age: number) => 0.8 ** age;
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].reduce((a, age) => a + w(age), 0);
    expect(o.get('qb-a')?.snapShare).toBeCloseTo(
      [6, 7, 8, 9, 10].reduce((a, age) => a + w(age), 0) / all,
      12,
    );
    expect(o.get('qb-b')?.snapShare).toBeCloseTo(1, 12);
    expect(o.get('qb-b')?.share.passAttempts).toBe(0.95);
    expect(o.get('qb-a')?.share.passAttempts).toBe(0.03);
    // Both have played this season (5 and 6 games): their bands are the played table's.
    expect(o.get('qb-a')?.projection.gamesThisSeason).toBe(5);
    expect(o.get('qb-b')?.projection.gamesThisSeason).toBe(6);
  });

  it('gives a player known last season half the snaps when he has none this season', () => {
    const snaps = [snapsFor('rb-b', 'KC', 2025, KICKOFF - 7 * DAY, 0.5)];
    const o = project([target('rb-a', 'RB'), target('rb-b', 'RB')], { snaps });
    // Same snaps (a half each): the shares split by role, each steadied by four games of the backs' mean role.
    // The Chiefs ran 20 times in their one 2024 game.
    const role = (carries: number, games: number) => carries / games / 20;
    const mean = (role(250, 17) + role(100, 10)) / 2;
    const w = (carries: number, games: number) => (role(carries, games) * games + 4 * mean) / (games + 4);
    const [a, b] = [w(250, 17), w(100, 10)];
    expect(o.get('rb-a')?.share.carries).toBeCloseTo(((350 / 400) * a) / (a + b), 12);
    expect(o.get('rb-b')?.share.carries).toBeCloseTo(((350 / 400) * b) / (a + b), 12);
    expect(o.get('rb-a')?.snapShare).toBeNull();
  });

  it('leaves a doubtful player out of his teammates’ split, and a position nobody held last season at zero', () => {
    const o = project(
      [target('rb-a', 'RB'), target('rb-b', 'RB'), target('wr-a', 'WR'), target('te-new', 'TE')],
      {
        injuries: [report('rb-b', 'Doubtful')],
      },
    );
    // Each position's share is split among its own players only: the receiver's carries are not the back's.
    expect(o.get('rb-a')?.share.carries).toBeCloseTo(350 / 400, 12);
    expect(o.get('wr-a')?.share.carries).toBeCloseTo(5 / 400, 12);
    expect(o.get('wr-a')?.share.targets).toBeCloseTo(120 / 180, 12);
    const te = o.get('te-new');
    expect(te?.share).toEqual({ passAttempts: 0, carries: 0, targets: 0 });
    expect(te?.projection.line.targets).toBe(0);
    expect(te?.projection.line.recYards).toBe(0);
  });

  it('projects a ruled-out starter at his own share, never at his position’s whole share over the backups’ claims', () => {
    // Cade Otton's case (TB, 2025 week 15, doubtful): the starter ruled out, a backup with a small
    // claim. His share was 350/400 × a / b (his claim over the backup's alone): a / b times the backs'
    // carries, 29.8 receptions for Otton. It is his claim among both, what he gets when he plays.
    const o = project([target('rb-a', 'RB'), target('rb-b', 'RB')], { injuries: [report('rb-a', 'Out')] });
    const role = (carries: number, games: number) => carries / games / 20;
    const mean = (role(250, 17) + role(100, 10)) / 2;
    const w = (carries: number, games: number) => (role(carries, games) * games + 4 * mean) / (games + 4);
    const [a, b] = [w(250, 17), w(100, 10)];
    expect(o.get('rb-a')?.share.carries).toBeCloseTo(((350 / 400) * a) / (a + b), 12);
    expect(o.get('rb-a')?.share.carries).toBeLessThan(350 / 400);
    // The backup, the one back expected to play, takes the backs' whole share.
    expect(o.get('rb-b')?.share.carries).toBeCloseTo(350 / 400, 12);
  });

  it('has the quarterback with the most snaps start; with nothing to tell them apart, the first by id', () => {
    const passes = (targets: ProjectionTarget[], over: Partial<FallbackData> = {}) => {
      const o = project(targets, over);
      return targets.map((t) => o.get(t.playerId)?.share.passAttempts);
    };
    // Two newcomers: neither has snaps nor a record.
    expect(passes([target('qb-z', 'QB'), target('qb-m', 'QB')])).toEqual([0.03, 0.95]);
    // A little more playing time beats last season's attempts.
    const snaps = [
      snapsFor('qb-a', 'KC', 2025, KICKOFF - 7 * DAY, 0.4),
      snapsFor('qb-b', 'KC', 2025, KICKOFF - 7 * DAY, 0.5),
    ];
    expect(passes([target('qb-a', 'QB'), target('qb-b', 'QB')], { snaps })).toEqual([0.03, 0.95]);
    // Any snaps this season beat none, whatever his attempts last season.
    expect(passes([target('qb-a', 'QB'), target('qb-b', 'QB')], { snaps: [snaps[1] as SnapShare] })).toEqual([
      0.03, 0.95,
    ]);
    // Equal snaps: last season's attempts decide (qb-0 comes first by id, but threw no pass).
    const equal = ['qb-0', 'qb-a'].map((id) => snapsFor(id, 'KC', 2025, KICKOFF - 7 * DAY, 0.5));
    expect(passes([target('qb-0', 'QB'), target('qb-a', 'QB')], { snaps: equal })).toEqual([0.03, 0.95]);
    // Only a quarterback can start: a back with all the snaps does not take the passes.
    const back = [snapsFor('rb-a', 'KC', 2025, KICKOFF - 7 * DAY, 0.9)];
    expect(passes([target('qb-a', 'QB'), target('rb-a', 'RB')], { snaps: back })[0]).toBe(0.95);
  });
});
