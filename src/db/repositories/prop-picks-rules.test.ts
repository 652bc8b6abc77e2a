// Prop decisions on one cloned database (decision 128, the repositories' fast test set; decisions 064,
// 137 and 141): a decision is written once per game, player, market and model version; a week's or a
// player's decisions are those of the version asked, decided by the instant, latest first then by player
// and market; a pick is due for grading once its game's final is known and its player has a stat line
// for his team that week, and is graded once; the record counts the version's decisions by the instant;
// the latest accuracy report is the version's last by the instant. Each describe uses its own season.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import type { MedianAccuracyReport } from '../../shared/api/props.ts';
import { propPicks } from '../schema/props.ts';
import { playerWeekStats } from '../schema/stats.ts';
import {
  decidedPropKeys,
  insertPropDecisions,
  latestPropReport,
  type PropDecisionInsert,
  propDecisions,
  recordRows,
  savePropGrades,
  savePropReport,
  ungradedPropPicks,
} from './prop-picks.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

/** A pick (OVER unless `extra` says otherwise) of `playerId` on `gameId`'s `market`, decided at `decidedAt`. */
const pick = (
  gameId: string,
  playerId: string,
  market: string,
  decidedAt: string,
  extra: Partial<PropDecisionInsert> = {},
): PropDecisionInsert => {
  const [season, week, away, home] = gameId.split('_');
  return {
    gameId,
    playerId,
    market,
    modelVersion: 'v1',
    decidedAt: new Date(decidedAt),
    season: Number(season),
    week: Number(week),
    playerName: playerId,
    position: 'QB',
    team: home ?? '',
    opponent: away ?? '',
    status: 'pick',
    book: 'draftkings',
    line: 250.5,
    lineCapturedAt: new Date(decidedAt),
    projection: 260,
    side: 'OVER',
    probability: 0.56,
    ...extra,
  };
};
const noPick = (gameId: string, playerId: string, market: string, decidedAt: string): PropDecisionInsert => ({
  ...pick(gameId, playerId, market, decidedAt),
  status: 'no_pick',
  projection: null,
  side: null,
  probability: null,
  reasons: [],
});

describe('writing and reading decisions', () => {
  // 2080: A (KC at BUF) Sunday 17:00, B (NE at MIA) 20:00, C (KC at BUF) the next week. Inserted Bob
  // before Ann and Ann's rush before her pass, so the order read is the query's, not the insertion's.
  const A = '2080_01_KC_BUF';
  const B = '2080_01_NE_MIA';
  const C = '2080_02_KC_BUF';
  beforeAll(async () => {
    await gameOf(t.db.orm, A, '2080-09-09T17:00:00Z');
    await gameOf(t.db.orm, B, '2080-09-09T20:00:00Z');
    await gameOf(t.db.orm, C, '2080-09-16T17:00:00Z');
    await t.db.orm
      .insert(propPicks)
      .values([
        pick(A, 'Bob', 'rush_yds', '2080-09-09T17:00:00Z', { side: 'UNDER', line: 60.5 }),
        noPick(A, 'Ann', 'rush_yds', '2080-09-09T17:00:00Z'),
        pick(A, 'Ann', 'pass_yds', '2080-09-09T17:00:00Z'),
        pick(B, 'Cal', 'rec_yds', '2080-09-09T20:00:00Z', { line: 40.5 }),
        pick(C, 'Ann', 'pass_yds', '2080-09-16T17:00:00Z'),
        pick(A, 'Ann', 'pass_yds', '2080-09-09T17:00:00Z', { modelVersion: 'v2', side: 'UNDER' }),
      ]);
  });

  it('lists the decided keys of the games and version asked (game|player|market)', async () => {
    expect(await decidedPropKeys(t.db.orm, 'v1', [A])).toEqual(
      new Set([`${A}|Bob|rush_yds`, `${A}|Ann|rush_yds`, `${A}|Ann|pass_yds`]),
    );
    expect(await decidedPropKeys(t.db.orm, 'v1', [B, C])).toEqual(
      new Set([`${B}|Cal|rec_yds`, `${C}|Ann|pass_yds`]),
    );
    expect(await decidedPropKeys(t.db.orm, 'v2', [A, B])).toEqual(new Set([`${A}|Ann|pass_yds`]));
    expect(await decidedPropKeys(t.db.orm, 'v1', [])).toEqual(new Set());
  });

  it("lists a week's decisions decided by the instant, latest first, then by player and market", async () => {
    const week = async (asOf: string) =>
      (await propDecisions(t.db.orm, 'v1', new Date(asOf), { season: 2080, week: 1 })).map(
        (d) => `${d.playerName} ${d.market} ${d.status} ${d.side} ${d.line}`,
      );
    // A millisecond before B's kickoff: A's three (all 17:00), Ann before Bob, pass before rush.
    expect(await week('2080-09-09T19:59:59.999Z')).toEqual([
      'Ann pass_yds pick OVER 250.5',
      'Ann rush_yds no_pick null 250.5',
      'Bob rush_yds pick UNDER 60.5',
    ]);
    // At 20:00 B's pick, decided last, comes first; week 2's and v2's never.
    expect(await week('2080-09-09T20:00:00Z')).toEqual([
      'Cal rec_yds pick OVER 40.5',
      'Ann pass_yds pick OVER 250.5',
      'Ann rush_yds no_pick null 250.5',
      'Bob rush_yds pick UNDER 60.5',
    ]);
    expect(await week('2080-09-09T16:59:59.999Z')).toEqual([]);
  });

  it("lists one player's decisions of every week, latest first", async () => {
    const ann = await propDecisions(t.db.orm, 'v1', new Date('2080-09-20T00:00:00Z'), { playerId: 'Ann' });
    expect(ann.map((d) => `${d.gameId} ${d.market}`)).toEqual([
      `${C} pass_yds`,
      `${A} pass_yds`,
      `${A} rush_yds`,
    ]);
    const v2 = await propDecisions(t.db.orm, 'v2', new Date('2080-09-20T00:00:00Z'), { playerId: 'Ann' });
    expect(v2.map((d) => `${d.gameId} ${d.side}`)).toEqual([`${A} UNDER`]);
  });

  it("counts the version's decisions known at the instant for the record", async () => {
    const rows = async (version: string, asOf: string) =>
      (await recordRows(t.db.orm, version, new Date(asOf)))
        .map((r) => `${r.market} ${r.status} ${r.outcome}`)
        .sort();
    // At A's kickoff: A's three (B at 20:00 and C next week not yet; later seasons' tests later still).
    expect(await rows('v1', '2080-09-09T17:00:00Z')).toEqual([
      'pass_yds pick null',
      'rush_yds no_pick null',
      'rush_yds pick null',
    ]);
    expect(await rows('v1', '2080-09-09T16:59:59.999Z')).toEqual([]);
    expect(await rows('v2', '2080-09-09T17:00:00Z')).toEqual(['pass_yds pick null']);
  });

  it('writes a decision once: the same key again is left as stored', async () => {
    const D = '2081_01_KC_BUF';
    await gameOf(t.db.orm, D, '2081-09-08T17:00:00Z');
    const first = pick(D, 'Dan', 'pass_yds', '2081-09-08T17:00:00Z');
    expect(await insertPropDecisions(t.db.orm, [first, { ...first, modelVersion: 'v2' }])).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    // Dan's pass again at another line (the trigger would refuse an update): left alone.
    expect(
      await insertPropDecisions(t.db.orm, [
        { ...first, line: 270.5 },
        pick(D, 'Dan', 'rush_yds', '2081-09-08T17:00:00Z'),
      ]),
    ).toEqual({ inserted: 1, updated: 0, unchanged: 1 });
    const stored = await propDecisions(t.db.orm, 'v1', new Date('2081-09-08T17:00:00Z'), {
      season: 2081,
      week: 1,
    });
    expect(stored.map((d) => `${d.market} ${d.line}`)).toEqual(['pass_yds 250.5', 'rush_yds 250.5']);
  });
});

