// A player's status on his team's injury report as known before a kickoff: what a projection, a DFS
// pool and a player's BioBoost read to leave out a player who will not play.
import { describe, expect, it } from 'vitest';
import { createInjuryLookup, type PlayerInjuryReport } from './injury-status.ts';

const HOUR = 3_600_000;
// The Chiefs' week-3 2025 report: Wednesday's practice report, then Friday's game statuses.
const WEDNESDAY = Date.parse('2025-09-17T20:00:00Z');
const FRIDAY = WEDNESDAY + 48 * HOUR;
const KICKOFF = Date.parse('2025-09-21T17:00:00Z');
const WEEK = 7 * 24 * HOUR;

const report = (over: Partial<PlayerInjuryReport>): PlayerInjuryReport => ({
  season: 2025,
  week: 3,
  team: 'KC',
  playerId: '00-0036212',
  name: 'Isiah Pacheco',
  position: 'RB',
  reportStatus: 'Questionable',
  primaryInjury: 'Knee',
  reportedAtMs: FRIDAY,
  ...over,
});

const PACHECO = { id: '00-0036212', name: 'Isiah Pacheco' };

describe('injury status known before kickoff', () => {
  it('reads his latest status on the report known at the time asked', () => {
    const lookup = () =>
      createInjuryLookup([
        report({ reportStatus: 'Out', reportedAtMs: FRIDAY + HOUR }),
        report({ reportStatus: 'Questionable', reportedAtMs: WEDNESDAY }),
      ]);
    expect(lookup().status(2025, 3, 'KC', PACHECO, KICKOFF)).toBe('OUT');
    // On Thursday only Wednesday's report was out; before it, nothing was.
    expect(lookup().status(2025, 3, 'KC', PACHECO, WEDNESDAY + 24 * HOUR)).toBe('QUESTIONABLE');
    expect(lookup().status(2025, 3, 'KC', PACHECO, WEDNESDAY - 1)).toBeUndefined();
    // A report published exactly at the moment asked counts.
    expect(lookup().status(2025, 3, 'KC', PACHECO, FRIDAY + HOUR)).toBe('OUT');
    // The same lookup answers each moment on its own.
    const one = lookup();
    expect(
      [WEDNESDAY - 1, KICKOFF, WEDNESDAY, KICKOFF].map((at) => one.status(2025, 3, 'KC', PACHECO, at)),
    ).toEqual([undefined, 'OUT', 'QUESTIONABLE', 'OUT']);
  });

  it('takes the later of two rows published at the same time', () => {
    const lookup = createInjuryLookup([
      report({ reportStatus: 'Questionable' }),
      report({ reportStatus: 'Doubtful' }),
    ]);
    expect(lookup.status(2025, 3, 'KC', PACHECO, KICKOFF)).toBe('DOUBTFUL');
    expect(lookup.reports(2025, 3, 'KC', KICKOFF)).toHaveLength(1);
  });

  it('finds a report without an id by his name, whatever the spelling, but never another player’s', () => {
    const lookup = createInjuryLookup([
      // Sleeper's rows carry no gsis id.
      report({ playerId: null, name: 'Hollywood Brown', reportStatus: 'Out' }),
      report({ playerId: '00-0035676', name: 'Patrick Mahomes II', reportStatus: 'Questionable' }),
      report({ playerId: null, name: 'Travis Kelce', reportStatus: 'Doubtful' }),
    ]);
    expect(lookup.status(2025, 3, 'KC', { id: '00-0035662', name: 'Hollywood Brown' }, KICKOFF)).toBe('OUT');
    expect(lookup.status(2025, 3, 'KC', { id: '00-0035676', name: 'Patrick Mahomes' }, KICKOFF)).toBe(
      'QUESTIONABLE',
    );
    // A row with another player's id is not his, even under his name.
    expect(
      lookup.status(2025, 3, 'KC', { id: '00-0099999', name: 'Patrick Mahomes II' }, KICKOFF),
    ).toBeUndefined();
    expect(lookup.status(2025, 3, 'KC', { id: '00-0030506', name: 'Travis Kelce' }, KICKOFF)).toBe(
      'DOUBTFUL',
    );
    // Two players without ids are told apart by name.
    expect(lookup.reports(2025, 3, 'KC', KICKOFF).map((r) => r.name)).toEqual([
      'Hollywood Brown',
      'Patrick Mahomes II',
      'Travis Kelce',
    ]);
  });

  it('keeps teams, weeks and seasons apart, and says whether a report was published yet', () => {
    const lookup = () =>
      createInjuryLookup([
        report({ reportStatus: 'Out' }),
        report({ team: 'BUF', playerId: '00-B', name: 'B' }),
      ]);
    expect(lookup().status(2025, 3, 'BUF', PACHECO, KICKOFF)).toBeUndefined();
    expect(lookup().status(2025, 4, 'KC', PACHECO, KICKOFF)).toBeUndefined();
    expect(lookup().status(2024, 3, 'KC', PACHECO, KICKOFF)).toBeUndefined();
    expect(lookup().published(2025, 3, 'KC', KICKOFF)).toBe(true);
    expect(lookup().published(2025, 3, 'KC', FRIDAY - 1)).toBe(false);
    expect(lookup().published(2025, 3, 'NYJ', KICKOFF)).toBe(false);
    expect(
      lookup()
        .reports(2025, 3, 'KC', KICKOFF)
        .map((r) => r.reportStatus),
    ).toEqual(['Out']);
  });

  it('counts the weeks in a row he has been listed up to this one, from the first report of the run', () => {
    const weekly = (week: number, reportStatus: string) =>
      report({ week, reportStatus, reportedAtMs: FRIDAY - (3 - week) * WEEK });
    const streak = (reports: PlayerInjuryReport[], week = 3) =>
      createInjuryLookup(reports).streak(2025, week, 'KC', PACHECO, KICKOFF);
    // Listed in weeks 1, 2 and 3: three weeks since week 1's report.
    expect(streak([weekly(1, 'Questionable'), weekly(2, 'Out'), weekly(3, 'Doubtful')])).toEqual({
      weeks: 3,
      sinceMs: FRIDAY - 2 * WEEK,
    });
    // Healthy in week 1 (a "full" practice line): the run starts in week 2.
    expect(streak([weekly(1, ''), weekly(2, 'Out'), weekly(3, 'Out')])).toEqual({
      weeks: 2,
      sinceMs: FRIDAY - WEEK,
    });
    // Not listed in week 2: the run is this week's only.
    expect(streak([weekly(1, 'Out'), weekly(3, 'Out')])).toEqual({ weeks: 1, sinceMs: FRIDAY });
    // Not listed this week: no run, whatever came before.
    expect(streak([weekly(1, 'Out'), weekly(2, 'Out')])).toEqual({ weeks: 0, sinceMs: null });
    // Week 1 is the first week there is.
    expect(streak([weekly(1, 'Out')], 1)).toEqual({ weeks: 1, sinceMs: FRIDAY - 2 * WEEK });
  });
});
