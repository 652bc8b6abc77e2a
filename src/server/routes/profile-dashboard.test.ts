// The signed-in person's Profile, saved picks and Dashboard (issue 11 points 2-3), on the real 2025
// schedule replayed on Wednesday 19 November 2025 after the model job froze and graded every pick.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { grantPremium } from '../../../tests/support/premium.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { insertAlerts } from '../../db/repositories/alerts.ts';
import { insertPredictions, type PredictionInsert } from '../../db/repositories/predictions.ts';
import { savedPicks, userProfiles } from '../../db/schema/user-profiles.ts';
import type { AlertDraft } from '../../domain/alerts/alert.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import {
  FavoriteTeamsResponse,
  RecentAlertsResponse,
  SavedPicksResponse,
} from '../../shared/api/dashboard.ts';
import { UnlockedPicksResponse } from '../../shared/api/free-picks.ts';
import { PersonalProfileResponse } from '../../shared/api/personal-profile.ts';
import { ProfileResponse } from '../../shared/api/profile.ts';
import { WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';

const NOW = '2025-11-19T12:00:00Z';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let t: TestApp;
let week11: WeeklyPicksResponse;
let week12: WeeklyPicksResponse;
beforeAll(async () => {
  // The schedule only, loaded as of NOW (a clone of the run's one load: tests/support/pack-fixtures.ts):
  // the picks are computed on request (no model job run: it would freeze every game since 1999 and
  // take most of this file's time). The trend test stores its own frozen picks.
  t = await createTestApp({ now: NOW, database: await packDatabase({ kinds: ['games'], at: NOW }) });
  const visitor = new TestBrowser(t.app);
  week11 = WeeklyPicksResponse.parse((await visitor.get('/api/weekly-picks/11')).json());
  // Week 12's picks as a subscriber sees them (decision 120: a visitor's copy withholds the picks of
  // games not yet kicked off, and the saved picks below are compared with the model's pick).
  const subscriber = await signedInBrowser(t, 'subscriber@example.com');
  await grantPremium(t.database.db, (await subscriber.session()).json().user.id, '2026-01-01T00:00:00Z');
  const unlocked = UnlockedPicksResponse.parse((await subscriber.get('/api/picks/unlocked?week=12')).json());
  week12 = WeeklyPicksResponse.parse((await visitor.get('/api/weekly-picks/12')).json());
  week12 = {
    ...week12,
    picks: week12.picks.map((p) => unlocked.picks.find((u) => u.gameId === p.gameId) ?? p),
  };
}, 240_000);
afterAll(() => t.close());

/** A frozen pick as the model job stores it, with the team BioBoost the test needs. */
function frozenPick(gameId: string, kickoff: Date, kcHome: boolean, kcBioBoost: number): PredictionInsert {
  return {
    gameId,
    modelVersion: MODEL_PARAMS.version,
    predictedAt: kickoff,
    homeWinProbability: 0.6,
    winnerTeam: 'KC',
    confidence: 'MEDIUM',
    confidencePct: 60,
    predictedMargin: kcHome ? 3 : -3,
    predictedTotal: 45,
    homeBioBoost: kcHome ? kcBioBoost : 60,
    awayBioBoost: kcHome ? 60 : kcBioBoost,
    details: {} as PredictionInsert['details'],
    commentary: 'test pick',
  };
}

const WRITES: [method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown][] = [
  ['PUT', '/api/user/profile', { name: 'X' }],
  ['PUT', '/api/user/avatar', { image: PNG.toString('base64') }],
  ['DELETE', '/api/user/avatar', {}],
  ['PUT', '/api/user/favorite-teams', { teams: ['KC'] }],
  ['POST', '/api/user/saved-picks', { gameId: '2025_11_KC_DEN' }],
  ['DELETE', '/api/user/saved-picks/2025_11_KC_DEN', {}],
];
const READS = [
  '/api/user/profile',
  '/api/user/avatar',
  '/api/user/favorite-teams',
  '/api/user/saved-picks',
  '/api/user/recent-alerts',
  '/api/dashboard',
];

describe('who may call the routes', () => {
  it('refuses visitors with 401, and a signed-in request without the CSRF token with 403', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    for (const url of READS) expect((await visitor.get(url)).statusCode, url).toBe(401);
    for (const [method, url, body] of WRITES) {
      expect((await visitor.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const user = await signedInBrowser(t, 'csrf-check@example.com');
    for (const [method, url, body] of WRITES) {
      const res = await user.request(method, url, body, { csrfToken: null });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing was written by the refused calls.
    expect(await t.database.db.orm.select().from(userProfiles)).toEqual([]);
    expect(await t.database.db.orm.select().from(savedPicks)).toEqual([]);
  });
});

describe('profile', () => {
  it('starts from the defaults and initials, and each Save persists', async () => {
    const b = await signedInBrowser(t, 'silver.back@example.com');
    const first = ProfileResponse.parse((await b.get('/api/user/profile')).json());
    expect(first).toMatchObject({
      name: 'silver.back',
      email: 'silver.back@example.com',
      substackUrl: null,
      avatar: { initials: 'S', imageUrl: null },
      favoriteTeams: [],
      preferences: { emailAlerts: true, marketingEmails: false, weeklyNewsletter: false },
      stats: { totalPicks: 0, winRate: null, currentStreak: null },
    });

    const saved = await b.request('PUT', '/api/user/profile', {
      name: 'Silver Back',
      substackUrl: 'https://silverback.substack.com',
    });
    expect(saved.statusCode).toBe(200);
    const prefs = { ...first.preferences, injuryAlerts: false, marketingEmails: true };
    expect((await b.request('PUT', '/api/user/profile', { preferences: prefs })).statusCode).toBe(200);
    expect((await b.request('PUT', '/api/user/profile', { favoriteTeams: ['KC', 'SF'] })).statusCode).toBe(
      200,
    );

    const again = ProfileResponse.parse((await b.get('/api/user/profile')).json());
    expect(again).toMatchObject({
      name: 'Silver Back',
      substackUrl: 'https://silverback.substack.com',
      avatar: { initials: 'SB' },
      preferences: prefs,
      favoriteTeams: ['KC', 'SF'],
    });
    // The display name is the account's name: the session shows it too.
    expect((await b.session()).json().user.name).toBe('Silver Back');
  });

  it('refuses bad values with 400 naming the field, and keeps what was stored', async () => {
    const b = await signedInBrowser(t, 'careful@example.com');
    await b.request('PUT', '/api/user/profile', { substackUrl: 'https://careful.substack.com' });
    const cases: [unknown, RegExp][] = [
      [{ substackUrl: 'http://careful.substack.com' }, /substackUrl: the address must start with https/],
      [{ substackUrl: 'careful' }, /substackUrl: enter a full address/],
      [{ name: '   ' }, /name: enter a display name/],
      [{ favoriteTeams: ['KC', 'XXX'] }, /favoriteTeams\.1: not one of the 32 team codes/],
      [{ favoriteTeams: ['KC', 'KC'] }, /favoriteTeams: a team is listed twice/],
      [{ preferences: { emailAlerts: true } }, /preferences\./],
      [{ role: 'admin' }, /Unrecognized key/],
    ];
    for (const [body, message] of cases) {
      const res = await b.request('PUT', '/api/user/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const teams = await b.request('PUT', '/api/user/favorite-teams', { teams: ['OAK'] });
    expect(teams.statusCode).toBe(400);
    expect(teams.json().message).toMatch(/teams\.0/);
    expect(ProfileResponse.parse((await b.get('/api/user/profile')).json()).substackUrl).toBe(
      'https://careful.substack.com',
    );
  });

  it('stores an avatar checked by its bytes, serves it only to its owner, and removes it', async () => {
    const b = await signedInBrowser(t, 'pictured@example.com');
    const other = await signedInBrowser(t, 'someone-else@example.com');
    const up = await b.request('PUT', '/api/user/avatar', { image: PNG.toString('base64') });
    expect(up.statusCode).toBe(200);
    const url = ProfileResponse.parse(up.json()).avatar.imageUrl as string;
    expect(url).toMatch(/^\/api\/user\/avatar\?v=\d+$/);
    const image = await b.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await other.get('/api/user/avatar')).statusCode).toBe(404);

    // An SVG (script-capable) renamed and sent as an image is refused by its bytes.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const bad = await b.request('PUT', '/api/user/avatar', { image: svg.toString('base64') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid body: image: the file is not a PNG, JPEG or WebP image');
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const tooBig = await b.request('PUT', '/api/user/avatar', { image: big.toString('base64') });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/image: the image is larger than 512 KB/);
    // The refused uploads left the first one in place.
    expect((await b.get('/api/user/avatar')).rawPayload.equals(PNG)).toBe(true);

    expect((await b.request('DELETE', '/api/user/avatar', {})).statusCode).toBe(200);
    expect((await b.get('/api/user/avatar')).statusCode).toBe(404);
    expect(ProfileResponse.parse((await b.get('/api/user/profile')).json()).avatar.imageUrl).toBeNull();
  });
});

describe('saved picks', () => {
  it('stores the model pick once, grades it from the final score, and lists it', async () => {
    const b = await signedInBrowser(t, 'saver@example.com');
    const played = week11.picks.find((p) => p.status === 'locked' && p.result);
    const upcoming = week12.picks.find(
      (p) => p.status === 'provisional' && new Date(p.kickoff) > new Date(NOW),
    );
    if (!played?.result || !upcoming)
      throw new Error('the 2025 replay has a graded week 11 and an open week 12');

    const first = await b.post('/api/user/saved-picks', { gameId: played.gameId });
    expect(first.statusCode).toBe(200);
    const scoreWinner =
      played.result.homeScore > played.result.awayScore
        ? played.home.code
        : played.result.homeScore < played.result.awayScore
          ? played.away.code
          : null;
    const expected = scoreWinner === null ? 'push' : scoreWinner === played.predicted ? 'won' : 'lost';
    expect(first.json()).toMatchObject({
      created: true,
      pick: {
        gameId: played.gameId,
        pickedTeam: played.predicted,
        confidence: played.winnerConfidence,
        pickStatus: 'locked',
        status: expected,
        result: played.result,
      },
    });
    const twice = await b.post('/api/user/saved-picks', { gameId: played.gameId });
    expect(twice.json()).toMatchObject({ created: false });

    const later = await b.post('/api/user/saved-picks', { gameId: upcoming.gameId });
    // A free account saving an upcoming game gets no side: premium until kickoff (decision 124).
    expect(later.json().pick).toMatchObject({
      pickedTeam: null,
      confidence: null,
      withheld: true,
      pickStatus: 'provisional',
      status: 'pending',
      result: null,
    });
    const list = SavedPicksResponse.parse((await b.get('/api/user/saved-picks')).json());
    expect(list.picks.map((p) => p.gameId)).toEqual([upcoming.gameId, played.gameId]);

    const dashboard = (await b.get('/api/dashboard')).json();
    expect(dashboard.savedPicks).toMatchObject({ total: 2, pending: 1 });
    expect(dashboard.stats).toEqual({
      totalPicks: 0,
      pendingPicks: 0,
      winRate: null,
      currentStreak: null,
      favoriteTeams: 0,
    });

    expect((await b.post('/api/user/saved-picks', { gameId: '2025_99_XX_YY' })).statusCode).toBe(404);
    // A game the model published no pick for has nothing to save.
    const withheld = week11.picks.find((p) => p.status === 'no_pick');
    if (withheld) {
      const refused = await b.post('/api/user/saved-picks', { gameId: withheld.gameId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/no pick for this game/);
    }
    expect((await b.post('/api/user/saved-picks', { gameId: played.gameId, team: 'KC' })).statusCode).toBe(
      400,
    );
    expect((await b.request('DELETE', `/api/user/saved-picks/${upcoming.gameId}`, {})).statusCode).toBe(200);
    expect((await b.request('DELETE', `/api/user/saved-picks/${upcoming.gameId}`, {})).statusCode).toBe(404);
    expect(SavedPicksResponse.parse((await b.get('/api/user/saved-picks')).json()).picks).toHaveLength(1);
  });
});

describe('favourite teams and recent alerts', () => {
  it("computes each team's record, BioBoost trend and next game from the data", async () => {
    // KC's last four played games get frozen picks whose KC BioBoost rises 50 → 65: the trend is up.
    const played = await t.database.db.orm.execute<{ game_id: string; home_team: string; kickoff: Date }>(sql`
      select game_id, home_team, kickoff from games where season = 2025 and 'KC' in (home_team, away_team)
        and kickoff < ${NOW}::timestamptz order by kickoff desc limit 4`);
    const lastFour = [...played.rows].reverse();
    await insertPredictions(
      t.database.db.orm,
      lastFour.map((g, i) => frozenPick(g.game_id, new Date(g.kickoff), g.home_team === 'KC', 50 + 5 * i)),
    );

    const b = await signedInBrowser(t, 'fan@example.com');
    const res = await b.request('PUT', '/api/user/favorite-teams', { teams: ['KC', 'DET'] });
    expect(res.statusCode).toBe(200);
    const body = FavoriteTeamsResponse.parse((await b.get('/api/user/favorite-teams')).json());
    expect(body.season).toBe(2025);
    expect(body.teams.map((team) => team.id)).toEqual(['KC', 'DET']);
    for (const team of body.teams) {
      const rows = await t.database.db.orm.execute<{ wins: number; losses: number; ties: number }>(sql`
        select count(*) filter (where (home_team = ${team.id}) = (home_score > away_score) and home_score <> away_score)::int as wins,
               count(*) filter (where (home_team = ${team.id}) = (home_score < away_score) and home_score <> away_score)::int as losses,
               count(*) filter (where home_score = away_score)::int as ties
        from games where season = 2025 and ${team.id} in (home_team, away_team)
          and result_known_at <= ${NOW}::timestamptz`);
      expect(team.record, team.id).toEqual({ ...rows.rows[0], season: 2025 });
      expect(team.record.wins + team.record.losses + team.record.ties).toBeGreaterThan(8);
      const next = week12.picks.find((p) => p.home.code === team.id || p.away.code === team.id);
      expect(team.nextGame?.gameId, team.id).toBe(next?.gameId);
    }
    const [kc, det] = body.teams;
    expect(kc?.bioBoost).toEqual(
      lastFour.map((g, i) => ({ gameId: g.game_id, week: expect.any(Number), value: 50 + 5 * i })),
    );
    expect(kc?.bioBoostTrend).toBe('up');
    // No frozen pick of DET: no trend, said as such rather than a made-up one.
    expect(det?.bioBoost).toEqual([]);
    expect(det?.bioBoostTrend).toBeNull();
  });

  it('keeps the alerts of favourite teams and of the types the preferences leave on', async () => {
    const game = week12.picks[0];
    const other = week12.picks.find(
      (p) => ![game?.home.code, game?.away.code].some((c) => c === p.home.code || c === p.away.code),
    );
    if (!game || !other) throw new Error('week 12 has games');
    const at = new Date(NOW).getTime() - 3_600_000;
    const draft = (
      key: string,
      type: AlertDraft['type'],
      gameId: string,
      team: string,
      ms: number,
    ): AlertDraft => ({
      key,
      type,
      urgency: 'medium',
      gameId,
      detectedAtMs: ms,
      fromAtMs: null,
      title: `${type} ${team}`,
      description: 'test alert',
      emoji: '!',
      oldValue: null,
      newValue: null,
      impact: 'test',
      team,
      player: null,
      playerId: null,
      book: null,
      market: null,
      side: null,
      line: null,
      price: null,
      details: {
        kind: 'weather',
        condition: 'wind',
        value: 20,
        threshold: 15,
        observed: false,
        source: 'test',
      },
    });
    await insertAlerts(t.database.db.orm, [
      draft('t-injury', 'injury', game.gameId, game.home.code, at),
      draft('t-line', 'line_movement', game.gameId, game.away.code, at + 1000),
      draft('t-other', 'weather', other.gameId, other.home.code, at + 2000),
      draft('t-future', 'weather', game.gameId, game.home.code, at + 7_200_000),
    ]);
    const b = await signedInBrowser(t, 'alerted@example.com');
    await b.request('PUT', '/api/user/favorite-teams', { teams: [game.home.code] });
    const titles = async () =>
      RecentAlertsResponse.parse((await b.get('/api/user/recent-alerts')).json()).alerts.map((a) => a.title);
    expect(await titles()).toEqual([`line_movement ${game.away.code}`, `injury ${game.home.code}`]);
    const { preferences } = ProfileResponse.parse((await b.get('/api/user/profile')).json());
    await b.request('PUT', '/api/user/profile', { preferences: { ...preferences, injuryAlerts: false } });
    expect(await titles()).toEqual([`line_movement ${game.away.code}`]);
    await b.request('PUT', '/api/user/favorite-teams', { teams: [] });
    expect(await titles()).toEqual([`weather ${other.home.code}`, `line_movement ${game.away.code}`]);

    // A cool-off pauses them (issue 11 §9): none listed, and the answer says until when.
    expect((await b.post('/api/user/rg/cool-off', { period: '24h' })).statusCode).toBe(201);
    const paused = RecentAlertsResponse.parse((await b.get('/api/user/recent-alerts')).json());
    expect(paused.alerts).toEqual([]);
    expect(paused.pausedUntil).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(new Date(paused.pausedUntil as string).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});

describe('betting preferences for Your Personal Picks', () => {
  it('starts moderate without a bankroll, and saves risk, bankroll and max bet into the tracker’s settings', async () => {
    const b = await signedInBrowser(t, 'personal@example.com');
    const first = PersonalProfileResponse.parse((await b.get('/api/user/personal-profile')).json());
    expect(first).toMatchObject({
      riskTolerance: 'moderate',
      bankroll: null,
      maxBet: null,
      favoriteTeams: [],
    });
    expect(first.profile).toMatchObject({ riskTolerance: 'medium', bankrollSize: 0 });
    // The weekly limits set in the tracker survive a save of the betting preferences.
    const limits = { weeklyStakeLimit: 300, weeklyLossLimit: 150 };
    await b.request('PUT', '/api/user/betting-settings', { bankroll: 100, maxBet: 10, ...limits });
    await b.request('PUT', '/api/user/favorite-teams', { teams: ['KC', 'BUF'] });

    const saved = await b.request('PUT', '/api/user/personal-profile', {
      riskTolerance: 'aggressive',
      bankroll: 800,
      maxBet: 40,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(PersonalProfileResponse.parse(saved.json())).toEqual({
      riskTolerance: 'aggressive',
      bankroll: 800,
      maxBet: 40,
      favoriteTeams: ['KC', 'BUF'],
      profile: {
        riskTolerance: 'high',
        favoriteTeams: ['KC', 'BUF'],
        bankrollSize: 800,
        maxBetSize: 40,
        preferences: { favoritePositions: [], minConfidence: 70, avoidInjured: false },
      },
    });
    // One source: the tracker shows what the Profile saved, and the other way round.
    expect((await b.get('/api/user/betting-settings')).json()).toEqual({
      bankroll: 800,
      maxBet: 40,
      ...limits,
      // First limits apply at once: nothing waits (decision 094).
      pendingLimits: null,
    });
    await b.request('PUT', '/api/user/betting-settings', { bankroll: 900, maxBet: null, ...limits });
    expect((await b.get('/api/user/personal-profile')).json()).toMatchObject({ bankroll: 900, maxBet: null });
  });

  it('refuses bad values with 400 naming the field, keeps what was stored, and refuses visitors and missing CSRF', async () => {
    const b = await signedInBrowser(t, 'personal-bad@example.com');
    await b.request('PUT', '/api/user/personal-profile', {
      riskTolerance: 'conservative',
      bankroll: 500,
      maxBet: 50,
    });
    const cases: [unknown, RegExp][] = [
      [
        { riskTolerance: 'yolo', bankroll: 500, maxBet: 50 },
        /riskTolerance: choose conservative, moderate or aggressive/,
      ],
      [{ riskTolerance: 'moderate', bankroll: -5, maxBet: 50 }, /bankroll: must be more than \$0/],
      [{ riskTolerance: 'moderate', bankroll: 500, maxBet: 0.001 }, /maxBet: must be whole cents/],
      [
        { riskTolerance: 'moderate', bankroll: 100, maxBet: 200 },
        /maxBet: a max bet cannot be more than the bankroll/,
      ],
      [{ riskTolerance: 'moderate', bankroll: 500, maxBet: 50, weeklyLossLimit: 0 }, /Unrecognized key/],
    ];
    for (const [body, message] of cases) {
      const res = await b.request('PUT', '/api/user/personal-profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await b.get('/api/user/personal-profile')).json()).toMatchObject({
      riskTolerance: 'conservative',
      bankroll: 500,
      maxBet: 50,
    });
    const body = { riskTolerance: 'moderate', bankroll: 10, maxBet: 5 };
    expect((await b.request('PUT', '/api/user/personal-profile', body, { csrfToken: null })).statusCode).toBe(
      403,
    );
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    expect((await visitor.get('/api/user/personal-profile')).statusCode).toBe(401);
    expect((await visitor.request('PUT', '/api/user/personal-profile', body)).statusCode).toBe(401);
    expect((await b.get('/api/user/personal-profile')).json()).toMatchObject({
      riskTolerance: 'conservative',
    });
  });
});

describe('export and deletion', () => {
  it('exports the profile and saved picks, and deletion removes them', async () => {
    const b = await signedInBrowser(t, 'leaver@example.com');
    // Week 12: the trend test's hand-made frozen picks (no reasons) sit in week 11.
    const gameId = week12.picks.find((p) => p.predicted)?.gameId as string;
    await b.request('PUT', '/api/user/profile', {
      substackUrl: 'https://leaver.substack.com',
      favoriteTeams: ['BUF'],
    });
    await b.request('PUT', '/api/user/avatar', { image: PNG.toString('base64') });
    expect((await b.post('/api/user/saved-picks', { gameId })).statusCode).toBe(200);
    const data = (await b.get('/api/user/export')).json();
    expect(data.profileSettings).toMatchObject({
      substackUrl: 'https://leaver.substack.com',
      favoriteTeams: ['BUF'],
      avatarType: 'image/png',
      avatarBase64: PNG.toString('base64'),
    });
    expect(data.savedPicks).toEqual([expect.objectContaining({ gameId })]);

    const id = (await b.session()).json().user.id as string;
    expect((await b.delete('/api/user', { password: PASSWORD })).statusCode).toBe(200);
    expect(await t.database.db.orm.select().from(userProfiles).where(eq(userProfiles.userId, id))).toEqual(
      [],
    );
    expect(await t.database.db.orm.select().from(savedPicks).where(eq(savedPicks.userId, id))).toEqual([]);
  });
});