describe('grading', () => {
  // 2082: E (KC at BUF) final known at 20:30; F (NE at MIA) without a final. Stat lines of week 1:
  // Eve (BUF), Fay (KC), Gus (MIA, F's) and Hal, listed for NYJ (not a team of E).
  const E = '2082_01_KC_BUF';
  const F = '2082_01_NE_MIA';
  beforeAll(async () => {
    await gameOf(t.db.orm, E, '2082-09-08T17:00:00Z', {
      home: 24,
      away: 21,
      knownAt: '2082-09-08T20:30:00Z',
    });
    await gameOf(t.db.orm, F, '2082-09-08T17:00:00Z');
    const line = (playerId: string, team: string, passYds: number) => ({
      season: 2082,
      week: 1,
      seasonType: 'REG',
      playerId,
      team,
      stats: { passing_yards: passYds },
    });
    await t.db.orm
      .insert(playerWeekStats)
      .values([
        line('Eve', 'BUF', 301),
        line('Fay', 'KC', 199),
        line('Gus', 'MIA', 240),
        line('Hal', 'NYJ', 150),
      ]);
    await t.db.orm.insert(propPicks).values([
      pick(E, 'Eve', 'pass_yds', '2082-09-08T17:00:00Z'),
      pick(E, 'Fay', 'pass_yds', '2082-09-08T17:00:00Z', { side: 'UNDER', line: 210.5 }),
      noPick(E, 'Eve', 'rush_yds', '2082-09-08T17:00:00Z'),
      pick(E, 'Hal', 'pass_yds', '2082-09-08T17:00:00Z'),
      pick(E, 'Ivy', 'pass_yds', '2082-09-08T17:00:00Z'),
      pick(F, 'Gus', 'pass_yds', '2082-09-08T17:00:00Z'),
      pick(E, 'Eve', 'pass_yds', '2082-09-08T17:00:00Z', { modelVersion: 'v2' }),
      pick(E, 'Fay', 'pass_yds', '2082-09-08T17:00:00Z', {
        modelVersion: 'v3',
        outcome: 'win',
        actual: 199,
        gradedAt: new Date('2082-09-09T00:00:00Z'),
      }),
    ]);
  });

  it('finds the picks whose final is known, with their stat line; none a millisecond before', async () => {
    const due = async (version: string, asOf: string) =>
      (await ungradedPropPicks(t.db.orm, version, new Date(asOf))).sort((a, b) =>
        a.playerId.localeCompare(b.playerId),
      );
    // Eve and Fay of E: not Eve's no-pick, not Hal (his line is NYJ's), not Ivy (no line), not Gus (F has
    // no final).
    expect(await due('v1', '2082-09-08T20:30:00Z')).toEqual([
      {
        gameId: E,
        playerId: 'Eve',
        market: 'pass_yds',
        side: 'OVER',
        line: 250.5,
        stats: { passing_yards: 301 },
      },
      {
        gameId: E,
        playerId: 'Fay',
        market: 'pass_yds',
        side: 'UNDER',
        line: 210.5,
        stats: { passing_yards: 199 },
      },
    ]);
    expect(await due('v1', '2082-09-08T20:29:59.999Z')).toEqual([]);
    // v3's pick is graded already.
    expect(await due('v3', '2082-09-09T00:00:00Z')).toEqual([]);
  });

  it("writes a grade once, to the version's pick only", async () => {
    const G = '2083_01_KC_BUF';
    await gameOf(t.db.orm, G, '2083-09-07T17:00:00Z');
    await t.db.orm
      .insert(propPicks)
      .values([
        pick(G, 'Jo', 'pass_yds', '2083-09-07T17:00:00Z'),
        noPick(G, 'Jo', 'rush_yds', '2083-09-07T17:00:00Z'),
        pick(G, 'Jo', 'pass_yds', '2083-09-07T17:00:00Z', { modelVersion: 'v2' }),
        pick(G, 'Kim', 'pass_yds', '2083-09-07T17:00:00Z'),
      ]);
    const gradedAt = new Date('2083-09-08T09:00:00Z');
    // Jo's pass (301 over 250.5: a win) and his no-pick rush: only the pick is graded; Kim not named.
    expect(
      await savePropGrades(
        t.db.orm,
        'v1',
        [
          { gameId: G, playerId: 'Jo', market: 'pass_yds', actual: 301, outcome: 'win' },
          { gameId: G, playerId: 'Jo', market: 'rush_yds', actual: 12, outcome: 'loss' },
        ],
        gradedAt,
      ),
    ).toBe(1);
    // A second run with another figure finds it graded.
    expect(
      await savePropGrades(
        t.db.orm,
        'v1',
        [{ gameId: G, playerId: 'Jo', market: 'pass_yds', actual: 1, outcome: 'loss' }],
        new Date('2083-09-09T09:00:00Z'),
      ),
    ).toBe(0);
    const grades = async (version: string) =>
      (
        await propDecisions(t.db.orm, version, new Date('2083-09-10T00:00:00Z'), { season: 2083, week: 1 })
      ).map((d) => [d.playerName, d.market, d.actual, d.outcome, d.gradedAt]);
    expect(await grades('v1')).toEqual([
      ['Jo', 'pass_yds', 301, 'win', gradedAt],
      ['Jo', 'rush_yds', null, null, null],
      ['Kim', 'pass_yds', null, null, null],
    ]);
    expect(await grades('v2')).toEqual([['Jo', 'pass_yds', null, null, null]]);
  });
});

