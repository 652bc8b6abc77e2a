// Testimonials on one cloned database (decision 128, the repositories' fast test set; decisions 113 and
// 119): one awaiting review per person; at most 3 submitted in the 24 hours (86,400,000 ms) of real time
// before now, a row exactly 24 hours old still counting; a writer edits only their own pending row; the
// public list holds approved rows only, newest approval first; a decision is final; deleting an account
// removes its rows and clears it as the decider of others'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { testimonials } from '../schema/testimonials.ts';
import {
  approvedTestimonials,
  decideTestimonial,
  editPendingTestimonial,
  eraseTestimonials,
  ownTestimonials,
  pendingTestimonials,
  submitTestimonial,
} from './testimonials.ts';

let t: TestDatabase;
const WALL = new Date('2026-11-27T12:00:00Z');
const QUOTE = 'The weekly picks page is the first thing I open on Sundays.';

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

/** A decided testimonial written at `createdAt`. */
async function decided(
  authorId: string,
  createdAt: string,
  status: 'approved' | 'rejected' = 'approved',
  decidedAt = createdAt,
) {
  const [row] = await t.db.orm
    .insert(testimonials)
    .values({
      authorId,
      quote: QUOTE,
      rating: 4,
      status,
      createdAt: new Date(createdAt),
      decidedAt: new Date(decidedAt),
    })
    .returning({ id: testimonials.id });
  return row?.id ?? 0;
}

const submit = (authorId: string, wallNow = WALL, rating: number | null = 5) =>
  submitTestimonial(t.db.orm, { authorId, quote: QUOTE, rating, wallNow });

describe('submitting', () => {
  it('stores a pending row stamped with real time, then refuses a second while the first waits', async () => {
    const ann = await person(t.db.orm, 'ann@example.com');
    const first = await submit(ann);
    expect('stored' in first && first.stored).toMatchObject({
      authorId: ann,
      quote: QUOTE,
      rating: 5,
      status: 'pending',
      createdAt: WALL,
      decidedAt: null,
    });
    expect(await submit(ann, new Date('2026-11-29T12:00:00Z'))).toEqual({ refused: 'pending' });
    expect((await ownTestimonials(t.db.orm, ann)).length).toBe(1);
  });

  it('refuses the 4th in 24 hours, counting a row exactly 24 hours old; one a millisecond older does not count', async () => {
    const db = t.db.orm;
    const bob = await person(db, 'bob@example.com');
    // WALL − 86,400,000 ms = 26 Nov 12:00:00.000Z: in the window (created_at >= since).
    await decided(bob, '2026-11-26T12:00:00.000Z', 'rejected');
    await decided(bob, '2026-11-27T00:00:00Z');
    await decided(bob, '2026-11-27T11:00:00Z');
    expect(await submit(bob)).toEqual({ refused: 'daily_quota' });
    const cara = await person(db, 'cara@example.com');
    await decided(cara, '2026-11-26T11:59:59.999Z', 'rejected');
    await decided(cara, '2026-11-27T00:00:00Z');
    await decided(cara, '2026-11-27T11:00:00Z');
    const res = await submit(cara);
    expect('stored' in res).toBe(true);
  });

  it('lets 2 in the window through: the limit is 3, not 2', async () => {
    const db = t.db.orm;
    const dan = await person(db, 'dan@example.com');
    await decided(dan, '2026-11-27T00:00:00Z');
    await decided(dan, '2026-11-27T11:00:00Z');
    const res = await submit(dan, WALL, null);
    expect('stored' in res && res.stored.rating).toBeNull();
  });

  it('counts only the person’s own rows, and only pending ones as waiting', async () => {
    const db = t.db.orm;
    const eve = await person(db, 'eve@example.com');
    // Everyone else's rows above are many; Eve has one approved row: she may submit.
    await decided(eve, '2026-11-20T00:00:00Z');
    expect('stored' in (await submit(eve))).toBe(true);
  });
});

