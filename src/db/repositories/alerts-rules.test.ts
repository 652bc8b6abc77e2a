// Alerts and their grades on one cloned database (decision 128, the repositories' fast test set;
// decisions 042 and 141): an alert is visible from its detection instant on, a grade from the instant
// the result was known; filters narrow the feed; a stored key is never stored twice; only sided alerts
// of games with a final known at the instant are due for grading, and only once; the panel counts by
// type and grade at the instant. Each test uses games of its own season so tests never see each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDraft, gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { alertSummary, alertsToGrade, insertAlerts, listAlerts, saveAlertGrades } from './alerts.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const spread = (side: 'home' | 'away', line: number, price: number | null) =>
  ({ market: 'spreads', side, line, price }) as const;

const ids = async (season: number, asOf: string, extra: Record<string, unknown> = {}) =>
  (await listAlerts(t.db.orm, { asOf: new Date(asOf), season, ...extra })).map((a) => a.alert.key);

describe('storing alerts', () => {
  it('stores each key once and reports inserted and unchanged; nothing to store is nothing', async () => {
    await gameOf(t.db.orm, '2021_01_KC_BUF', '2021-09-12T17:00:00Z');
    expect(await insertAlerts(t.db.orm, [])).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    const a = alertDraft('s-a', '2021_01_KC_BUF', '2021-09-10T12:00:00Z', {
      fromAtMs: Date.parse('2021-09-10T11:00:00Z'),
    });
    const b = alertDraft('s-b', '2021_01_KC_BUF', '2021-09-10T13:00:00Z');
    expect(await insertAlerts(t.db.orm, [a])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    // a again with another title: left as stored.
    expect(await insertAlerts(t.db.orm, [{ ...a, title: 'changed' }, b])).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 1,
    });
    const [stored] = await listAlerts(t.db.orm, {
      asOf: new Date('2021-09-11T00:00:00Z'),
      gameId: '2021_01_KC_BUF',
      limit: 1,
      type: 'line_movement',
    });
    expect(stored?.alert.key).toBe('s-b');
    const all = await listAlerts(t.db.orm, { asOf: new Date('2021-09-11T00:00:00Z'), season: 2021 });
    const first = all.find((x) => x.alert.key === 's-a');
    expect([first?.alert.title, first?.alert.fromAt, first?.alert.detectedAt]).toEqual([
      'Alert s-a',
      new Date('2021-09-10T11:00:00Z'),
      new Date('2021-09-10T12:00:00Z'),
    ]);
    expect(all.find((x) => x.alert.key === 's-b')?.alert.fromAt).toBeNull();
  });

  it('stores more drafts than one chunk of 500', async () => {
    await gameOf(t.db.orm, '2020_01_KC_BUF', '2020-09-13T17:00:00Z');
    const drafts = Array.from({ length: 501 }, (_, i) =>
      alertDraft(`c-${i}`, '2020_01_KC_BUF', '2020-09-10T12:00:00Z'),
    );
    expect(await insertAlerts(t.db.orm, drafts)).toEqual({ inserted: 501, updated: 0, unchanged: 0 });
    expect(await listAlerts(t.db.orm, { asOf: new Date('2020-09-11T00:00:00Z'), season: 2020 })).toHaveLength(
      200,
    );
    expect(
      await listAlerts(t.db.orm, { asOf: new Date('2020-09-11T00:00:00Z'), season: 2020, limit: 600 }),
    ).toHaveLength(501);
  });
});

