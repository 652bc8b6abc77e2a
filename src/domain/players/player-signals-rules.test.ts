// A player's BioBoost inputs for one game, assembled from what is known at kickoff: his team's side
// of the schedule facts, the kickoff weather, the occasion and the defence he faces, his form, and his
// injury report with his role.
import { describe, expect, it } from 'vitest';
import type { ModelGame } from '../model/game.ts';
import { sampleGame } from '../model/sample-game.test-data.ts';
import { buildScheduleFacts } from '../model/schedule-facts.ts';
import { type PlayerSignals, playerBioBoost } from './bioboost/player-bioboost.ts';
import { draftKingsPoints } from './fantasy-scoring.ts';
import { createInjuryLookup, type PlayerInjuryReport } from './injury-status.ts';
import { DAY, lineOf } from './player-lines.test-data.ts';
import { createSignalBuilder, formGame, type PlayerFacts } from './player-signals.ts';
import type { ProjectionTarget } from './project-player.ts';

const BUFFALO = {
  id: 'BUF00',
  latitude: 42.774,
  longitude: -78.787,
  timeZone: 'America/New_York',
  country: 'US',
};
// Week 4: KC at Buffalo (so Buffalo has a home base); week 5: BUF at KC, 1 pm ET (sampleGame).
const week4 = sampleGame({
  id: '2030_04_KC_BUF',
  week: 4,
  kickoffMs: Date.parse('2030-09-29T17:00:00Z'),
  homeTeam: 'BUF',
  awayTeam: 'KC',
  venue: BUFFALO,
});
const week5 = sampleGame();

const target = (team: 'KC' | 'BUF', over: Partial<ProjectionTarget> = {}): ProjectionTarget => ({
  playerId: `${team}-te`,
  name: team === 'KC' ? 'Travis Kelce' : 'Dalton Kincaid',
  position: 'TE',
  team,
  opponent: team === 'KC' ? 'BUF' : 'KC',
  season: 2030,
  week: 5,
  gameId: week5.id,
  kickoffMs: week5.kickoffMs,
  ...over,
});

const report = (
  week: number,
  status: string,
  reportedAtMs: number,
  injury: string | null = null,
): PlayerInjuryReport => ({
  season: 2030,
  week,
  team: 'KC',
  playerId: 'KC-te',
  name: 'Travis Kelce',
  position: 'TE',
  reportStatus: status,
  primaryInjury: injury,
  reportedAtMs,
});

const form = [1, 2, 3].map((w) =>
  formGame(
    lineOf('KC-te', 'TE', w, { targets: 6 + w, receptions: 5, recYards: 50 + 10 * w }, { season: 2030 }),
  ),
);
const facts = (over: Partial<PlayerFacts> = {}): PlayerFacts => ({
  form,
  opponentRatio: 0.8,
  matchup: 'position',
  role: { slot: 'TE', rank: 1, starter: true, depth: 'good' },
  ...over,
});

