// Testimonials (decision 113) on the game screens' fixture (real 2025 results, clock Friday 12
// December 2025 18:00 UTC): a submission stays private until an admin approves it; a rejected one
// never shows; each public quote carries its writer's graded record from their contributor picks;
// the summary counts only what was approved; one pending and 3 a day hold under 100 concurrent posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { GAME_SCREENS_NOW, gameScreensDatabase } from '../../../tests/support/game-screens-fixture.ts';
import { createTestApp, NO_WRITE_LIMIT, type TestApp } from '../../../tests/support/test-app.ts';
import { lockPick } from '../../db/repositories/contributor-picks.ts';

let t: TestApp;
let wall = new Date('2026-11-27T12:00:00Z');
const MINUTE = 60_000;
let admin: TestBrowser;
let visitor: TestBrowser;

/** A graded pick stored as the lock route stores one, the day before the game (week 13, 2025). */
async function pick(
  userId: string,
  gameId: string,
  market: 'moneyline' | 'spread',
  selection: 'home' | 'away',
  price: number,
  line: number | null = null,
) {
  const stored = await lockPick(t.database.db.orm, {
    userId,
    gameId,
    market,
    selection,
    line,
    price,
    book: 'draftkings',
    lineCapturedAt: new Date('2025-11-26T18:00:00Z'),
    lockedAt: new Date('2025-11-26T18:00:00Z'),
  });
  if (!stored) throw new Error(`pick on ${gameId} not stored`);
}

const idOf = async (b: TestBrowser) => (await b.session()).json().user.id as string;
/** What a visitor's browser gets: no session cookie, so the prepared answer. */
const publicList = async () => (await visitor.get('/api/testimonials')).json();
const summary = async () => (await visitor.get('/api/testimonials/stats/summary')).json();
const quote = (who: string) => `${who}: the verified record beside every quote is why I trust this site.`;

beforeAll(async () => {
  t = await createTestApp({
    now: GAME_SCREENS_NOW,
    database: await gameScreensDatabase(),
    wallNow: () => new Date(wall),
    // Lifted so that 100 concurrent posts reach the database and race there (the 5 a minute per
    // person would turn 95 away before it).
    userWrites: NO_WRITE_LIMIT,
  });
  admin = await signedInBrowser(t, 'boss@example.com', { admin: true });
  visitor = new TestBrowser(t.app);
}, 600_000); // the first file to ask builds the game screens' fixture
afterAll(() => t.close());

