import { describe, expect, it } from 'vitest';
import type { ModelGame } from './game.ts';
import { attachInjuryReports, type InjuryReportRow } from './injury-reports.ts';
import type { SnapShareRow } from './snap-roles.ts';

const kickoff = Date.UTC(2025, 10, 23, 18);
const game = (week: number, kickoffMs = kickoff): ModelGame => ({
  id: `2025_${week}_KC_DEN`,
  season: 2025,
  week,
  gameType: 'REG',
  kickoffMs,
  homeTeam: 'DEN',
  awayTeam: 'KC',
  neutralSite: false,
  divisional: true,
  venue: null,
  roof: 'outdoors',
  weather: { temperatureF: null, windMph: null, humidityPct: null },
  market: { spread: null, total: null },
  result: null,
});
const report = (
  week: number,
  fullName: string,
  reportStatus: string | null,
  at = kickoff - 86_400_000,
): InjuryReportRow => ({
  season: 2025,
  week,
  team: 'KC',
  fullName,
  position: 'WR',
  reportStatus,
  injury: reportStatus ? 'Ankle' : null,
  reportedAtMs: at,
});
const snap = (week: number, player: string, share: number, position = 'WR'): SnapShareRow => ({
  season: 2025,
  week,
  team: 'KC',
  player,
  position,
  offensePct: share,
  defensePct: 0,
  specialTeamsPct: 0,
});

describe('injury reports for the recovery input', () => {
  it('lists each player once, with his injury, weeks in a row on the report, whether he starts and his rank', () => {
    const reports = [
      report(10, 'Xavier Worthy', 'Questionable'),
      report(11, 'Xavier Worthy', 'Out'),
      report(12, 'Xavier Worthy', 'Out'),
      report(12, 'Hollywood Brown', 'Questionable'),
      report(12, 'Hollywood Brown', 'Out', kickoff - 3_600_000), // a later update before kickoff wins
    ];
    // Worthy started week 8, then left week 9 early hurt: still a starter. Brown has been a backup.
    const snaps = [
      snap(8, 'Xavier Worthy', 0.82),
      snap(9, 'Xavier Worthy', 0.2),
      snap(10, 'Hollywood Brown', 0.31),
      snap(11, 'Hollywood Brown', 0.3),
      snap(11, 'Travis Kelce', 0.9, 'TE'),
    ];
    const [g] = attachInjuryReports([game(12)], reports, snaps);
    // Worthy's typical share (0.82 + 0.2) / 2 = 0.51 beats Brown's 0.305: WR1 and WR2 of the receivers.
    // Two receivers for three WR places: nobody is left to replace either (backup ratio 0).
    expect(g?.injuries?.away).toEqual([
      {
        playerName: 'Hollywood Brown',
        position: 'WR',
        status: 'OUT',
        weeksInjured: 1,
        isStarter: false,
        rank: 2,
        backupRatio: 0,
        injury: 'Ankle',
      },
      {
        playerName: 'Xavier Worthy',
        position: 'WR',
        status: 'OUT',
        weeksInjured: 3,
        isStarter: true,
        rank: 1,
        backupRatio: 0,
        injury: 'Ankle',
      },
    ]);
    expect(g?.injuries?.home).toEqual([]);
  });

  it('ignores reports published after kickoff, and says nothing for a week with no report yet', () => {
    const late = [report(12, 'Xavier Worthy', 'Out', kickoff + 60_000)];
    expect(attachInjuryReports([game(12)], late, [])[0]?.injuries).toBeUndefined();
    const other = [report(12, 'Someone Else', 'Out'), report(12, 'Xavier Worthy', 'Out', kickoff + 60_000)];
    expect(attachInjuryReports([game(12)], other, [])[0]?.injuries?.away.map((e) => e.playerName)).toEqual([
      'Someone Else',
    ]);
  });

  it('leaves the role unknown when no snap counts exist for the season', () => {
    const [g] = attachInjuryReports([game(12)], [report(12, 'Xavier Worthy', 'Doubtful')], []);
    expect(g?.injuries?.away[0]).toMatchObject({ status: 'DOUBTFUL', isStarter: undefined, weeksInjured: 1 });
    expect(g?.injuries?.away[0]?.rank).toBeUndefined();
  });

  it('counts the weeks in a row he was listed, a healthy week breaking the run', () => {
    const reports = [
      report(10, 'Xavier Worthy', 'Out'),
      report(11, 'Xavier Worthy', 'Full'),
      report(12, 'Xavier Worthy', 'Out'),
      report(11, 'Hollywood Brown', 'Out'),
      report(12, 'Hollywood Brown', 'Full'),
    ];
    const [g] = attachInjuryReports([game(12)], reports, []);
    expect(g?.injuries?.away.map((e) => [e.playerName, e.status, e.weeksInjured])).toEqual([
      // Listed last week, practising fully now: no run this week.
      ['Hollywood Brown', 'HEALTHY', undefined],
      ['Xavier Worthy', 'OUT', 1],
    ]);
  });

  it('counts a report published exactly at kickoff, and takes the latest report whatever the order', () => {
    const atKickoff = attachInjuryReports([game(12)], [report(12, 'Xavier Worthy', 'Out', kickoff)], []);
    expect(atKickoff[0]?.injuries?.away.map((e) => e.status)).toEqual(['OUT']);
    const latestFirst = [
      report(12, 'Xavier Worthy', 'Out', kickoff - 3_600_000),
      report(12, 'Xavier Worthy', 'Questionable', kickoff - 86_400_000),
    ];
    expect(attachInjuryReports([game(12)], latestFirst, [])[0]?.injuries?.away.map((e) => e.status)).toEqual([
      'OUT',
    ]);
  });

  it('gives a rank only where the position is ranked, and a depth only where the unit has starters', () => {
    const kicker = { ...report(12, 'Harrison Butker', 'Out'), position: 'K' };
    const receiver = report(12, 'Xavier Worthy', 'Out');
    const snaps = [snap(11, 'Xavier Worthy', 0.8), snap(11, 'JuJu Smith-Schuster', 0.6)];
    const [g] = attachInjuryReports([game(12)], [kicker, receiver], snaps);
    const [k, wr] = g?.injuries?.away ?? [];
    expect(Object.keys(k ?? {})).not.toContain('rank');
    expect(Object.keys(wr ?? {})).toContain('rank');
    expect(Object.keys(wr ?? {})).toContain('backupRatio');
    // Without snap counts the receiver's depth is unknown: no backup ratio at all.
    const [unknown] = attachInjuryReports([game(12)], [receiver], []);
    expect(Object.keys(unknown?.injuries?.away[0] ?? {})).not.toContain('backupRatio');
    // A report without a position belongs to no unit: no depth either.
    const noPosition = { ...receiver, position: null };
    const [blank] = attachInjuryReports([game(12)], [noPosition], snaps);
    expect(blank?.injuries?.away[0]).toMatchObject({ position: '', status: 'OUT' });
    expect(Object.keys(blank?.injuries?.away[0] ?? {})).not.toContain('backupRatio');
  });
});
