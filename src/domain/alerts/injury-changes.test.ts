import { describe, expect, it } from 'vitest';
import type { SnapShareRow } from '../model/snap-roles.ts';
import type { AlertGame } from './alert.ts';
import {
  type InjuryReportEntry,
  injuryAlerts,
  injuryUrgency,
  type QbStart,
  starterIndex,
} from './injury-changes.ts';

const games = new Map<string, AlertGame>();
for (const week of [14, 15])
  games.set(`${week}|KC`, {
    gameId: `2025_${week}_KC_X`,
    season: 2025,
    week,
    homeTeam: 'KC',
    awayTeam: 'LAC',
    kickoffMs: Date.parse(`2025-12-${week === 14 ? '07' : '14'}T18:00:00Z`),
    roof: 'outdoors',
  });
const gameOf = (_season: number, week: number, team: string) => games.get(`${week}|${team}`);

const report = (
  week: number,
  fullName: string,
  position: string,
  status: string | null,
  extra: Partial<InjuryReportEntry> = {},
): InjuryReportEntry => ({
  source: 'nflverse',
  season: 2025,
  week,
  team: 'KC',
  playerKey: `00-${fullName}`,
  gsisId: `00-${fullName}`,
  fullName,
  position,
  status,
  reportedAtMs: Date.parse(`2025-12-${week === 14 ? '06' : '13'}T18:00:00Z`),
  ...extra,
});

const snap = (week: number, player: string, offensePct: number): SnapShareRow => ({
  season: 2025,
  week,
  team: 'KC',
  player,
  position: 'G',
  offensePct,
  defensePct: null,
  specialTeamsPct: 0.1,
});
const snaps: SnapShareRow[] = [
  snap(13, 'Trey Smith', 1),
  snap(13, 'Backup Guard', 0.05),
  snap(14, 'Trey Smith', 0.98),
];

describe('injury alerts', () => {
  it('alerts a starter’s change of status against the team’s previous report, with spec-weighted urgency', () => {
    const { alerts, unknownRole } = injuryAlerts(
      [
        report(14, 'Trey Smith', 'G', 'Questionable'),
        report(15, 'Trey Smith', 'G', 'Out'),
        report(15, 'Backup Guard', 'G', 'Out'),
      ],
      gameOf,
      starterIndex(snaps, []),
    );
    expect(unknownRole).toBe(0);
    // Week 14 had no earlier report: "not listed" → Questionable (0.8 × 0.5 = 40, Moderate).
    expect(alerts.map((a) => [a.title, a.urgency, a.oldValue, a.newValue, a.gameId])).toEqual([
      [
        'Trey Smith (G, KC): Not listed → Questionable',
        'medium',
        'Not listed',
        'Questionable',
        '2025_14_KC_X',
      ],
      ['Trey Smith (G, KC): Questionable → Out', 'medium', 'Questionable', 'Out', '2025_15_KC_X'],
    ]);
    // His best share in his last three games (100% in week 13, 98% in week 14).
    expect(alerts[1]?.details).toMatchObject({ kind: 'injury', snapShare: 1, impactPoints: 40 });
    expect(alerts.every((a) => a.side === null && a.player === 'Trey Smith')).toBe(true);
  });

  it('knows a quarterback starter from the games’ listed starters when snap counts are missing', () => {
    const qbs: QbStart[] = [{ season: 2025, week: 14, team: 'KC', gsisId: '00-Patrick Mahomes' }];
    const noSnaps = starterIndex([], qbs);
    const { alerts, unknownRole } = injuryAlerts(
      [report(15, 'Patrick Mahomes', 'QB', 'Out'), report(15, 'Rashee Rice', 'WR', 'Doubtful')],
      gameOf,
      noSnaps,
    );
    expect(alerts.map((a) => [a.title, a.urgency])).toEqual([
      ['Patrick Mahomes (QB, KC): Not listed → Out', 'high'],
    ]);
    // Without snap counts nobody can say whether the receiver starts: skipped and counted.
    expect(unknownRole).toBe(1);
  });

  it('stores a status once when two sources report it, and nothing when it did not change', () => {
    const { alerts } = injuryAlerts(
      [
        report(14, 'Trey Smith', 'G', 'Out'),
        report(15, 'Trey Smith', 'G', 'Out'),
        report(15, 'Trey Smith', 'G', 'Questionable', {
          source: 'sleeper',
          reportedAtMs: Date.parse('2025-12-11T15:00:00Z'),
        }),
        report(15, 'Trey Smith', 'G', 'Questionable', {
          reportedAtMs: Date.parse('2025-12-13T18:00:00Z'),
          source: 'nflverse-b',
        }),
      ],
      gameOf,
      starterIndex(snaps, []),
    );
    expect(alerts.map((a) => [a.newValue, a.details.kind === 'injury' && a.details.source])).toEqual([
      ['Out', 'nflverse'],
      ['Questionable', 'sleeper'],
    ]);
  });

  it('maps the spec’s injury bands to urgency', () => {
    expect(injuryUrgency(90)).toBe('high');
    expect(injuryUrgency(40)).toBe('medium');
    expect(injuryUrgency(39)).toBe('low');
  });
});