describe("a player's BioBoost signals", () => {
  it("reads a home player's side of the schedule, the weather, the occasion and his injury run", () => {
    // Questionable in week 4 (reported 3½ days before that kickoff), doubtful with an ankle in week 5.
    const since = week4.kickoffMs - 3.5 * DAY;
    const injuries = createInjuryLookup([
      // A teammate listed first, with his own injury: not Kelce's.
      { ...report(5, 'Out', week5.kickoffMs - 3 * DAY, 'Knee'), playerId: 'KC-wr', name: 'Rashee Rice' },
      report(4, 'Questionable', since),
      report(5, 'Doubtful', week5.kickoffMs - 2 * DAY, 'Ankle'),
    ]);
    const games = [week4, week5];
    const bio = createSignalBuilder(games, injuries)(target('KC'), facts());
    const side = buildScheduleFacts(games).get(week5.id);
    const expected: PlayerSignals = {
      season: 2030,
      sleep: side?.home as PlayerSignals['sleep'],
      form,
      stress: {
        primeTime: false,
        slotLabel: null,
        divisional: false,
        playoff: false,
        isHome: true,
        opponentRatio: 0.8,
        matchup: 'position',
        position: 'TE',
        opponent: 'BUF',
      },
      weather: { roof: 'outdoors', temperatureF: 20, windMph: 22, humidityPct: null },
      injury: {
        reportPublished: true,
        status: 'DOUBTFUL',
        injury: 'Ankle',
        weeksListed: 2,
        // 7 days between the kickoffs and 3½ before: 10½ days, counted as 10.
        daysListed: 10,
        slot: 'TE',
        starter: true,
        depth: 'good',
      },
    };
    expect(bio).toEqual(playerBioBoost(expected));
    expect(bio?.injuryRecoveryDays).toBe(10);
    expect(bio?.inputs.recovery.reason).toMatch(
      /^Doubtful \(ankle\), 2nd week listed; TE, good depth behind him/,
    );
    // 35, at home, and a defence that allowed tight ends 20% fewer points: +8.
    expect(bio?.inputs.cortisol.value).toBe(43);
    expect(bio?.inputs.cortisol.reason).toBe('At home; BUF has allowed TEs 20% fewer DK points than average');
  });

  it("reads an away player's side, a night playoff game's stakes, and no listing of his", () => {
    const night = {
      ...week5,
      gameType: 'WC' as const,
      divisional: true,
      kickoffMs: Date.parse('2030-10-07T00:20:00Z'),
    };
    const games = [week4, night];
    const injuries = createInjuryLookup([report(5, 'Out', night.kickoffMs - DAY)]);
    const bio = createSignalBuilder(games, injuries)(
      target('BUF', { kickoffMs: night.kickoffMs }),
      facts({
        opponentRatio: 1.2,
        matchup: 'points',
        role: { slot: 'WR3', rank: 4, starter: false, depth: 'poor' },
      }),
    );
    const side = buildScheduleFacts(games).get(night.id);
    expect(side?.away).not.toEqual(side?.home);
    expect(bio?.inputs.sleep).toMatchObject(
      playerBioBoost({ ...baseSignals(), sleep: side?.away as PlayerSignals['sleep'] }).inputs.sleep,
    );
    // 35 + prime time 12 + divisional 8 + playoff 15 + away 5 − 8 for a defence allowing 20% more.
    expect(bio?.inputs.cortisol.value).toBe(67);
    expect(bio?.inputs.cortisol.reason).toBe(
      'Playoff game; Sunday night prime time; divisional game; away from home; KC has allowed 20% more points per game than average',
    );
    // BUF published no report: recovery unknown (not healthy), and no days listed.
    expect(bio?.inputs.recovery).toEqual({
      value: null,
      reason: "No report: his team's injury report for this game is not known, left out of the score",
    });
    expect(bio?.injuryRecoveryDays).toBe(0);
  });

  it('counts a player his published report does not list as healthy', () => {
    const injuries = createInjuryLookup([
      { ...report(5, 'Out', week5.kickoffMs - DAY), playerId: 'someone', name: 'Someone Else' },
    ]);
    const bio = createSignalBuilder([week4, week5], injuries)(target('KC'), facts());
    expect(bio?.inputs.recovery).toEqual({
      value: 100,
      reason: 'Not listed out, doubtful, questionable or probable',
    });
  });

  it("leaves his recovery unknown while his team's rows carry no game status (practice reports only)", () => {
    // A practice row (blank game status) for a teammate: no designation is known yet, so not "healthy".
    const injuries = createInjuryLookup([
      { ...report(5, '', week5.kickoffMs - DAY), playerId: 'someone', name: 'Someone Else' },
    ]);
    const bio = createSignalBuilder([week4, week5], injuries)(target('KC'), facts());
    expect(bio?.inputs.recovery).toEqual({
      value: null,
      reason: "No report: his team's injury report for this game is not known, left out of the score",
    });
  });

  it('lists a player on his first week with the days since his report', () => {
    const injuries = createInjuryLookup([report(5, 'Questionable', week5.kickoffMs - 2.9 * DAY, null)]);
    const bio = createSignalBuilder([week4, week5], injuries)(
      target('KC'),
      facts({ role: { slot: 'TE', rank: 2, starter: false, depth: 'excellent' } }),
    );
    expect(bio?.injuryRecoveryDays).toBe(2);
    expect(bio?.inputs.recovery.reason).toMatch(
      /^Questionable; TE, not a starter, excellent depth behind him: impact /,
    );
  });

  it('has no signals for a game the schedule does not hold', () => {
    const build = createSignalBuilder([week4, week5], createInjuryLookup([]));
    expect(build(target('KC', { gameId: 'elsewhere' }), facts())).toBeUndefined();
  });
});

function baseSignals(): PlayerSignals {
  const g: ModelGame = week5;
  return {
    season: 2030,
    sleep: { restDays: null, previousWeekday: null, travelMiles: null, zonesCrossed: 0, bodyClockHour: null },
    form,
    stress: {
      primeTime: false,
      slotLabel: null,
      divisional: g.divisional,
      playoff: false,
      isHome: true,
      opponentRatio: 1,
      matchup: 'position',
      position: 'TE',
      opponent: 'BUF',
    },
    weather: { roof: g.roof, ...g.weather },
    injury: {
      reportPublished: false,
      status: 'HEALTHY',
      injury: null,
      weeksListed: 1,
      daysListed: 0,
      slot: 'TE',
      starter: true,
      depth: 'average',
    },
  };
}

describe("a game's line as form reads it", () => {
  it('counts attempts, carries and targets as opportunities and scores the line on DraftKings', () => {
    const line = {
      passAttempts: 1,
      carries: 2,
      rushYards: 10,
      targets: 8,
      receptions: 6,
      recYards: 70,
      recTds: 1,
    };
    const g = lineOf('wr', 'WR', 3, line, { season: 2024, snapShare: 0.8 });
    // 1 point a catch, 0.1 a yard (80 yards), 6 a touchdown.
    expect(formGame(g)).toEqual({ season: 2024, snapShare: 0.8, opportunities: 11, dkPoints: 20 });
    expect(draftKingsPoints(g.line)).toBe(20);
    expect(formGame(lineOf('wr', 'WR', 3, line)).snapShare).toBeNull();
  });
});
