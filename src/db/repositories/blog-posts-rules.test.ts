// The generated weekly recaps (decision 111; the repositories' fast test set: decisions 128, 137): one
// per season and week, the first writer's kept (a second insert answers false and changes nothing), shown
// from their publication instant; the recap job's view of a season's weeks says when each week's last
// final was known. One cloned database; the seasons here (2090–2091) are this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { generatedPostsAsOf, insertGeneratedPost, recappedWeeks, seasonWeeks } from './blog-posts.ts';

let t: TestDatabase;
const at = (iso: string) => new Date(iso);

const draft = (season: number, week: number, title: string, publishedAt: string) => ({
  season,
  week,
  slug: `recap-${season}-${week}`,
  title,
  excerpt: 'x',
  author: 'Go Gorilla',
  tags: ['recap'],
  body: 'b',
  publishedAt: at(publishedAt),
});

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('recaps', () => {
  it('keeps the first recap of a week, and shows each from its publication instant', async () => {
    expect(await insertGeneratedPost(t.db.orm, draft(2090, 1, 'First', '2090-09-12T12:00:00Z'))).toBe(true);
    expect(await insertGeneratedPost(t.db.orm, draft(2090, 1, 'Second writer', '2090-09-12T12:00:00Z'))).toBe(
      false,
    );
    expect(await insertGeneratedPost(t.db.orm, draft(2090, 2, 'Week two', '2090-09-19T12:00:00Z'))).toBe(
      true,
    );
    const shown = await generatedPostsAsOf(t.db.orm, at('2090-09-19T11:59:59Z'));
    expect(shown.map((p) => [p.season, p.week, p.title])).toEqual([[2090, 1, 'First']]);
    expect(
      (await generatedPostsAsOf(t.db.orm, at('2090-09-19T12:00:00Z'))).map((p) => p.week).sort(),
    ).toEqual([1, 2]);
    expect([...(await recappedWeeks(t.db.orm, 2090))].sort()).toEqual([1, 2]);
    expect(await recappedWeeks(t.db.orm, 2091)).toEqual(new Set());
  });
});

describe("a season's weeks", () => {
  it("gives each week's last kickoff, and its last final's instant once every game has one", async () => {
    await gameOf(t.db.orm, '2091_01_KC_BUF', '2091-09-09T17:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2091-09-09T20:10:00Z',
    });
    await gameOf(t.db.orm, '2091_01_NYJ_MIA', '2091-09-10T00:20:00Z', {
      home: 24,
      away: 21,
      knownAt: '2091-09-10T03:30:00Z',
    });
    // Week 2: one game final, one not.
    await gameOf(t.db.orm, '2091_02_BUF_NE', '2091-09-16T17:00:00Z', {
      home: 10,
      away: 13,
      knownAt: '2091-09-16T20:00:00Z',
    });
    await gameOf(t.db.orm, '2091_02_MIA_KC', '2091-09-17T00:20:00Z');
    await gameOf(t.db.orm, '2092_01_KC_DEN', '2092-09-08T17:00:00Z', {
      home: 1,
      away: 2,
      knownAt: '2092-09-08T20:00:00Z',
    });
    expect(await seasonWeeks(t.db.orm, 2091)).toEqual([
      {
        season: 2091,
        week: 1,
        lastKickoff: at('2091-09-10T00:20:00Z'),
        finalKnownAt: at('2091-09-10T03:30:00Z'),
      },
      { season: 2091, week: 2, lastKickoff: at('2091-09-17T00:20:00Z'), finalKnownAt: null },
    ]);
    expect(await seasonWeeks(t.db.orm, 2093)).toEqual([]);
  });
});
