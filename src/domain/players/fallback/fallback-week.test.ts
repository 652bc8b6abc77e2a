// Projections without weekly lines: how a team's volume is shared among the players listed for the
// game (snap share × last season's role, within the position's league share), who throws, and what
// stands in when nothing this season is known yet.
import { describe, expect, it } from 'vitest';
import { sampleGame } from '../../model/sample-game.test-data.ts';
import { chiefsPlayer } from '../chiefs-player.test-data.ts';
import type { PlayerInjuryReport } from '../injury-status.ts';
import type { ProjectionTarget } from '../project-player.ts';
import { PROJECTION_PARAMS } from '../projection-params.ts';
import { chiefsInjury, seasonTotals } from './fallback.test-data.ts';
import { fallbackBioBoosts } from './fallback-bioboost.ts';
import { type FallbackData, fallbackProjections, type SnapShare } from './fallback-week.ts';
import { leagueRates, seasonShare } from './season-rates.ts';

const GAME = sampleGame({
  id: '2025_03_BUF_KC',
  season: 2025,
  week: 3,
  kickoffMs: Date.parse('2025-09-21T17:00:00Z'),
  market: { spread: null, total: null },
});
const DAY = 86_400_000;

const target = (playerId: string, position: ProjectionTarget['position']): ProjectionTarget =>
  chiefsPlayer(playerId, position, { gameId: GAME.id, week: 3, kickoffMs: GAME.kickoffMs });

const lastSeason = seasonTotals;

/** One 2025 game a week before this one, with these snap shares. */
const snapsLastWeek = (shares: Record<string, number>): SnapShare[] =>
  Object.entries(shares).map(([playerId, share]) => ({
    playerId,
    name: playerId,
    position: null,
    team: 'KC',
    season: 2025,
    gameId: '2025_02_KC',
    kickoffMs: GAME.kickoffMs - 7 * DAY,
    share,
  }));

const LAST_SEASON = [
  lastSeason('qb-a', 'QB', 17, { passAttempts: 560, completions: 370, passYards: 4000 }),
  lastSeason('wr-a', 'WR', 17, { targets: 120, receptions: 80, recYards: 1000 }),
  lastSeason('wr-b', 'WR', 17, { targets: 60, receptions: 40, recYards: 500 }),
  lastSeason('rb-a', 'RB', 17, { carries: 250, targets: 40, rushYards: 1100 }),
  lastSeason('qb-b', 'QB', 3, { passAttempts: 90, completions: 50, passYards: 600 }),
];

// Last season's team volume: one Chiefs game and one Bills game, in September 2024.
const TEAM_GAMES_2024 = [
  {
    team: 'KC',
    season: 2024,
    week: 1,
    gameId: 'a',
    kickoffMs: Date.parse('2024-09-08T17:00:00Z'),
    volume: { passAttempts: 30, carries: 20, targets: 28 },
  },
  {
    team: 'BUF',
    season: 2024,
    week: 1,
    gameId: 'a',
    kickoffMs: Date.parse('2024-09-08T17:00:00Z'),
    volume: { passAttempts: 40, carries: 30, targets: 38 },
  },
];

function data(over: Partial<FallbackData> = {}): FallbackData {
  return {
    season: 2025,
    lastSeason: LAST_SEASON,
    teamGames: TEAM_GAMES_2024,
    snaps: [],
    games: [GAME],
    injuries: [],
    ...over,
  };
}

const out = (playerId: string) => chiefsInjury(playerId, 'Out', GAME.kickoffMs);

const byId = (outlooks: ReturnType<typeof fallbackProjections>) =>
  new Map(outlooks.map((o) => [o.projection.target.playerId, o]));

