// Testimonials on a bare app with the repositories stubbed (decision 128, the routes' fast test set;
// decisions 113 and 119): the public reads show approved rows with each writer's graded record (worked
// out by hand below) at the app's clock; writing is a user route stamped with real time, refused with
// 409 while one waits and 429 past 3 in 24 hours; edits and reads are the signed-in person's own; an
// admin's approval (not a rejection, not a submission) tells the community pages their data changed.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { PickWithGame } from '../../db/repositories/contributor-picks.ts';
import type { PublicTestimonialRow, TestimonialRow } from '../../db/repositories/testimonials.ts';

vi.mock('../../db/repositories/testimonials.ts', () => ({
  approvedTestimonials: vi.fn(),
  decideTestimonial: vi.fn(),
  editPendingTestimonial: vi.fn(),
  ownTestimonials: vi.fn(),
  pendingTestimonials: vi.fn(),
  submitTestimonial: vi.fn(),
}));
vi.mock('../../db/repositories/contributor-picks.ts', () => ({ settledPicks: vi.fn() }));
vi.mock('../../core/data-changes.ts', () => ({ notifyCommunityChanged: vi.fn() }));

const repo = await import('../../db/repositories/testimonials.ts');
const picks = await import('../../db/repositories/contributor-picks.ts');
const changes = await import('../../core/data-changes.ts');
const { testimonialReadRoutes, testimonialRoutes } = await import('./testimonials.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const DAN = '44444444-4444-4444-8444-444444444444';
const ADMIN = '99999999-9999-4999-8999-999999999999';
const NOW = '2025-11-19T12:00:00.000Z';
const WALL = new Date('2026-11-27T12:00:00Z');
const QUOTE = 'The weekly picks page is the first thing I open on Sundays.';
const MODEL_VERSION = 'gg-elo-1.5.0';

const approved = (
  id: number,
  authorId: string,
  name: string,
  rating: number | null,
): PublicTestimonialRow => ({
  id,
  authorId,
  name,
  quote: `${QUOTE} (${name})`,
  rating,
  createdAt: new Date(`2025-10-0${id}T10:00:00Z`),
});

// A settled moneyline pick on BAL (home) 24–17 over NYJ, unless the final is not known yet.
const pick = (
  contributor: string,
  selection: 'home' | 'away',
  price: number | null,
  final = true,
): PickWithGame => ({
  id: 1,
  contributor,
  userId: contributor.startsWith('former:') ? null : contributor,
  gameId: '2025_12_NYJ_BAL',
  season: 2025,
  week: 12,
  kickoff: new Date('2025-11-16T18:00:00Z'),
  homeTeam: 'BAL',
  awayTeam: 'NYJ',
  market: 'moneyline',
  selection,
  line: null,
  price,
  book: 'draftkings',
  lineCapturedAt: new Date('2025-11-15T12:00:00Z'),
  lockedAt: new Date('2025-11-15T12:05:00Z'),
  homeScore: final ? 24 : null,
  awayScore: final ? 17 : null,
  closeSpread: null,
  closeTotal: null,
  homeBioBoost: null,
  awayBioBoost: null,
});

// Ann: home +150 won (+1.5 u), away −110 lost (−1 u), one not final yet. Bob: home without a price,
// won (no units). A former contributor: away +120 lost (−1 u). Dan: only a pick not final yet.
const ANN_PICKS = [pick(ANN, 'home', 150), pick(ANN, 'away', -110), pick(ANN, 'home', -120, false)];
const BOB_PICKS = [pick(BOB, 'home', null)];
const OTHERS = [pick('former:abc', 'away', 120), pick(DAN, 'home', 100, false)];

beforeEach(() => {
  for (const f of Object.values(repo)) vi.mocked(f as () => unknown).mockReset();
  vi.mocked(picks.settledPicks).mockReset();
  vi.mocked(changes.notifyCommunityChanged).mockReset();
});

const reads = () => routeApp(testimonialReadRoutes, context());
const writes = () => routeApp(testimonialRoutes, { ...context(), wallNow: () => WALL });

describe('the public testimonial reads', () => {
  it('are public and cached per community data version', async () => {
    const a = await reads();
    for (const route of ['GET /api/testimonials', 'GET /api/testimonials/stats/summary'])
      expect(a.declared.get(route)?.config).toMatchObject({ access: 'public', cache: true, community: true });
  });

  it("show each approved testimonial with its writer's record, read at the clock for the writers only", async () => {
    vi.mocked(repo.approvedTestimonials).mockResolvedValue([
      approved(1, ANN, 'Ann', 5),
      approved(2, BOB, 'Bob', 4),
      approved(3, ANN, 'Ann', null),
    ]);
    vi.mocked(picks.settledPicks).mockResolvedValue([...ANN_PICKS, ...BOB_PICKS]);
    const res = await (await reads()).inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    // Ann's two writers once each, in order of appearance.
    expect(picks.settledPicks).toHaveBeenCalledWith(ORM, MODEL_VERSION, new Date(NOW), [ANN, BOB]);
    // Ann: 1 win + 1 loss graded (the third not final), +1.5 − 1 = +0.5 u over 2 priced picks.
    const annRecord = { graded: 2, wins: 1, losses: 1, pushes: 0, units: 0.5, unitsPicks: 2 };
    expect(res.json()).toEqual({
      asOf: NOW,
      testimonials: [
        {
          id: 1,
          name: 'Ann',
          quote: `${QUOTE} (Ann)`,
          rating: 5,
          createdAt: '2025-10-01T10:00:00.000Z',
          record: annRecord,
        },
        {
          id: 2,
          name: 'Bob',
          quote: `${QUOTE} (Bob)`,
          rating: 4,
          createdAt: '2025-10-02T10:00:00.000Z',
          // A win without a price: graded, but no units (unknown, not 0).
          record: { graded: 1, wins: 1, losses: 0, pushes: 0, units: null, unitsPicks: 0 },
        },
        {
          id: 3,
          name: 'Ann',
          quote: `${QUOTE} (Ann)`,
          rating: null,
          createdAt: '2025-10-03T10:00:00.000Z',
          record: annRecord,
        },
      ],
    });
  });

  it('reads no picks when nothing is approved', async () => {
    vi.mocked(repo.approvedTestimonials).mockResolvedValue([]);
    const res = await (await reads()).inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.json()).toEqual({ asOf: NOW, testimonials: [] });
    expect(picks.settledPicks).not.toHaveBeenCalled();
  });

  it("sum up the ratings and every contributor's graded picks", async () => {
    vi.mocked(repo.approvedTestimonials).mockResolvedValue([
      approved(1, ANN, 'Ann', 5),
      approved(2, BOB, 'Bob', 4),
      approved(3, ANN, 'Ann', null),
      approved(4, DAN, 'Dan', 4),
    ]);
    vi.mocked(picks.settledPicks).mockResolvedValue([...ANN_PICKS, ...BOB_PICKS, ...OTHERS]);
    const res = await (await reads()).inject({ method: 'GET', url: '/api/testimonials/stats/summary' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(picks.settledPicks).toHaveBeenCalledWith(ORM, MODEL_VERSION, new Date(NOW), undefined);
    expect(res.json()).toEqual({
      asOf: NOW,
      total: 4,
      // (5 + 4 + 4) / 3 = 4.333… → 4.33; the unrated one is left out.
      averageRating: 4.33,
      ratedCount: 3,
      fiveStarCount: 1,
      // Graded: Ann 2, Bob 1, the former contributor 1 = 4; wins Ann 1 + Bob 1; units +1.5 − 1 − 1 = −0.5
      // over the 3 priced picks; 3 contributors (Dan has nothing graded).
      community: { graded: 4, wins: 2, losses: 2, pushes: 0, units: -0.5, unitsPicks: 3, contributors: 3 },
    });
  });

  it('say "no rating" rather than 0 when none is rated', async () => {
    vi.mocked(repo.approvedTestimonials).mockResolvedValue([approved(3, ANN, 'Ann', null)]);
    vi.mocked(picks.settledPicks).mockResolvedValue([]);
    const res = await (await reads()).inject({ method: 'GET', url: '/api/testimonials/stats/summary' });
    expect(res.json()).toMatchObject({
      total: 1,
      averageRating: null,
      ratedCount: 0,
      fiveStarCount: 0,
      community: { graded: 0, units: null, contributors: 0 },
    });
  });
});

const row = (over: Partial<TestimonialRow> = {}): TestimonialRow => ({
  id: 7,
  authorId: ANN,
  quote: QUOTE,
  rating: 5,
  status: 'pending',
  createdAt: WALL,
  decidedAt: null,
  decidedBy: null,
  ...over,
});
const ownView = {
  id: 7,
  quote: QUOTE,
  rating: 5,
  status: 'pending',
  createdAt: '2026-11-27T12:00:00.000Z',
  decidedAt: null,
};

describe('writing a testimonial', () => {
  const submit = async (payload: object, headers: object = AS(ANN)) => {
    const a = await writes();
    const res = await a.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: headers as Record<string, string>,
      payload,
    });
    const logged = a.logs
      .filter((l) => typeof l.event === 'string')
      .map((l) => [l.event, l.userId, l.testimonialId]);
    return { status: res.statusCode, body: res.json(), logged };
  };

  it('is a user route; stores the trimmed quote as the signed-in person at real time, and changes nothing public', async () => {
    const a = await writes();
    expect(a.access.get('POST /api/testimonials')).toBe('user');
    expect((await submit({ quote: QUOTE }, {})).status).toBe(401);
    vi.mocked(repo.submitTestimonial).mockResolvedValue({ stored: row() });
    expect(await submit({ quote: `  ${QUOTE}  `, rating: 5 })).toEqual({
      status: 201,
      body: { testimonial: ownView },
      // The audit line names the writer and the testimonial.
      logged: [['testimonial.submitted', ANN, 7]],
    });
    expect(repo.submitTestimonial).toHaveBeenCalledWith(ORM, {
      authorId: ANN,
      quote: QUOTE,
      rating: 5,
      wallNow: WALL,
    });
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
  });

  it('refuses one while another waits (409) and past the quota (429), each with its code', async () => {
    vi.mocked(repo.submitTestimonial).mockResolvedValue({ refused: 'pending' });
    expect(await submit({ quote: QUOTE })).toEqual({
      logged: [],
      status: 409,
      body: {
        error: 'Conflict',
        message: 'Your testimonial is still held for review: you can write another once it has been decided.',
        code: 'pending',
      },
    });
    vi.mocked(repo.submitTestimonial).mockResolvedValue({ refused: 'daily_quota' });
    expect(await submit({ quote: QUOTE })).toEqual({
      logged: [],
      status: 429,
      body: {
        error: 'Too Many Requests',
        message: 'You have written 3 testimonials in the last 24 hours; try again tomorrow.',
        code: 'daily_quota',
      },
    });
  });
});

