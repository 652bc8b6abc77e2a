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
  position: string | null,
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

describe('injury alert text and the starter rule', () => {
  // LAC @ KC in week 15; neither team has a week-14 game in this fixture.
  const game15: AlertGame = {
    gameId: '2025_15_LAC_KC',
    season: 2025,
    week: 15,
    homeTeam: 'KC',
    awayTeam: 'LAC',
    kickoffMs: Date.parse('2025-12-14T18:00:00Z'),
    roof: 'outdoors',
  };
  const gameOf15 = (_season: number, week: number, team: string) =>
    week === 15 && (team === 'KC' || team === 'LAC') ? game15 : undefined;
  const lacGuard = (week: number, offensePct: number): SnapShareRow => ({
    ...snap(week, 'Zion Johnson', offensePct),
    team: 'LAC',
  });

  it('writes what a user reads: who, the change, why he counts as a starter, and its cost on the injury scale', () => {
    // His snaps, oldest first: his best of the three games before week 15 is week 13's 80%; the
    // 100% of week 10 is older than that, and week 15's own row is the game the report is about.
    const lacSnaps = [
      lacGuard(10, 1),
      lacGuard(11, 0.6),
      lacGuard(12, 0.7),
      lacGuard(13, 0.8),
      lacGuard(15, 0.95),
    ];
    const { alerts } = injuryAlerts(
      [
        report(14, 'Zion Johnson', 'G', 'Questionable', { team: 'LAC' }),
        report(15, 'Zion Johnson', 'G', 'Out', { team: 'LAC' }),
      ],
      gameOf15,
      starterIndex(lacSnaps, []),
    );
    // Week 14 has no game here, so only week 15 is alerted: a guard (0.8) from Questionable (0.5) to
    // Out (1) is 0.8 × 0.5 = 40 of 100, Moderate on spec 02 §9's bands.
    expect(alerts).toEqual([
      {
        key: 'injury|2025|15|LAC|00-Zion Johnson|OUT',
        type: 'injury',
        urgency: 'medium',
        gameId: '2025_15_LAC_KC',
        detectedAtMs: Date.parse('2025-12-13T18:00:00Z'),
        fromAtMs: null,
        title: 'Zion Johnson (G, LAC): Questionable → Out',
        description:
          "Week 15 injury report (nflverse) before LAC vs KC. He has been a starter (80% of his unit's snaps in one of his last three games).",
        emoji: '🚑',
        oldValue: 'Questionable',
        newValue: 'Out',
        impact: 'Costs LAC 40 of 100 on the injury scale (position weight 0.8 × status change 0.5).',
        team: 'LAC',
        player: 'Zion Johnson',
        playerId: '00-Zion Johnson',
        book: null,
        market: null,
        side: null,
        line: null,
        price: null,
        details: {
          kind: 'injury',
          source: 'nflverse',
          fromStatus: 'Questionable',
          toStatus: 'Out',
          position: 'G',
          snapShare: 0.8,
          impactPoints: 40,
        },
      },
    ]);
  });

  it('tells a return from an absence apart, and names the quarterback rule it used', () => {
    // Mahomes sat week 14 (Minshew started); back to Questionable for week 15 he still started one of
    // the last three games: 0.9 (QB) × 0.5 (Out → Questionable) = 45 given back.
    const qbs: QbStart[] = [
      { season: 2025, week: 12, team: 'KC', gsisId: '00-Patrick Mahomes' },
      { season: 2025, week: 13, team: 'KC', gsisId: '00-Patrick Mahomes' },
      { season: 2025, week: 14, team: 'KC', gsisId: '00-Gardner Minshew' },
    ];
    const { alerts } = injuryAlerts(
      [report(14, 'Patrick Mahomes', 'QB', 'Out'), report(15, 'Patrick Mahomes', 'QB', 'Questionable')],
      gameOf15,
      starterIndex([], qbs),
    );
    expect(alerts.map((a) => [a.title, a.emoji, a.impact, a.description, a.urgency])).toEqual([
      [
        'Patrick Mahomes (QB, KC): Out → Questionable',
        '🩹',
        'Gives back KC 45 of 100 on the injury scale (position weight 0.9 × status change 0.5).',
        "Week 15 injury report (nflverse) before KC vs LAC. He has been his team's starting quarterback in one of its last three games.",
        'medium',
      ],
    ]);
  });

  it('calls a quarterback a starter only from the starts of his team’s last three games before the report', () => {
    // Mahomes started weeks 10–11, Minshew 12–14, Wentz week 15 itself (not known before its report).
    const qbs: QbStart[] = [
      ...[10, 11].map((week) => ({ season: 2025, week, team: 'KC', gsisId: '00-Patrick Mahomes' })),
      ...[12, 13, 14].map((week) => ({ season: 2025, week, team: 'KC', gsisId: '00-Gardner Minshew' })),
      { season: 2025, week: 15, team: 'KC', gsisId: '00-Carson Wentz' },
      { season: 2025, week: 15, team: 'LAC', gsisId: '00-Justin Herbert' },
    ];
    const { alerts, unknownRole } = injuryAlerts(
      [
        report(15, 'Patrick Mahomes', 'QB', 'Questionable'),
        report(15, 'Carson Wentz', 'QB', 'Out'),
        report(15, 'Gardner Minshew', 'QB', 'Doubtful'),
        // LAC's starts are known only from week 15 on: nothing says who started before.
        report(15, 'Justin Herbert', 'QB', 'Out', { team: 'LAC' }),
      ],
      gameOf15,
      starterIndex([], qbs),
    );
    expect(alerts.map((a) => a.player)).toEqual(['Gardner Minshew']);
    expect(unknownRole).toBe(1);
  });

  it('dates a status from the first source to publish it, whatever order the reports arrive in', () => {
    const at = Date.parse('2025-12-12T16:00:00Z');
    const { alerts } = injuryAlerts(
      [
        report(15, 'Trey Smith', 'G', 'Questionable', { source: 'espn', reportedAtMs: at + 3_600_000 }),
        report(15, 'Trey Smith', 'G', 'Questionable', { source: 'sleeper', reportedAtMs: at }),
        report(15, 'Trey Smith', 'G', 'Questionable', { source: 'nflverse', reportedAtMs: at }),
      ],
      gameOf15,
      starterIndex(snaps, []),
    );
    // Two sources at the same instant: the first by name, so every run stores the same one.
    expect(alerts.map((a) => [a.details.kind === 'injury' && a.details.source, a.detectedAtMs])).toEqual([
      ['nflverse', at],
    ]);
  });

  it('shows a report without a position as "?" and weighs it as an unknown position', () => {
    const { alerts } = injuryAlerts(
      [report(15, 'Trey Smith', null, 'Out')],
      gameOf15,
      starterIndex(snaps, []),
    );
    // Unknown position 0.3 × (Out 1 − not listed 0) = 30 of 100.
    expect(alerts.map((a) => [a.title, a.impact])).toEqual([
      [
        'Trey Smith (?, KC): Not listed → Out',
        'Costs KC 30 of 100 on the injury scale (position weight 0.3 × status change 1).',
      ],
    ]);
  });

  it('puts a score of exactly 70 in the Critical band', () => {
    expect(injuryUrgency(70)).toBe('high');
    expect(injuryUrgency(69)).toBe('medium');
  });
});
