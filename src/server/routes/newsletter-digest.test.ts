// The weekly digest on real PostgreSQL (decision 122): built from a hand-made graded season, mailed
// through the outbox to confirmed addresses only, once per address per week even when two runs race,
// with List-Unsubscribe headers whose one-click POST works; pushed once to people who kept the toggle on.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GradedGame, seedD13Clv, seedGradedGames } from '../../../tests/support/graded-weeks.ts';
import { baseTestConfig, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { writeWeeklyRecaps } from '../../core/blog/weekly-recaps.ts';
import { sendWeeklyDigest } from '../../core/mail/weekly-digest.ts';
import type { PushSender } from '../../core/push/push-sender.ts';
import { savePreferences, saveSubscription } from '../../db/repositories/push.ts';
import { users } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { DEFAULT_PUSH_PREFERENCES, type PushPayload } from '../../domain/notifications/push-rules.ts';

const SECRET = 'digest-test-secret-0123456789abcdef';
const SITE = 'http://localhost:3000';
// Wednesday 10 December 2025: week 14's recap came out Tuesday 9 December 10:00 ET (15:00Z).
const AS_OF = new Date('2025-12-10T12:00:00Z');
const WALL = new Date('2026-11-27T12:00:00Z');

const GAMES: GradedGame[] = [
  // Week 13: DET -3.5 v CHI, 17-31: 31 - 3.5 - 17 = +10.5, covers; DET wins. CLV +0.5 (below).
  {
    id: 'D13',
    week: 13,
    kickoff: '2025-11-30T18:00:00Z',
    away: 'CHI',
    home: 'DET',
    score: [17, 31],
    pick: { team: 'DET', handicap: -3.5 },
  },
  // Week 14: SF -7 v SEA, 10-17: 17 - 7 - 10 = 0, push; SF wins.
  {
    id: 'S14',
    week: 14,
    kickoff: '2025-12-07T18:00:00Z',
    away: 'SEA',
    home: 'SF',
    score: [10, 17],
    pick: { team: 'SF', handicap: -7 },
  },
  // Week 14, Monday night: NYG to win outright at DAL, no line; 24-21, wins.
  {
    id: 'N14',
    week: 14,
    kickoff: '2025-12-09T01:15:00Z',
    away: 'NYG',
    home: 'DAL',
    score: [24, 21],
    pick: { team: 'NYG', handicap: null },
  },
  // Week 15, not played: its pick (PIT -3) must not be in any mail.
  {
    id: 'G15',
    week: 15,
    kickoff: '2025-12-14T18:00:00Z',
    away: 'MIA',
    home: 'PIT',
    score: null,
    pick: { team: 'PIT', handicap: -3 },
  },
];

let t: TestApp;
const pushed: { endpoint: string; payload: PushPayload }[] = [];
const sender: PushSender = {
  publicKey: 'test',
  send: async (target, payload) => {
    pushed.push({ endpoint: target.endpoint, payload });
    return 'sent';
  },
};
const run = () =>
  sendWeeklyDigest(t.database.db, {
    asOf: AS_OF,
    wallNow: WALL,
    links: { siteUrl: SITE, secret: SECRET },
    push: async () => sender,
  });

async function seedSeason() {
  const db = t.database.db.orm;
  await seedGradedGames(db, GAMES);
  await seedD13Clv(db);
  await writeWeeklyRecaps(db, AS_OF);
}

beforeAll(async () => {
  t = await createTestApp({
    now: AS_OF.toISOString(),
    config: { auth: { ...baseTestConfig().auth, secret: SECRET, siteUrl: SITE } },
  });
  await seedSeason();
  const db = t.database.db.orm;
  await db.insert(newsletterSubscribers).values([
    { email: 'fan@example.com', source: 'web', status: 'confirmed', subscribedAt: WALL },
    { email: 'second@example.com', source: 'web', status: 'confirmed', subscribedAt: WALL },
    { email: 'pending@example.com', source: 'web', status: 'pending', subscribedAt: WALL },
    { email: 'gone@example.com', source: 'web', status: 'unsubscribed', subscribedAt: WALL },
  ]);
  const [on, off] = await db
    .insert(users)
    .values([
      { name: 'On', email: 'on@example.com' },
      { name: 'Off', email: 'off@example.com' },
    ])
    .returning({ id: users.id });
  const keys = { p256dh: 'BExamplePublicKey', auth: 'authsecret' };
  await saveSubscription(db, on?.id as string, { endpoint: 'https://push.example/on', keys }, WALL);
  await saveSubscription(db, off?.id as string, { endpoint: 'https://push.example/off', keys }, WALL);
  await savePreferences(db, off?.id as string, { ...DEFAULT_PUSH_PREFERENCES, weeklyDigest: false }, WALL);
}, 60_000);
afterAll(() => t.close());

const digests = () =>
  t.database.db.orm.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter-digest'));

describe('weekly digest', () => {
  it('two runs at once send one digest to each confirmed address and one push to each person who wants it', async () => {
    const [a, b] = await Promise.all([run(), run()]);
    // 2 confirmed addresses (pending and unsubscribed get nothing), 1 person with the toggle on.
    expect((a?.mailed ?? 0) + (b?.mailed ?? 0)).toBe(2);
    expect((a?.pushed ?? 0) + (b?.pushed ?? 0)).toBe(1);
    const mails = await digests();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['fan@example.com', 'second@example.com']);
    expect(pushed.map((p) => p.endpoint)).toEqual(['https://push.example/on']);
    // A later run (the next hour, another instance) sends nothing more.
    expect(await run()).toEqual({ season: 2025, week: 14, mailed: 0, pushed: 0 });
    expect(await digests()).toHaveLength(2);
  });

  it('reports last week, the season and CLV from the graded picks, and links to the coming picks without printing them', async () => {
    const [mail] = (await digests()).filter((m) => m.toAddress === 'fan@example.com');
    // Week 14: SF and NYG both won straight up (2–0); against the spread SF pushed, NYG had no line: 0–0–1.
    expect(mail?.subject).toBe('Go Gorilla week 14: 0–0–1 ATS');
    const text = mail?.bodyText ?? '';
    expect(text).toContain(
      'LAST WEEK (week 14)\nStraight up: 2–0 (100.0% of decided picks)\nAgainst the spread: 0–0–1\n',
    );
    // Week 14 has no line stored before either pick: CLV unknown, not 0.
    expect(text).toContain('Closing-line value: — (unknown: no line was stored before any pick).');
    // Season: DET, SF, NYG won straight up (3–0); ATS DET covered, SF pushed (1–0–1, 1 of 1 decided).
    expect(text).toContain(
      'SEASON 2025 SO FAR\nStraight up: 3–0 (100.0% of decided picks)\nAgainst the spread: 1–0–1 (100.0% of decided picks)\n',
    );
    // Only D13 has a CLV (+0.5); S14 and N14 are unknown.
    expect(text).toContain('Closing-line value: +0.50 points on average over 1 pick; 2 unknown');
    // Week 15: the game and the link; MIA at PIT kicks off 18:00Z = 13:00 ET. The pick itself is not printed.
    expect(text).toContain(`${SITE}/weekly-picks?season=2025&week=15`);
    expect(text).toContain('- MIA at PIT, 2025-12-14 13:00 ET');
    expect(text).not.toMatch(/PIT\s*[−-]3/);
    expect(text).toContain(`${SITE}/blog/week-14-2025-recap`);
  });

  it('carries an unsubscribe link and List-Unsubscribe headers whose one-click POST takes the address off', async () => {
    const [mail] = (await digests()).filter((m) => m.toAddress === 'fan@example.com');
    expect(mail?.bodyText).toMatch(
      /Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?email=fan%40example\.com&token=/,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(
      link.startsWith(`${SITE}/api/newsletter/one-click-unsubscribe?email=fan%40example.com&token=`),
    ).toBe(true);
    const url = link.slice(SITE.length);
    const post = (u: string) =>
      t.app.inject({
        method: 'POST',
        url: u,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    // A forged token changes nothing.
    expect((await post(url.replace(/token=[^&]+/, 'token=forged'))).statusCode).toBe(400);
    const res = await post(url);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.orm
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'fan@example.com'));
    expect(row?.status).toBe('unsubscribed');
  });
});