describe('the feed', () => {
  it('shows an alert from its detection instant, newest first, narrowed by each filter', async () => {
    await gameOf(t.db.orm, '2022_01_KC_BUF', '2022-09-11T17:00:00Z');
    await gameOf(t.db.orm, '2022_02_KC_MIA', '2022-09-12T17:00:00Z');
    await insertAlerts(t.db.orm, [
      alertDraft('f-1', '2022_01_KC_BUF', '2022-09-05T10:00:00Z', { type: 'injury', urgency: 'high' }),
      alertDraft('f-2', '2022_01_KC_BUF', '2022-09-05T11:00:00Z'),
      alertDraft('f-3', '2022_02_KC_MIA', '2022-09-05T12:00:00Z', { type: 'weather', urgency: 'low' }),
    ]);
    expect(await ids(2022, '2022-09-05T11:59:59.999Z')).toEqual(['f-2', 'f-1']);
    expect(await ids(2022, '2022-09-05T12:00:00Z')).toEqual(['f-3', 'f-2', 'f-1']);
    expect(await ids(2022, '2022-09-06T00:00:00Z', { type: 'injury' })).toEqual(['f-1']);
    expect(await ids(2022, '2022-09-06T00:00:00Z', { urgency: 'low' })).toEqual(['f-3']);
    expect(await ids(2022, '2022-09-06T00:00:00Z', { week: 1 })).toEqual(['f-2', 'f-1']);
    expect(await ids(2022, '2022-09-06T00:00:00Z', { gameId: '2022_02_KC_MIA' })).toEqual(['f-3']);
    expect(await ids(2022, '2022-09-06T00:00:00Z', { limit: 1 })).toEqual(['f-3']);
    expect(await ids(2019, '2022-09-06T00:00:00Z')).toEqual([]);
    const [row] = await listAlerts(t.db.orm, {
      asOf: new Date('2022-09-06T00:00:00Z'),
      gameId: '2022_02_KC_MIA',
    });
    expect([row?.season, row?.week, row?.homeTeam, row?.awayTeam, row?.kickoff, row?.grade]).toEqual([
      2022,
      2,
      'MIA',
      'KC',
      new Date('2022-09-12T17:00:00Z'),
      null,
    ]);
  });

  it('orders alerts of one instant by id, newest first', async () => {
    await gameOf(t.db.orm, '2018_01_KC_BUF', '2018-09-09T17:00:00Z');
    await insertAlerts(t.db.orm, [alertDraft('o-b', '2018_01_KC_BUF', '2018-09-05T10:00:00Z')]);
    await insertAlerts(t.db.orm, [alertDraft('o-a', '2018_01_KC_BUF', '2018-09-05T10:00:00Z')]);
    expect(await ids(2018, '2018-09-06T00:00:00Z')).toEqual(['o-a', 'o-b']);
  });
});

