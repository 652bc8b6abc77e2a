// Premium picks withheld by the API and the free-pick funnel (decision 120), on the real 2025 schedule
// replayed on Wednesday 19 November 2025 (week 12 not yet played, week 11 graded): the cached public
// bytes carry no premium content, a kickoff makes a pick public without a data change, a visitor's two
// free picks, the refused third, and 100 concurrent claims giving exactly 2 on real PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { replayClock } from '../../../tests/support/manual-clock.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { grantPremium } from '../../../tests/support/premium.ts';
import { createTestApp, NO_WRITE_LIMIT, type TestApp } from '../../../tests/support/test-app.ts';
import { AccountExport } from '../../shared/api/account.ts';
import { SavedPicksResponse, SavePickResponse } from '../../shared/api/dashboard.ts';
import {
  FreePickClaimResponse,
  FreePickRefusal,
  FreePickState,
  UnlockedPicksResponse,
} from '../../shared/api/free-picks.ts';
import { GameDetailResponse } from '../../shared/api/game-detail.ts';
import { PublicPredictionsResponse } from '../../shared/api/predictions.ts';
import { type WeeklyPick, WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';

const NOW = '2025-11-19T12:00:00Z';
// Wednesday 19 Nov 2025 07:00 EST: the free-pick week began Tuesday 18 Nov 03:00 EST = 08:00Z and
// resets Tuesday 25 Nov 03:00 EST = 08:00Z.
const RESETS_AT = '2025-11-25T08:00:00.000Z';
// What a premium card must never carry in the public bytes: a side, a probability, a tier, an edge, reasoning.
const PREMIUM_CONTENT = [
  /"predicted":"/,
  /"winner":"/,
  /"winnerConfidence":\d/,
  /"confidence":"(HIGH|MEDIUM|LOW)"/,
  /"spreadPick":"/,
  /"totalPick":"/,
  /"spreadEdge":-?\d/,
  /"modelSpread":-?\d/,
  /"modelTotal":\d/,
  /"commentary":"/,
];

// The same for a prediction (/api/predictions, /api/games/:id): a side, a probability, a tier, the model's
// margin and total, the edges, the factors, the reasoning.
const PREMIUM_PREDICTION = [
  /"winner":"/,
  /"winProbability":/,
  /"confidence":\{/,
  /"predictedMargin":/,
  /"predictedTotal":/,
  /"edge":/,
  /"commentary":"/,
  /"factors":/,
  /"modelProbability":\d/,
  /"expectedValue":-?\d/,
];

describe('premium picks and free picks', () => {
  let t: TestApp;
  const clock = replayClock(NOW);
  let week12: WeeklyPicksResponse;
  let premiumIds: string[];

  beforeAll(async () => {
    const database = await packDatabase({ kinds: ['games'], at: NOW, modelAt: NOW });
    t = await createTestApp({
      clock,
      database,
      userWrites: NO_WRITE_LIMIT,
      config: { rateLimitPerMinute: 1_000_000 },
    });
    week12 = WeeklyPicksResponse.parse((await t.app.inject('/api/weekly-picks/12')).json());
    premiumIds = week12.picks.filter((p) => p.status === 'provisional').map((p) => p.gameId);
  }, 240_000);
  afterAll(() => t.close());

  const claim = (b: TestBrowser, gameId: string) => b.post('/api/free-picks/claim', { gameId });

  it('serves the upcoming week as the same bytes to everyone, every premium pick withheld', async () => {
    expect(premiumIds.length).toBeGreaterThan(10);
    const first = await t.app.inject('/api/weekly-picks/12');
    const again = await t.app.inject({ url: '/api/weekly-picks/12', headers: { cookie: 'gg.visitor=x.y' } });
    expect(again.body).toBe(first.body);
    for (const pattern of PREMIUM_CONTENT) expect(first.body).not.toMatch(pattern);
    const card = week12.picks.find((p) => p.status === 'provisional');
    // The game, its market lines and the teams stay public; the model's side does not.
    expect(card).toMatchObject({ withheld: true, predicted: null, confidence: null, commentary: null });
    expect(card?.home.code).toMatch(/^[A-Z]{2,3}$/);
    // A played week is the public record: nothing withheld.
    const week11 = WeeklyPicksResponse.parse((await t.app.inject('/api/weekly-picks/11')).json());
    expect(week11.picks.every((p) => !p.withheld && p.predicted !== null)).toBe(true);
  });

  it('makes a pick public in the cached answer once its game kicks off, with no data change', async () => {
    const first = [...week12.picks].sort((a, b) => a.kickoff.localeCompare(b.kickoff))[0];
    if (!first) throw new Error('no week 12 game');
    const kickoff = Date.parse(first.kickoff);
    try {
      clock.set(new Date(kickoff - 60_000));
      const before = WeeklyPicksResponse.parse((await t.app.inject('/api/weekly-picks/12')).json());
      expect(before.picks.find((p) => p.gameId === first.gameId)).toMatchObject({
        withheld: true,
        predicted: null,
      });
      clock.set(new Date(kickoff + 60_000));
      const after = WeeklyPicksResponse.parse((await t.app.inject('/api/weekly-picks/12')).json());
      const open = after.picks.find((p) => p.gameId === first.gameId);
      expect(open?.withheld).toBe(false);
      expect([open?.home.code, open?.away.code]).toContain(open?.predicted);
    } finally {
      clock.set(NOW);
    }
  });

  it('withholds upcoming picks from /api/predictions the same way, and serves a played week in full', async () => {
    const first = await t.app.inject('/api/predictions?season=2025&week=12');
    const again = await t.app.inject({
      url: '/api/predictions?season=2025&week=12',
      headers: { cookie: 'gg.visitor=x.y' },
    });
    expect(again.body).toBe(first.body);
    for (const pattern of PREMIUM_PREDICTION) expect(first.body).not.toMatch(pattern);
    const week = PublicPredictionsResponse.parse(first.json());
    const withheld = week.predictions.filter((p) => p.status === 'withheld').map((p) => p.gameId);
    // Exactly the games the weekly page withholds, each still naming its teams.
    expect(withheld.sort()).toEqual([...premiumIds].sort());
    const card = week.predictions.find((p) => p.status === 'withheld');
    expect(card?.home.bioBoost.score).toBeGreaterThanOrEqual(0);
    const played = PublicPredictionsResponse.parse(
      (await t.app.inject('/api/predictions?season=2025&week=11')).json(),
    );
    expect(played.predictions.some((p) => p.status === 'withheld')).toBe(false);
    expect(played.predictions.some((p) => p.status === 'locked' && p.winProbability > 0)).toBe(true);
  });

  it('withholds an upcoming pick from the game page (panel, CLV, odds board) until kickoff, then shows it', async () => {
    const first = [...week12.picks].sort((a, b) => a.kickoff.localeCompare(b.kickoff))[0];
    if (!first) throw new Error('no week 12 game');
    const url = `/api/games/${first.gameId}`;
    const kickoff = Date.parse(first.kickoff);
    try {
      const res = await t.app.inject(url);
      const visitor = await t.app.inject({ url, headers: { cookie: 'gg.visitor=x.y' } });
      expect(visitor.body).toBe(res.body);
      for (const pattern of PREMIUM_PREDICTION) expect(res.body).not.toMatch(pattern);
      const body = GameDetailResponse.parse(res.json());
      expect(body.prediction?.status).toBe('withheld');
      expect(body).toMatchObject({ clv: null, clvUnknown: 'premium pick until kickoff' });
      clock.set(new Date(kickoff + 60_000));
      const after = GameDetailResponse.parse((await t.app.inject(url)).json());
      const p = after.prediction;
      if (!p || p.status === 'withheld' || p.status === 'no_pick')
        throw new Error('expected the public pick');
      expect([p.home.code, p.away.code]).toContain(p.winner);
      expect(p.commentary.length).toBeGreaterThan(20);
    } finally {
      clock.set(NOW);
    }
  });

  it('gives a visitor two free picks, refuses the third with nothing changed, and says so', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    const fresh = FreePickState.parse((await visitor.get('/api/free-picks')).json());
    expect(fresh).toEqual({
      limit: 2,
      remaining: 2,
      resetsAt: RESETS_AT,
      timeZone: 'America/New_York',
      claimed: [],
      subscribed: false,
    });
    const [a, b, c] = premiumIds as [string, string, string];
    const one = FreePickClaimResponse.parse((await claim(visitor, a)).json());
    expect(one.outcome).toBe('claimed');
    expect(one.pick.gameId).toBe(a);
    expect([one.pick.home.code, one.pick.away.code]).toContain(one.pick.predicted);
    expect(one.pick.winnerConfidence).toBeGreaterThanOrEqual(50);
    expect(one.state).toMatchObject({ remaining: 1, claimed: [a] });
    // Claiming the same game again costs nothing.
    expect(FreePickClaimResponse.parse((await claim(visitor, a)).json())).toMatchObject({
      outcome: 'already_claimed',
      state: { remaining: 1 },
    });
    expect(FreePickClaimResponse.parse((await claim(visitor, b)).json()).state).toMatchObject({
      remaining: 0,
      claimed: [a, b],
    });
    const third = await claim(visitor, c);
    expect(third.statusCode).toBe(403);
    // The refusal carries the state (issue 20), from which the page says when the picks come back.
    expect(FreePickRefusal.parse(third.json())).toMatchObject({
      error: 'Forbidden',
      message: expect.stringMatching(/used your 2 free picks this week/),
      state: { remaining: 0, claimed: [a, b], resetsAt: RESETS_AT },
    });
    // Not marked as a CSRF refusal, so the web does not send it again (decision 150); the forged one is.
    expect(third.headers['x-csrf-refused']).toBeUndefined();
    // The route's other 403, a claim without the CSRF token, still serialises (no state, not a 500).
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/free-picks/claim',
      headers: { 'content-type': 'application/json' },
      payload: { gameId: c },
    });
    expect([forged.statusCode, Object.keys(forged.json()).sort()]).toEqual([403, ['error', 'message']]);
    expect(forged.headers['x-csrf-refused']).toBe('1');
    expect(FreePickState.parse((await visitor.get('/api/free-picks')).json())).toMatchObject({
      remaining: 0,
      claimed: [a, b],
    });
    // The viewer's own answer carries the two in full, and only those two.
    const unlocked = UnlockedPicksResponse.parse((await visitor.get('/api/picks/unlocked?week=12')).json());
    expect(unlocked.picks.map((p) => p.gameId).sort()).toEqual([a, b].sort());
    expect(unlocked.picks.every((p) => p.predicted !== null && !p.withheld)).toBe(true);
    // Another browser (no cookie) sees none of them.
    const stranger = new TestBrowser(t.app);
    expect((await stranger.get('/api/picks/unlocked?week=12')).json().picks).toEqual([]);
  });

  it('refuses a kicked-off, unknown or malformed game with a clear 4xx and no claim', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    await visitor.get('/api/free-picks');
    const played = WeeklyPicksResponse.parse((await t.app.inject('/api/weekly-picks/11')).json()).picks[0];
    const kicked = await claim(visitor, played?.gameId ?? '');
    expect(kicked.statusCode).toBe(409);
    expect(kicked.json().message).toMatch(/kicked off/);
    const unknown = await claim(visitor, '2025_12_ZZZ_YYY');
    expect(unknown.statusCode).toBe(404);
    expect((await claim(visitor, 'not-a-game')).statusCode).toBe(400);
    expect(FreePickState.parse((await visitor.get('/api/free-picks')).json()).remaining).toBe(2);
  });

  it('counts 100 concurrent claims by one visitor as exactly 2', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    await visitor.get('/api/free-picks'); // the signed cookie every claim below carries
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => claim(visitor, premiumIds[i % premiumIds.length] as string)),
    );
    const claimed = answers.filter((r) => r.statusCode === 200 && r.json().outcome === 'claimed');
    expect(claimed).toHaveLength(2);
    const won = claimed.map((r) => r.json().pick.gameId as string);
    for (const r of answers) {
      // Every other answer is the refusal, or a repeat of one of the two games won (which costs nothing).
      if (r.statusCode === 200) expect(won).toContain(r.json().pick.gameId);
      else expect(r.statusCode).toBe(403);
    }
    // In the tables: two claim rows for this visitor, and a counter at 2.
    const holder = `visitor:${visitor.cookies.get('gg.visitor')?.split('.')[0]}`;
    const rows = await t.database.db.orm.execute<{ claims: number; used: number }>(sql`
      select (select count(*)::int from free_pick_claims where holder = ${holder}) as claims,
             (select used from free_pick_weeks where holder = ${holder}) as used`);
    expect(rows.rows[0]).toEqual({ claims: 2, used: 2 });
    expect(FreePickState.parse((await visitor.get('/api/free-picks')).json()).claimed.sort()).toEqual(
      won.sort(),
    );
  });

  it('opens every premium pick to a subscriber without using a free pick', async () => {
    const ann = await signedInBrowser(t, 'ann.premium@example.com');
    const id = (await ann.session()).json().user.id as string;
    await grantPremium(t.database.db, id, '2025-12-19T00:00:00Z');
    const unlocked = UnlockedPicksResponse.parse((await ann.get('/api/picks/unlocked?week=12')).json());
    expect(unlocked.subscribed).toBe(true);
    expect(unlocked.picks.map((p) => p.gameId).sort()).toEqual([...premiumIds].sort());
    const claimed = FreePickClaimResponse.parse((await claim(ann, premiumIds[0] as string)).json());
    expect(claimed).toMatchObject({
      outcome: 'subscribed',
      state: { remaining: 2, claimed: [], subscribed: true },
    });
    // A plan that ended before the clock opens nothing.
    await grantPremium(t.database.db, id, '2025-11-01T00:00:00Z');
    expect((await ann.get('/api/picks/unlocked?week=12')).json()).toMatchObject({
      subscribed: false,
      picks: [],
    });
  });

  it("withholds a saved pick's side from a free user until a free pick, premium or kickoff opens it", async () => {
    // The two earliest week-12 games: the first kicks off first, so the clock can pass it alone.
    const [first, second] = [...week12.picks]
      .filter((p) => p.status === 'provisional')
      .sort((x, y) => x.kickoff.localeCompare(y.kickoff)) as [WeeklyPick, WeeklyPick];
    const saved = async (b: TestBrowser) =>
      SavedPicksResponse.parse((await b.get('/api/user/saved-picks')).json()).picks;
    const bob = await signedInBrowser(t, 'bob.free@example.com');
    // What a subscriber reads for these games: the sides a free user must not get before kickoff.
    const cat = await signedInBrowser(t, 'cat.premium@example.com');
    await grantPremium(t.database.db, (await cat.session()).json().user.id, '2025-12-19T00:00:00Z');
    const full = UnlockedPicksResponse.parse((await cat.get('/api/picks/unlocked?week=12')).json()).picks;
    const sideOf = (gameId: string) => full.find((p) => p.gameId === gameId)?.predicted;
    expect(sideOf(first.gameId)).toMatch(/^[A-Z]{2,3}$/);

    const save = await bob.post('/api/user/saved-picks', { gameId: first.gameId });
    expect(save.statusCode).toBe(200);
    // The answer names the game but not the side: no team code beside "pickedTeam", no probability.
    expect(save.body).toMatch(/"pickedTeam":null,"confidence":null,"withheld":true/);
    await bob.post('/api/user/saved-picks', { gameId: second.gameId });
    expect((await saved(bob)).map((p) => [p.gameId, p.pickedTeam, p.confidence, p.withheld])).toEqual([
      [second.gameId, null, null, true],
      [first.gameId, null, null, true],
    ]);
    // His account export (GET /api/user/export) is no way round it: the rows are there, the sides are not.
    const exported = async () =>
      AccountExport.parse((await bob.get('/api/user/export')).json())
        .savedPicks.map((p) => [p.gameId, p.pickedTeam, p.confidencePct, p.withheld])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    const byGame = (rows: unknown[][]) => rows.sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(await exported()).toEqual(
      byGame([
        [first.gameId, null, null, true],
        [second.gameId, null, null, true],
      ]),
    );

    // A subscriber saving the same game gets the side the board opens to subscribers.
    const catSave = SavePickResponse.parse(
      (await cat.post('/api/user/saved-picks', { gameId: first.gameId })).json(),
    );
    expect(catSave.pick).toMatchObject({ pickedTeam: sideOf(first.gameId), withheld: false });

    // Bob's free pick on the second game opens that one, and only that one.
    expect((await claim(bob, second.gameId)).statusCode).toBe(200);
    expect((await saved(bob)).map((p) => [p.gameId, p.pickedTeam, p.withheld])).toEqual([
      [second.gameId, sideOf(second.gameId), false],
      [first.gameId, null, true],
    ]);

    // A minute after the first game kicks off its pick is public: Bob sees the side he saved.
    try {
      clock.set(new Date(Date.parse(first.kickoff) + 60_000));
      const after = (await saved(bob)).find((p) => p.gameId === first.gameId);
      expect(after).toMatchObject({ pickedTeam: sideOf(first.gameId), withheld: false });
      // The export opens it at the same moment, and keeps the game nobody opened (none here) closed.
      const open = (await exported()).find(([gameId]) => gameId === first.gameId);
      expect(open?.[1]).toBe(sideOf(first.gameId));
      expect(open?.[3]).toBe(false);
    } finally {
      clock.set(NOW);
    }
  });

  it("gives a free user's stake suggestion no model probability before kickoff, unless a free pick opens it", async () => {
    const [first, second] = [...week12.picks]
      .filter((p) => p.status === 'provisional')
      .sort((x, y) => x.kickoff.localeCompare(y.kickoff)) as [WeeklyPick, WeeklyPick];
    const dan = await signedInBrowser(t, 'dan.free@example.com');
    // Without a bankroll the answer would stop at "Set your bankroll" (no probability either way).
    const settings = { bankroll: 500, maxBet: null, weeklyStakeLimit: null, weeklyLossLimit: null };
    expect((await dan.request('PUT', '/api/user/betting-settings', settings)).statusCode).toBe(200);
    // The probability for one side at a price: above or below one half, it names the model's side.
    const ask = async (gameId: string) =>
      (await dan.get(`/api/user/bets/suggestion?gameId=${gameId}&market=h2h&side=home&price=-110`)).json();
    expect(await ask(first.gameId)).toMatchObject({
      probability: null,
      expectedValue: null,
      stake: null,
      reason: expect.stringMatching(/premium until kickoff/),
    });
    expect((await claim(dan, first.gameId)).statusCode).toBe(200);
    expect((await ask(first.gameId)).probability).toBeGreaterThan(0);
    expect((await ask(second.gameId)).probability).toBeNull();
    try {
      clock.set(new Date(Date.parse(second.kickoff) + 60_000));
      expect((await ask(second.gameId)).probability).toBeGreaterThan(0);
    } finally {
      clock.set(NOW);
    }
  });
});