describe("the writer's own testimonials", () => {
  it('lists the signed-in person’s own rows with their review state', async () => {
    const a = await writes();
    expect(a.access.get('GET /api/user/testimonials')).toBe('user');
    vi.mocked(repo.ownTestimonials).mockResolvedValue([
      row({ id: 8, status: 'approved', decidedAt: new Date('2026-11-28T09:00:00Z'), decidedBy: ADMIN }),
      row(),
    ]);
    const res = await a.inject({ method: 'GET', url: '/api/user/testimonials', headers: AS(ANN) });
    expect(res.json()).toEqual({
      testimonials: [
        { ...ownView, id: 8, status: 'approved', decidedAt: '2026-11-28T09:00:00.000Z' },
        ownView,
      ],
    });
    expect(repo.ownTestimonials).toHaveBeenCalledWith(ORM, ANN);
  });

  it('edits only as the signed-in writer; 404 when none of theirs waits with that id', async () => {
    const a = await writes();
    expect(a.access.get('PATCH /api/user/testimonials/:id')).toBe('user');
    const edit = (id: number) =>
      a.inject({
        method: 'PATCH',
        url: `/api/user/testimonials/${id}`,
        headers: AS(ANN),
        payload: { quote: QUOTE, rating: 3 },
      });
    vi.mocked(repo.editPendingTestimonial).mockResolvedValue(row({ rating: 3 }));
    const res = await edit(7);
    expect([res.statusCode, res.json()]).toEqual([200, { testimonial: { ...ownView, rating: 3 } }]);
    expect(repo.editPendingTestimonial).toHaveBeenCalledWith(ORM, {
      id: 7,
      authorId: ANN,
      quote: QUOTE,
      rating: 3,
    });
    vi.mocked(repo.editPendingTestimonial).mockResolvedValue(null);
    const none = await edit(8);
    expect([none.statusCode, none.json().message]).toEqual([
      404,
      'You have no testimonial awaiting review with this id.',
    ]);
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
  });
});