describe('fallback projections', () => {
  it('splits the position’s league share among the listed players by snaps and role', () => {
    const targets = [target('wr-a', 'WR'), target('wr-b', 'WR'), target('wr-new', 'WR')];
    const o = byId(
      fallbackProjections(
        data({ snaps: snapsLastWeek({ 'wr-a': 0.9, 'wr-b': 0.9 }) }),
        targets,
        PROJECTION_PARAMS,
      ),
    );
    const league = leagueRates(LAST_SEASON, TEAM_GAMES_2024);
    const shares = targets.map((t) => o.get(t.playerId)?.share.targets ?? Number.NaN);
    // The three take exactly the receivers' share of the league's targets between them.
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(league.positionShare.WR.targets, 12);
    // Same snaps: the bigger role last season gets more; the newcomer (no snaps, no record: a quarter
    // of the snaps, the position's average role) gets least.
    const [a, b, newcomer] = shares as [number, number, number];
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(newcomer);
    expect(newcomer).toBeGreaterThan(0);
    expect(o.get('wr-a')?.snapShare).toBe(0.9);
    expect(o.get('wr-new')?.snapShare).toBeNull();
    expect(o.get('wr-a')?.lastSeasonGames).toBe(17);
    expect(o.get('wr-new')?.lastSeasonGames).toBe(0);
  });

  it('weighs each receiver by snaps × last season’s role, steadied by four games of the position’s average role', () => {
    const targets = [target('wr-a', 'WR'), target('wr-b', 'WR'), target('wr-new', 'WR')];
    const snaps = snapsLastWeek({ 'wr-a': 0.9, 'wr-b': 0.6 });
    const o = byId(fallbackProjections(data({ snaps }), targets, PROJECTION_PARAMS));
    const [a, b] = [LAST_SEASON[1], LAST_SEASON[2]].map((t) => seasonShare(t, TEAM_GAMES_2024).targets) as [
      number,
      number,
    ];
    const mean = (a + b) / 2;
    // The newcomer: no snaps and no record, a quarter of the snaps at the average role.
    const weights = [0.9 * ((a * 17 + 4 * mean) / 21), 0.6 * ((b * 17 + 4 * mean) / 21), 0.25 * mean];
    const total = weights.reduce((x, y) => x + y, 0);
    const receivers = leagueRates(LAST_SEASON, TEAM_GAMES_2024).positionShare.WR.targets;
    targets.forEach((t, i) => {
      expect(o.get(t.playerId)?.share.targets).toBeCloseTo((receivers * (weights[i] ?? 0)) / total, 12);
    });
    // A game played after this kickoff changes nothing.
    const later = snapsLastWeek({ 'wr-a': 0.1, 'wr-b': 1 }).map((x) => ({
      ...x,
      gameId: 'later',
      kickoffMs: GAME.kickoffMs + DAY,
    }));
    const again = byId(
      fallbackProjections(data({ snaps: [...snaps, ...later] }), targets, PROJECTION_PARAMS),
    );
    expect(again.get('wr-a')?.share).toEqual(o.get('wr-a')?.share);
  });

  it('gives the one ruled out no share of his teammates’ volume', () => {
    const targets = [target('wr-a', 'WR'), target('wr-b', 'WR')];
    const snaps = snapsLastWeek({ 'wr-a': 0.9, 'wr-b': 0.9 });
    const o = byId(fallbackProjections(data({ snaps, injuries: [out('wr-a')] }), targets, PROJECTION_PARAMS));
    const league = leagueRates(LAST_SEASON, TEAM_GAMES_2024);
    // wr-b alone carries the receivers' share.
    expect(o.get('wr-b')?.share.targets).toBeCloseTo(league.positionShare.WR.targets, 12);
  });

  it('has the quarterback with the most recent snaps throw 95% of the passes, the other 3%', () => {
    const targets = [target('qb-a', 'QB'), target('qb-b', 'QB')];
    const passes = (over: Partial<FallbackData>) => {
      const o = byId(fallbackProjections(data(over), targets, PROJECTION_PARAMS));
      return [o.get('qb-a')?.share.passAttempts, o.get('qb-b')?.share.passAttempts];
    };
    // No snaps yet: last season's passer starts.
    expect(passes({})).toEqual([0.95, 0.03]);
    // The backup took the snaps last week: he starts.
    expect(passes({ snaps: snapsLastWeek({ 'qb-a': 0.1, 'qb-b': 1 }) })).toEqual([0.03, 0.95]);
    // The starter is out: the other one throws.
    expect(passes({ injuries: [out('qb-a')] })).toEqual([0.03, 0.95]);
  });

  it('uses the league’s volume per game and a neutral opponent before any 2025 game is known', () => {
    const targets = [target('qb-a', 'QB')];
    const [qb] = fallbackProjections(data(), targets, PROJECTION_PARAMS);
    expect(qb?.projection.opponentRatio).toBe(1);
    expect(qb?.projection.environment).toBe(1);
    // KC's own 2024 game counts at the previous-season weight, against 12 games of the league's 35.
    const w = PROJECTION_PARAMS.previousSeasonWeight;
    const prior = PROJECTION_PARAMS.teamPriorGames;
    const volume = (w * 30 + prior * 35) / (w + prior);
    expect(qb?.projection.line.passAttempts).toBeCloseTo(volume * 0.95, 10);
    // His rates: last season's 370 of 560 completed for 4,000 yards, steadied by the efficiency prior's
    // worth of attempts at the league's quarterback rates (420 of 650 for 4,600 yards).
    const e = PROJECTION_PARAMS.efficiencyPrior;
    const attempts = volume * 0.95;
    expect(qb?.projection.line.completions).toBeCloseTo((attempts * (370 + (e * 420) / 650)) / (560 + e), 10);
    expect(qb?.projection.line.passYards).toBeCloseTo((attempts * (4000 + (e * 4600) / 650)) / (560 + e), 10);
  });

  it('reads the market’s implied points and the points the opponent allowed in games already finished', () => {
    // KC −3 with a total of 47: the Chiefs are expected to score 25. Week 1: the Bills allowed 10 at
    // home to the Jets; the Dolphins and Patriots drew 20–20: 20 points per team-game league-wide.
    const earlier = (id: string, homeTeam: string, awayTeam: string, homeScore: number, awayScore: number) =>
      sampleGame({
        id,
        season: 2025,
        week: 1,
        kickoffMs: GAME.kickoffMs - 14 * DAY,
        homeTeam,
        awayTeam,
        result: { homeScore, awayScore },
      });
    const games = [
      { ...GAME, market: { spread: 3, total: 47 } },
      earlier('w1a', 'BUF', 'NYJ', 30, 10),
      earlier('w1b', 'MIA', 'NE', 20, 20),
      { ...earlier('w1c', 'LV', 'LAC', 99, 99), season: 2024 },
    ];
    const [qb] = fallbackProjections(data({ games }), [target('qb-a', 'QB')], PROJECTION_PARAMS);
    const prior = PROJECTION_PARAMS.opponentPriorGames;
    const ratio = (10 + prior * 20) / ((1 + prior) * 20);
    expect(qb?.projection.environment).toBeCloseTo(25 / 22, 12);
    expect(qb?.projection.opponentRatio).toBeCloseTo(ratio, 12);
    expect(qb?.projection.opponent).toBeCloseTo(1 + PROJECTION_PARAMS.opponentWeight * (ratio - 1), 12);
  });
});