describe('grading', () => {
  it('grades only sided alerts of finals known at the instant, once; shows a grade from its known instant', async () => {
    const final = { home: 24, away: 20, knownAt: '2023-09-10T20:30:00Z' };
    await gameOf(t.db.orm, '2023_01_KC_BUF', '2023-09-10T17:00:00Z', final);
    await gameOf(t.db.orm, '2023_01_NE_MIA', '2023-09-10T17:00:00Z');
    await insertAlerts(t.db.orm, [
      alertDraft('g-home', '2023_01_KC_BUF', '2023-09-09T10:00:00Z', spread('home', -3.5, -105)),
      alertDraft('g-away', '2023_01_KC_BUF', '2023-09-09T11:00:00Z', spread('away', 3.5, null)),
      alertDraft('g-none', '2023_01_KC_BUF', '2023-09-09T12:00:00Z'),
      alertDraft('g-late', '2023_01_KC_BUF', '2023-09-10T21:00:00Z', spread('home', -3, -110)),
      alertDraft('g-open', '2023_01_NE_MIA', '2023-09-09T10:00:00Z', spread('home', -1, -110)),
    ]);
    // A millisecond before the final is known: nothing to grade.
    expect(await alertsToGrade(t.db.orm, new Date('2023-09-10T20:29:59.999Z'))).toEqual([]);
    const due = await alertsToGrade(t.db.orm, new Date('2023-09-10T20:30:00Z'));
    expect(
      due.map((d) => [d.market, d.side, d.line, d.price, d.homeScore, d.awayScore, d.resultKnownAt]).sort(),
    ).toEqual([
      ['spreads', 'away', 3.5, null, 24, 20, new Date('2023-09-10T20:30:00Z')],
      ['spreads', 'home', -3.5, -105, 24, 20, new Date('2023-09-10T20:30:00Z')],
    ]);
    const home = due.find((d) => d.side === 'home');
    const away = due.find((d) => d.side === 'away');
    if (!home || !away) throw new Error('both sides are due');
    // BUF 24–20 KC: home −3.5 → 4 − 3.5 = +0.5, a win at −105 (+100/105 = 0.952 units); away +3.5 → −0.5, a loss (−1).
    const knownAt = new Date('2023-09-10T20:30:00Z');
    const scores = { homeScore: 24, awayScore: 20, knownAt };
    expect(await saveAlertGrades(t.db.orm, [], knownAt)).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    expect(
      await saveAlertGrades(
        t.db.orm,
        [
          { alertId: home.id, outcome: 'win', units: 0.952, price: -105, ...scores },
          { alertId: away.id, outcome: 'loss', units: -1, price: -110, ...scores },
        ],
        new Date('2023-09-10T21:00:00Z'),
      ),
    ).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(
      await saveAlertGrades(
        t.db.orm,
        [{ alertId: home.id, outcome: 'loss', units: -1, price: -105, ...scores }],
        knownAt,
      ),
    ).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    // Graded ones are no longer due; the alert detected after the final (21:00) is, from its detection.
    expect(await alertsToGrade(t.db.orm, new Date('2023-09-10T20:59:59.999Z'))).toEqual([]);
    expect((await alertsToGrade(t.db.orm, new Date('2023-09-10T21:00:00Z'))).map((d) => d.line)).toEqual([
      -3,
    ]);
    const feed = await listAlerts(t.db.orm, {
      asOf: new Date('2023-09-10T21:00:00Z'),
      season: 2023,
      gameId: '2023_01_KC_BUF',
    });
    expect(feed.find((a) => a.alert.key === 'g-home')?.grade).toEqual({
      outcome: 'win',
      units: 0.952,
      price: -105,
      homeScore: 24,
      awayScore: 20,
      knownAt,
    });
    const before = await listAlerts(t.db.orm, {
      asOf: new Date('2023-09-10T20:29:59.999Z'),
      season: 2023,
      gameId: '2023_01_KC_BUF',
    });
    expect(before.find((a) => a.alert.key === 'g-home')?.grade).toBeNull();
  });

  it('sums the panel by type and grade at the instant, for a season or one week', async () => {
    const final = { home: 30, away: 10, knownAt: '2024-09-08T20:30:00Z' };
    await gameOf(t.db.orm, '2024_01_KC_BUF', '2024-09-08T17:00:00Z', final);
    await gameOf(t.db.orm, '2024_02_KC_MIA', '2024-09-15T17:00:00Z');
    await insertAlerts(t.db.orm, [
      alertDraft('p-1', '2024_01_KC_BUF', '2024-09-07T10:00:00Z', spread('home', -7, -120)),
      alertDraft('p-2', '2024_01_KC_BUF', '2024-09-07T11:00:00Z', spread('away', 7, null)),
      alertDraft('p-3', '2024_01_KC_BUF', '2024-09-07T12:00:00Z', { type: 'injury' }),
      alertDraft('p-4', '2024_02_KC_MIA', '2024-09-14T12:00:00Z', { type: 'sharp_money' }),
      alertDraft('p-5', '2024_02_KC_MIA', '2024-09-14T13:00:00Z', { type: 'weather' }),
    ]);
    const [p1, p2] = (await alertsToGrade(t.db.orm, new Date('2024-09-08T20:30:00Z')))
      // The 2023 test's alert detected after its final is still ungraded: only this game's ±7 lines.
      .filter((d) => Math.abs(d.line) === 7)
      .sort((a, b) => a.id - b.id);
    const knownAt = new Date('2024-09-08T20:30:00Z');
    const scores = { homeScore: 30, awayScore: 10, knownAt };
    // BUF 30–10: home −7 covers by 13 (win at −120: +0.83), away +7 loses (−1 at the assumed −110).
    await saveAlertGrades(
      t.db.orm,
      [
        { alertId: p1?.id ?? 0, outcome: 'win', units: 0.83, price: -120, ...scores },
        { alertId: p2?.id ?? 0, outcome: 'loss', units: -1, price: -110, ...scores },
      ],
      knownAt,
    );
    expect(await alertSummary(t.db.orm, { asOf: new Date('2024-09-20T00:00:00Z'), season: 2024 })).toEqual({
      alerts: 5,
      graded: 2,
      wins: 1,
      losses: 1,
      pushes: 0,
      hitRate: 0.5,
      units: -0.17, // 0.83 − 1
      assumedPrices: 1, // p-2 had no price of its own
      byType: { line_movement: 2, injury: 1, weather: 1, sharp_money: 1 },
    });
    // Week 1 only, a millisecond before the grades were known: 3 alerts, none graded.
    expect(
      await alertSummary(t.db.orm, { asOf: new Date('2024-09-08T20:29:59.999Z'), season: 2024, week: 1 }),
    ).toEqual({
      alerts: 3,
      graded: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      hitRate: null,
      units: 0,
      assumedPrices: 0,
      byType: { line_movement: 2, injury: 1, weather: 0, sharp_money: 0 },
    });
  });
});