describe("the admin's review", () => {
  const decide = async (id: number, decision: string) => {
    const a = await writes();
    const res = await a.inject({
      method: 'POST',
      url: `/api/admin/testimonials/${id}/decision`,
      headers: AS(ADMIN, { role: 'admin' }),
      payload: { decision },
    });
    const logged = a.logs
      .filter((l) => typeof l.event === 'string')
      .map((l) => [l.event, l.userId, l.testimonialId]);
    return { status: res.statusCode, body: res.json(), logged };
  };

  it('are admin routes; the queue shows each writer', async () => {
    const a = await writes();
    expect(a.access.get('GET /api/admin/testimonials')).toBe('admin');
    expect(a.access.get('POST /api/admin/testimonials/:id/decision')).toBe('admin');
    vi.mocked(repo.pendingTestimonials).mockResolvedValue([{ ...row(), name: 'Ann' }]);
    const res = await a.inject({
      method: 'GET',
      url: '/api/admin/testimonials',
      headers: AS(ADMIN, { role: 'admin' }),
    });
    expect(res.json()).toEqual({ testimonials: [{ ...ownView, authorId: ANN, name: 'Ann' }] });
  });

  it('approves as the admin at real time and tells the community pages; a rejection changes nothing public', async () => {
    vi.mocked(repo.decideTestimonial).mockResolvedValue(
      row({ status: 'approved', decidedAt: WALL, decidedBy: ADMIN }),
    );
    expect(await decide(7, 'approve')).toEqual({
      status: 200,
      body: { testimonial: { ...ownView, status: 'approved', decidedAt: '2026-11-27T12:00:00.000Z' } },
      // The audit line names the admin and the testimonial.
      logged: [['testimonial.approved', ADMIN, 7]],
    });
    expect(repo.decideTestimonial).toHaveBeenCalledWith(ORM, 7, { status: 'approved', by: ADMIN, at: WALL });
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
    vi.mocked(repo.decideTestimonial).mockResolvedValue(
      row({ status: 'rejected', decidedAt: WALL, decidedBy: ADMIN }),
    );
    const rejected = await decide(7, 'reject');
    expect([rejected.body.testimonial.status, rejected.logged]).toEqual([
      'rejected',
      [['testimonial.rejected', ADMIN, 7]],
    ]);
    expect(repo.decideTestimonial).toHaveBeenLastCalledWith(ORM, 7, {
      status: 'rejected',
      by: ADMIN,
      at: WALL,
    });
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for one already decided or unknown, and 400 for another word', async () => {
    vi.mocked(repo.decideTestimonial).mockResolvedValue(null);
    expect(await decide(7, 'approve')).toEqual({
      logged: [],
      status: 404,
      body: { error: 'Not Found', message: 'No testimonial awaiting review has this id.' },
    });
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
    expect((await decide(7, 'maybe')).status).toBe(400);
  });
});