describe('fallback BioBoost', () => {
  const targets = [target('wr-a', 'WR'), target('wr-b', 'WR')];
  const boosts = (snaps: SnapShare[], injuries: PlayerInjuryReport[] = []) => {
    const d = data({ snaps, injuries });
    const outlooks = fallbackProjections(d, targets, PROJECTION_PARAMS);
    return new Map([...fallbackBioBoosts(d, outlooks)].map(([o, b]) => [o.projection.target.playerId, b]));
  };

  it('gives every projected player a BioBoost: form from snaps known before kickoff, depth from teammates listed', () => {
    const lastWeek = snapsLastWeek({ 'wr-a': 0.9, 'wr-b': 0.5 });
    expect([...boosts(lastWeek).keys()]).toEqual(['wr-a', 'wr-b']);
    // Questionable, his recovery depends on who backs him up: less with the other receiver out.
    const questionable = { ...out('wr-a'), reportStatus: 'Questionable' };
    const covered = boosts(lastWeek, [questionable]).get('wr-a')?.inputs.recovery.value ?? 0;
    const alone = boosts(lastWeek, [questionable, out('wr-b')]).get('wr-a')?.inputs.recovery.value ?? 0;
    expect(alone).toBeLessThan(covered);
    // Four finished games: a receiver whose snaps fell from 90% to 30% in the last three is in worse form.
    const weeks = (shares: number[]) =>
      shares.map(
        (share, i) =>
          ({
            ...lastWeek[0],
            gameId: `w${i}`,
            kickoffMs: GAME.kickoffMs - (4 - i) * 7 * DAY,
            share,
          }) as SnapShare,
      );
    const steady = boosts(weeks([0.9, 0.9, 0.9, 0.9])).get('wr-a');
    const fading = boosts(weeks([0.9, 0.3, 0.3, 0.3])).get('wr-a');
    expect(fading?.inputs.tIndex.value).toBeLessThan(steady?.inputs.tIndex.value ?? 0);
    // A game still being played at kickoff (its snaps known four hours later) changes nothing.
    const during = {
      ...lastWeek[0],
      gameId: 'now',
      kickoffMs: GAME.kickoffMs - 3_600_000,
      share: 0.05,
    } as SnapShare;
    expect(boosts([...weeks([0.9, 0.9, 0.9, 0.9]), during]).get('wr-a')).toEqual(steady);
  });

  // His snap shares in the last four finished games, four weeks ago first.
  const formWeeks = (playerId: string, shares: number[]) =>
    shares.map((share, i) => ({
      ...snapsLastWeek({ [playerId]: share })[0],
      gameId: `w${i}`,
      kickoffMs: GAME.kickoffMs - (4 - i) * 7 * DAY,
      share,
    })) as SnapShare[];
  const form = (snaps: SnapShare[]) => boosts(snaps).get('wr-a')?.inputs.tIndex;

  it('reads his form from his own snaps in time order, the last ones known just before kickoff included', () => {
    const fading = form(formWeeks('wr-a', [0.9, 0.3, 0.3, 0.3]));
    expect(fading?.value).toBeLessThan(form(formWeeks('wr-a', [0.9, 0.9, 0.9, 0.9]))?.value ?? 0);
    // Listed newest first, the same games tell the same story.
    expect(form(formWeeks('wr-a', [0.9, 0.3, 0.3, 0.3]).reverse())).toEqual(fading);
    // A teammate's snaps are not his.
    expect(form([...formWeeks('wr-a', [0.9, 0.3, 0.3, 0.3]), ...formWeeks('wr-b', [0.2, 1, 1, 1])])).toEqual(
      fading,
    );
    // A game whose snaps became known exactly at kickoff (four hours after its own) counts.
    const justKnown = {
      ...formWeeks('wr-a', [0.3])[0],
      gameId: 'thu',
      kickoffMs: GAME.kickoffMs - 4 * 3_600_000,
    } as SnapShare;
    const steadyThree = formWeeks('wr-a', [0.9, 0.9, 0.9]);
    // Three games alone give no baseline (form unknown); the fourth, known at kickoff, makes one, and
    // his drop to 30% reads below the neutral 50.
    expect(form(steadyThree)?.value).toBeNull();
    expect(form([...steadyThree, justKnown])?.value).toBeLessThan(50);
  });

  it('counts a doubtful backup as missing, like one ruled out', () => {
    const lastWeek = snapsLastWeek({ 'wr-a': 0.9, 'wr-b': 0.5 });
    const questionable = { ...out('wr-a'), reportStatus: 'Questionable' };
    const recovery = (injuries: PlayerInjuryReport[]) =>
      boosts(lastWeek, [questionable, ...injuries]).get('wr-a')?.inputs.recovery;
    const doubtful = recovery([{ ...out('wr-b'), reportStatus: 'Doubtful' }]);
    expect(doubtful?.value).toBeLessThan(recovery([])?.value ?? 0);
    expect(doubtful).toEqual(recovery([out('wr-b')]));
  });

  it('gives no BioBoost to a player whose game is not on the schedule', () => {
    const d = data({ snaps: snapsLastWeek({ 'wr-a': 0.9 }) });
    const elsewhere = chiefsPlayer('wr-a', 'WR', {
      gameId: 'not-scheduled',
      week: 3,
      kickoffMs: GAME.kickoffMs,
    });
    const outlooks = fallbackProjections(d, [elsewhere, target('wr-b', 'WR')], PROJECTION_PARAMS);
    const ids = [...fallbackBioBoosts(d, outlooks).keys()].map((o) => o.projection.target.playerId);
    expect(ids).toEqual(['wr-b']);
  });
});