describe('the accuracy report', () => {
  const report = (label: string) => ({ asOf: '2084-01-01T00:00:00.000Z', seasons: [2084], label, rows: [] });
  it("reads the version's latest report by the instant; a report of the same instant is replaced", async () => {
    const at = (iso: string) => new Date(iso);
    await savePropReport(t.db.orm, {
      modelVersion: 'r1',
      asOf: at('2084-09-10T00:00:00Z'),
      dataKey: 'k1',
      report: report('first'),
    });
    await savePropReport(t.db.orm, {
      modelVersion: 'r1',
      asOf: at('2084-09-17T00:00:00Z'),
      dataKey: 'k2',
      report: report('second'),
    });
    await savePropReport(t.db.orm, {
      modelVersion: 'r2',
      asOf: at('2084-09-12T00:00:00Z'),
      dataKey: 'x',
      report: report('other'),
    });
    const latest = async (version: string, asOf: string) => {
      const row = await latestPropReport(t.db.orm, version, at(asOf));
      return row && [row.dataKey, (row.report as MedianAccuracyReport).label];
    };
    expect(await latest('r1', '2084-09-16T23:59:59.999Z')).toEqual(['k1', 'first']);
    expect(await latest('r1', '2084-09-17T00:00:00Z')).toEqual(['k2', 'second']);
    expect(await latest('r1', '2084-09-09T23:59:59.999Z')).toBeUndefined();
    // The 10th's report recomputed: the same instant, a new data key and report.
    await savePropReport(t.db.orm, {
      modelVersion: 'r1',
      asOf: at('2084-09-10T00:00:00Z'),
      dataKey: 'k1b',
      report: report('again'),
    });
    expect(await latest('r1', '2084-09-12T00:00:00Z')).toEqual(['k1b', 'again']);
  });
});