describe('editing, listing and deciding', () => {
  it('lets the writer edit only their own row while it is pending', async () => {
    const db = t.db.orm;
    const fay = await person(db, 'fay@example.com');
    const gus = await person(db, 'gus@example.com');
    const res = await submit(fay);
    const id = 'stored' in res ? res.stored.id : 0;
    const edit = { id, authorId: fay, quote: 'Edited: the bankroll tools kept me honest.', rating: 3 };
    expect(await editPendingTestimonial(db, { ...edit, authorId: gus })).toBeNull();
    expect(await editPendingTestimonial(db, edit)).toMatchObject({
      id,
      quote: edit.quote,
      rating: 3,
      status: 'pending',
    });
    expect(
      await decideTestimonial(db, id, { status: 'approved', by: null, at: new Date('2026-11-28T00:00:00Z') }),
    ).toMatchObject({
      id,
      status: 'approved',
      decidedAt: new Date('2026-11-28T00:00:00Z'),
    });
    expect(await editPendingTestimonial(db, { ...edit, quote: 'Changed after approval.' })).toBeNull();
    // A decision is final.
    expect(
      await decideTestimonial(db, id, { status: 'rejected', by: null, at: new Date('2026-11-29T00:00:00Z') }),
    ).toBeNull();
    expect(await decideTestimonial(db, 999_999, { status: 'approved', by: null, at: WALL })).toBeNull();
  });

  it("lists a writer's own rows newest first, the public approved ones newest approval first, the queue oldest first", async () => {
    const db = t.db.orm;
    const hal = await person(db, 'hal@example.com');
    const ida = await person(db, 'ida@example.com');
    const old = await decided(hal, '2026-10-01T00:00:00Z', 'approved', '2026-10-20T00:00:00Z');
    const rejected = await decided(hal, '2026-10-05T00:00:00Z', 'rejected', '2026-10-06T00:00:00Z');
    const recent = await decided(ida, '2026-10-02T00:00:00Z', 'approved', '2026-10-21T00:00:00Z');
    expect((await ownTestimonials(db, hal)).map((r) => r.id)).toEqual([rejected, old]);
    const approved = await approvedTestimonials(db);
    const mine = approved.filter((r) => r.authorId === hal || r.authorId === ida);
    expect(mine.map((r) => [r.id, r.name])).toEqual([
      [recent, 'ida@example.com'],
      [old, 'hal@example.com'],
    ]);
    expect(approved.every((r) => r.id !== rejected)).toBe(true);
    expect(mine[0]).toEqual({
      id: recent,
      authorId: ida,
      name: 'ida@example.com',
      quote: QUOTE,
      rating: 4,
      createdAt: new Date('2026-10-02T00:00:00Z'),
    });
    // The queue: pending rows only, oldest first (Ann's, Cara's, Dan's, Eve's at WALL: by id).
    const queue = await pendingTestimonials(db);
    expect(queue.every((r) => r.status === 'pending' && r.decidedAt === null)).toBe(true);
    const ids = queue.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(queue.map((r) => r.name).slice(0, 4)).toEqual([
      'ann@example.com',
      'cara@example.com',
      'dan@example.com',
      'eve@example.com',
    ]);
  });

  it("erases a deleted person's rows and clears them as the decider of others'", async () => {
    const db = t.db.orm;
    const admin = await person(db, 'admin@example.com');
    const jon = await person(db, 'jon@example.com');
    const kim = await person(db, 'kim@example.com');
    const res = await submit(kim);
    const kimId = 'stored' in res ? res.stored.id : 0;
    await decideTestimonial(db, kimId, { status: 'approved', by: admin, at: WALL });
    await submit(admin);
    await submit(jon);
    await eraseTestimonials(db, admin);
    expect(await ownTestimonials(db, admin)).toEqual([]);
    expect((await ownTestimonials(db, kim)).map((r) => [r.status, r.decidedBy])).toEqual([
      ['approved', null],
    ]);
    expect((await ownTestimonials(db, jon)).length).toBe(1);
  });
});