describe('who may do what', () => {
  it('refuses a visitor (401) and a plain user on the admin routes (403)', async () => {
    await visitor.session();
    expect((await visitor.post('/api/testimonials', { quote: quote('Anon'), rating: 5 })).statusCode).toBe(
      401,
    );
    expect((await visitor.get('/api/user/testimonials')).statusCode).toBe(401);
    const user = await signedInBrowser(t, 'plain@example.com');
    expect((await user.get('/api/admin/testimonials')).statusCode).toBe(403);
    expect((await user.post('/api/admin/testimonials/1/decision', { decision: 'approve' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a quote too short, too long, with a NUL byte, or a rating of 6', async () => {
    const user = await signedInBrowser(t, 'shouty@example.com');
    for (const body of [
      { quote: 'Too short.' },
      { quote: 'x'.repeat(601) },
      { quote: `${quote('Nul')}\u0000` },
      { quote: quote('Six'), rating: 6 },
      { quote: quote('Extra'), handle: '@me' },
    ])
      expect((await user.post('/api/testimonials', body)).statusCode).toBe(400);
    expect((await user.get('/api/user/testimonials')).json()).toEqual({ testimonials: [] });
  });
});

describe('review', () => {
  it('keeps a pending and a rejected testimonial private and shows an approved one with its record', async () => {
    const wendy = await signedInBrowser(t, 'wendy@example.com');
    const carl = await signedInBrowser(t, 'carl@example.com');
    const nora = await signedInBrowser(t, 'nora@example.com');
    const [wendyId, carlId] = [await idOf(wendy), await idOf(carl)];
    // Week 13 of 2025, final scores from the schedule:
    await pick(wendyId, '2025_13_GB_DET', 'moneyline', 'away', 130); // GB 31–24: win, +1.30
    await pick(wendyId, '2025_13_KC_DAL', 'moneyline', 'home', 154); // DAL 31–28: win, +1.54
    await pick(wendyId, '2025_13_CIN_BAL', 'moneyline', 'home', -375); // BAL lost 14–32: loss, −1
    // DAL −3 and won by 3: a push, 0 units.
    await pick(wendyId, '2025_13_KC_DAL', 'spread', 'home', -110, -3);
    await pick(carlId, '2025_13_CHI_PHI', 'moneyline', 'home', -340); // PHI lost 15–24: loss, −1
    // Not yet played at the clock (Sunday 14 December): pending, counted nowhere.
    await pick(wendyId, '2025_15_ARI_HOU', 'moneyline', 'home', -110);

    // Read once before anything is approved, so the prepared (cached) answers exist.
    expect((await publicList()).testimonials).toEqual([]);
    expect(await summary()).toMatchObject({ total: 0, averageRating: null, ratedCount: 0, fiveStarCount: 0 });

    const posted = await wendy.post('/api/testimonials', { quote: quote('Wendy'), rating: 5 });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().testimonial).toMatchObject({ status: 'pending', rating: 5, decidedAt: null });
    const carlPost = await carl.post('/api/testimonials', { quote: quote('Carl'), rating: 1 });
    const noraPost = await nora.post('/api/testimonials', { quote: quote('Nora'), rating: 4 });
    expect((await publicList()).testimonials).toEqual([]);
    expect((await summary()).total).toBe(0);
    // Computed afresh (a signed-in reader is never served the prepared answer): still none public.
    expect((await wendy.get('/api/testimonials')).json().testimonials).toEqual([]);
    expect((await carl.get('/api/testimonials/stats/summary')).json().total).toBe(0);

    const queue = (await admin.get('/api/admin/testimonials')).json().testimonials;
    expect(queue.map((q: { name: string }) => q.name)).toEqual(['wendy', 'carl', 'nora']);

    const decide = (id: number, decision: string) =>
      admin.post(`/api/admin/testimonials/${id}/decision`, { decision });
    expect((await decide(carlPost.json().testimonial.id, 'reject')).json().testimonial.status).toBe(
      'rejected',
    );
    expect((await publicList()).testimonials).toEqual([]);
    expect((await decide(posted.json().testimonial.id, 'approve')).statusCode).toBe(200);
    expect((await decide(noraPost.json().testimonial.id, 'approve')).statusCode).toBe(200);
    // A decision is final.
    expect((await decide(carlPost.json().testimonial.id, 'approve')).statusCode).toBe(404);

    const list = await publicList();
    // Newest approval first: Nora, then Wendy. Carl's rejected quote is nowhere.
    expect(list.testimonials.map((q: { name: string }) => q.name)).toEqual(['nora', 'wendy']);
    expect(JSON.stringify(list)).not.toContain('Carl');
    expect(JSON.stringify(list)).not.toContain('@example.com');
    const [noraCard, wendyCard] = list.testimonials;
    expect(noraCard.record).toEqual({ graded: 0, wins: 0, losses: 0, pushes: 0, units: null, unitsPicks: 0 });
    // 2 W, 1 L, 1 P; units 1.30 + 1.54 − 1 + 0 = 1.84 over 4 priced picks (the week-15 pick is pending).
    expect(wendyCard).toMatchObject({
      name: 'wendy',
      quote: quote('Wendy'),
      rating: 5,
      record: { graded: 4, wins: 2, losses: 1, pushes: 1, units: 1.84, unitsPicks: 4 },
    });

    // Approved ratings 5 and 4: mean 4.5, one five-star. Community: Wendy's 2-1-1 and Carl's 0-1-0,
    // 2 contributors; units 1.84 − 1 = 0.84 over 5.
    expect(await summary()).toMatchObject({
      total: 2,
      averageRating: 4.5,
      ratedCount: 2,
      fiveStarCount: 1,
      community: { graded: 5, wins: 2, losses: 2, pushes: 1, units: 0.84, unitsPicks: 5, contributors: 2 },
    });
    // The writer sees their own status; only theirs.
    expect((await carl.get('/api/user/testimonials')).json().testimonials).toMatchObject([
      { status: 'rejected', quote: quote('Carl') },
    ]);
  });
});

describe('one pending at a time, 3 a day', () => {
  it('stores exactly 1 of 100 concurrent posts by one person', async () => {
    const racer = await signedInBrowser(t, 'racer@example.com');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        racer.post('/api/testimonials', { quote: `${quote('Racer')} #${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect((await racer.get('/api/user/testimonials')).json().testimonials).toHaveLength(1);
  }, 60_000);

  it('counts a testimonial written 23 h 59 min ago and not one written 24 h 01 min ago', async () => {
    const pat = await signedInBrowser(t, 'pat@example.com');
    const start = wall;
    for (const i of [1, 2, 3]) {
      const res = await pat.post('/api/testimonials', { quote: `${quote('Pat')} #${i}` });
      expect(res.statusCode, res.body).toBe(201);
      const again = await pat.post('/api/testimonials', { quote: `${quote('Pat')} again` });
      expect(again.json().code).toBe('pending');
      await admin.post(`/api/admin/testimonials/${res.json().testimonial.id}/decision`, {
        decision: 'reject',
      });
    }
    // 23 h 59 min later the three are inside the 24-hour window: 3 of 3 used.
    wall = new Date(start.getTime() + (23 * 60 + 59) * MINUTE);
    const early = await pat.post('/api/testimonials', { quote: `${quote('Pat')} #4` });
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('daily_quota');
    // 24 h 01 min after them they have left it: a fourth is stored.
    wall = new Date(start.getTime() + (24 * 60 + 1) * MINUTE);
    expect((await pat.post('/api/testimonials', { quote: `${quote('Pat')} #4` })).statusCode).toBe(201);
    wall = start;
  });
});

// Last: it approves a story, which the counts above do not expect.
describe('editing one’s own testimonial', () => {
  it('changes it while it is held for review, and never once it is decided or for anyone else', async () => {
    const ed = await signedInBrowser(t, 'ed@example.com');
    const other = await signedInBrowser(t, 'other@example.com');
    const posted = (await ed.post('/api/testimonials', { quote: quote('Ed'), rating: 3 })).json().testimonial;
    const edit = (b: TestBrowser, body: unknown) =>
      b.request('PATCH', `/api/user/testimonials/${posted.id}`, body);
    const edited = await edit(ed, { quote: quote('Ed, edited'), rating: 4 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().testimonial).toMatchObject({ id: posted.id, status: 'pending', rating: 4 });
    expect(edited.json().testimonial.quote).toBe(quote('Ed, edited'));
    // The same checks as writing one.
    expect((await edit(ed, { quote: 'Too short.' })).statusCode).toBe(400);
    // Not the writer: not found, and nothing changed.
    expect((await edit(other, { quote: quote('Other') })).statusCode).toBe(404);
    // Decided: an approved quote stays as it was approved.
    await admin.post(`/api/admin/testimonials/${posted.id}/decision`, { decision: 'approve' });
    expect((await edit(ed, { quote: quote('Ed, after approval') })).statusCode).toBe(404);
    const own = (await ed.get('/api/user/testimonials')).json().testimonials;
    expect(own).toMatchObject([{ id: posted.id, status: 'approved', rating: 4, quote: quote('Ed, edited') }]);
  });
});