describe('the API documentation', () => {
  it('lists the public reads with their tags and summaries', async () => {
    expect(documented(await reads())).toEqual([
      [
        'GET /api/testimonials',
        ['community'],
        "Approved testimonials, each with its writer's graded contributor-pick record",
      ],
      [
        'GET /api/testimonials/stats/summary',
        ['community'],
        "Approved testimonials counted, their mean rating, and the community's graded record",
      ],
    ]);
  });

  it('lists the writing and review routes with their tags and summaries', async () => {
    const a = await writes();
    expect(documented(a)).toEqual([
      [
        'POST /api/testimonials',
        ['community'],
        'Submit a testimonial: held for an admin’s review (one pending at a time, 3 a day)',
      ],
      [
        'GET /api/user/testimonials',
        ['community'],
        "The signed-in person's own testimonials with their review status",
      ],
      [
        'PATCH /api/user/testimonials/:id',
        ['community'],
        'Edit your own testimonial while it is held for review (a decided one stays as it is)',
      ],
      [
        'GET /api/admin/testimonials',
        ['community'],
        'Testimonials awaiting review, oldest first (admins only)',
      ],
      [
        'POST /api/admin/testimonials/:id/decision',
        ['community'],
        'Approve (make public) or reject a pending testimonial (admins only)',
      ],
    ]);
  });
});
