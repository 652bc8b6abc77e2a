// The account's export and deletion on a bare app with the repositories, the password check and Stripe
// stubbed (decision 128, the routes' fast test set; decision 047): the export holds every part, dates
// as ISO strings, the saved picks read once at the app's clock with a premium pick withheld as the
// saved-picks list withholds it (decision 124); deletion needs the password (throttled per person),
// cancels a live Stripe plan first or deletes nothing, then erases in one transaction, tells the
// community reads and expires the session cookie.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, DB, documented, fixedAt, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';
import type { HeldPlan } from '../../db/repositories/subscriptions.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { cookieNames } from '../auth/session-policy.ts';

vi.mock('../../db/repositories/saved-picks.ts', () => ({
  listSavedPicks: vi.fn(),
  gameForSaving: vi.fn(),
  savePick: vi.fn(),
  unsavePick: vi.fn(),
}));
vi.mock('../../db/repositories/subscriptions.ts', () => ({ planOf: vi.fn() }));
vi.mock('../../db/repositories/user-data.ts', () => ({
  exportUserData: vi.fn(),
  deleteUserData: vi.fn(),
  USER_DATA_PARTS: [{ key: 'profile' }, { key: 'savedPicks' }, { key: 'picks' }],
}));
vi.mock('../../db/repositories/users.ts', () => ({ passwordHashOf: vi.fn() }));
vi.mock('../auth/password-hash.ts', () => ({ verifyPassword: vi.fn() }));
vi.mock('../../core/data-changes.ts', () => ({ notifyCommunityChanged: vi.fn() }));
vi.mock('./premium-access.ts', () => ({ premiumAccess: vi.fn() }));

const savedPicks = await import('../../db/repositories/saved-picks.ts');
const subscriptions = await import('../../db/repositories/subscriptions.ts');
const userData = await import('../../db/repositories/user-data.ts');
const users = await import('../../db/repositories/users.ts');
const hashing = await import('../auth/password-hash.ts');
const changes = await import('../../core/data-changes.ts');
const premium = await import('./premium-access.ts');
const { accountRoutes } = await import('./account.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// The app's clock (a replay instant) and real time differ, so a swapped pair shows.
const NOW = new Date('2025-11-19T12:00:00Z');
const WALL = new Date('2026-11-27T12:00:00Z');
const HTTPS = cookieNames('https://gg.example');

const throttle = { blocked: vi.fn(), hit: vi.fn() };
const services = {
  db: DB,
  throttle,
  cookies: HTTPS,
  csrf: { newCookieValue: () => 'fresh-csrf' },
  wallNow: () => WALL,
} as unknown as AuthServices;
const cancelSubscription = vi.fn();
const stripe = { cancelSubscription } as unknown as StripeGateway;

// `{ stripe: undefined }`: payments not configured.
const app = (payments: { stripe: StripeGateway | undefined } = { stripe }) =>
  routeApp(accountRoutes, { services, stripe: payments.stripe, clock: fixedAt(NOW.toISOString()) });

// Every part but the saved picks, as the repository answers: Dates, nested arrays and a null part.
const parts = {
  profile: {
    id: ANN,
    name: 'Ann',
    email: 'ann@example.com',
    emailVerified: true,
    role: 'user',
    createdAt: new Date('2025-01-02T03:04:05Z'),
    updatedAt: new Date('2025-06-07T08:09:10Z'),
  },
  credentials: [
    {
      providerId: 'credential',
      createdAt: new Date('2025-01-02T03:04:05Z'),
      updatedAt: new Date('2025-01-02T03:04:05Z'),
    },
  ],
  sessions: [],
  mail: [],
  picks: [],
  profileSettings: null,
  betting: {
    bets: [{ id: 3, stakeCents: 2_500, placedAt: new Date('2025-11-16T17:00:00Z') }],
    settings: [],
    breaks: [],
  },
  challenges: { created: [], joined: [], follows: [] },
  pushNotifications: { subscriptions: [], preferences: [], deliveries: [] },
  testimonials: [],
  subscription: [],
  freePicks: [],
  growth: { referral: { code: null, referredBy: null }, events: [], digestPushes: [] },
};

// Two saved picks, listed out of id order: #9 a final pick, #4 a provisional (premium) pick of a game
// not yet kicked off at NOW, which Ann has not opened.
const savedRow = (id: number, pickStatus: string, kickoff: string) => ({
  pick: {
    id,
    userId: ANN,
    gameId: `2025_12_G${id}`,
    modelVersion: 'v9',
    pickedTeam: 'BAL',
    confidencePct: 64.6,
    pickStatus,
    savedAt: new Date('2025-11-18T11:00:00Z'),
  },
  season: 2025,
  week: 12,
  kickoff: new Date(kickoff),
  homeTeam: 'BAL',
  awayTeam: 'NYJ',
  homeScore: null,
  awayScore: null,
  resultKnownAt: null,
  result: null,
});

beforeEach(() => {
  vi.mocked(userData.exportUserData)
    .mockReset()
    .mockResolvedValue(parts as never);
  vi.mocked(userData.deleteUserData).mockReset().mockResolvedValue(undefined);
  vi.mocked(savedPicks.listSavedPicks)
    .mockReset()
    .mockResolvedValue([
      savedRow(9, 'locked', '2025-11-16T18:00:00Z'),
      savedRow(4, 'provisional', '2025-11-23T18:00:00Z'),
    ] as never);
  vi.mocked(premium.premiumAccess)
    .mockReset()
    .mockResolvedValue({ subscribed: false, opens: () => false });
  vi.mocked(subscriptions.planOf).mockReset().mockResolvedValue(null);
  vi.mocked(users.passwordHashOf).mockReset().mockResolvedValue('stored-hash');
  vi.mocked(hashing.verifyPassword).mockReset().mockResolvedValue(true);
  vi.mocked(changes.notifyCommunityChanged).mockReset();
  throttle.blocked.mockReset().mockResolvedValue(0);
  throttle.hit.mockReset().mockResolvedValue(0);
  cancelSubscription.mockReset().mockResolvedValue(undefined);
});

const events = (a: { logs: Record<string, unknown>[] }) =>
  a.logs.filter((l) => l.event).map((l) => [l.level, l.event, l.outcome, l.userId, l.msg]);

describe('the account routes', () => {
  it('are user routes under accounts, documented as such', async () => {
    const a = await app();
    expect(a.access.get('GET /api/user/export')).toBe('user');
    expect(a.access.get('DELETE /api/user')).toBe('user');
    expect(documented(a)).toEqual([
      [
        'GET /api/user/export',
        ['accounts'],
        'Everything we hold about the signed-in person, as a JSON download',
      ],
      [
        'DELETE /api/user',
        ['accounts'],
        'Delete the account and the data we hold about the person (needs the password)',
      ],
    ]);
    // The statuses the API documents for each (the response schemas are also the serialisers).
    expect(a.declared.get('GET /api/user/export')?.statuses).toEqual(['200']);
    expect(a.declared.get('DELETE /api/user')?.statuses).toEqual(['200', '403', '429', '502', '503']);
    expect((await a.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
    const del = await a.inject({ method: 'DELETE', url: '/api/user', payload: { password: 'pw' } });
    expect(del.statusCode).toBe(401);
    expect(userData.exportUserData).not.toHaveBeenCalled();
    expect(userData.deleteUserData).not.toHaveBeenCalled();
  });
});

describe('exporting', () => {
  it('downloads every part with ISO dates, stamped at real time', async () => {
    const a = await app();
    const res = await a.inject({ method: 'GET', url: '/api/user/export', headers: AS(ANN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="go-gorilla-account.json"');
    // The saved picks are read once below: the repository is asked for every other part.
    expect(userData.exportUserData).toHaveBeenCalledWith(ORM, ANN, [{ key: 'profile' }, { key: 'picks' }]);
    const body = res.json();
    expect(body.format).toBe('go-gorilla-account-export/1');
    expect(body.exportedAt).toBe('2026-11-27T12:00:00.000Z');
    expect(body.profile).toEqual({
      id: ANN,
      name: 'Ann',
      email: 'ann@example.com',
      emailVerified: true,
      role: 'user',
      createdAt: '2025-01-02T03:04:05.000Z',
      updatedAt: '2025-06-07T08:09:10.000Z',
    });
    expect(body.credentials).toEqual([
      {
        providerId: 'credential',
        createdAt: '2025-01-02T03:04:05.000Z',
        updatedAt: '2025-01-02T03:04:05.000Z',
      },
    ]);
    expect(body.profileSettings).toBeNull();
    expect(body.betting.bets).toEqual([{ id: 3, stakeCents: 2500, placedAt: '2025-11-16T17:00:00.000Z' }]);
    expect(events(a)).toEqual([[30, 'account.export', undefined, ANN, 'account exported']]);
  });

  it('holds the saved picks by id, read at the app’s clock, a premium one withheld', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/export', headers: AS(ANN) });
    expect(savedPicks.listSavedPicks).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(premium.premiumAccess).toHaveBeenCalledWith(
      ORM,
      { kind: 'user', userId: ANN },
      ['2025_12_G9', '2025_12_G4'],
      NOW,
    );
    expect(res.json().savedPicks).toEqual([
      // #4: provisional, kickoff 2025-11-23 after NOW, not opened: side and probability kept back.
      {
        id: 4,
        gameId: '2025_12_G4',
        modelVersion: 'v9',
        pickedTeam: null,
        confidencePct: null,
        withheld: true,
        pickStatus: 'provisional',
        savedAt: '2025-11-18T11:00:00.000Z',
      },
      {
        id: 9,
        gameId: '2025_12_G9',
        modelVersion: 'v9',
        pickedTeam: 'BAL',
        confidencePct: 64.6,
        withheld: false,
        pickStatus: 'locked',
        savedAt: '2025-11-18T11:00:00.000Z',
      },
    ]);
  });

  it('shows a premium pick the person may open', async () => {
    vi.mocked(premium.premiumAccess).mockResolvedValue({ subscribed: true, opens: () => true });
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/export', headers: AS(ANN) });
    expect(res.json().savedPicks.map((p: { pickedTeam: string | null }) => p.pickedTeam)).toEqual([
      'BAL',
      'BAL',
    ]);
  });
});

const remove = async (
  password = 'right password',
  payments: { stripe: StripeGateway | undefined } = { stripe },
) => {
  const a = await app(payments);
  const res = await a.inject({ method: 'DELETE', url: '/api/user', headers: AS(ANN), payload: { password } });
  return { a, res };
};

const held = (over: Partial<HeldPlan> = {}): HeldPlan => ({
  status: 'active',
  stripeCustomerId: 'cus_ann',
  stripeSubscriptionId: 'sub_ann',
  currentPeriodEnd: new Date('2025-12-19T12:00:00Z'),
  cancelAtPeriodEnd: false,
  ...over,
});

describe('deleting the account', () => {
  it('erases in one transaction, tells the community reads and ends the session', async () => {
    const { a, res } = await remove();
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'deleted' }]);
    expect(throttle.blocked).toHaveBeenCalledWith('reauthFailuresPerUser', ANN);
    expect(users.passwordHashOf).toHaveBeenCalledWith(ORM, ANN);
    expect(hashing.verifyPassword).toHaveBeenCalledWith({ hash: 'stored-hash', password: 'right password' });
    expect(throttle.hit).not.toHaveBeenCalled();
    expect(subscriptions.planOf).toHaveBeenCalledWith(ORM, ANN);
    expect(userData.deleteUserData).toHaveBeenCalledWith(ORM, ANN);
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
    expect(res.headers['set-cookie']).toEqual([
      '__Host-gg.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
      '__Host-gg.csrf=fresh-csrf; Path=/; HttpOnly; SameSite=Lax; Secure',
    ]);
    expect(events(a)).toEqual([[30, 'account.deleted', undefined, ANN, 'account deleted']]);
    expect(a.logs.find((l) => l.event)?.ip).toBe('127.0.0.1');
  });

  it('refuses a wrong password with 403, counted against the person, and deletes nothing', async () => {
    vi.mocked(hashing.verifyPassword).mockResolvedValue(false);
    const { a, res } = await remove('wrong password');
    expect([res.statusCode, res.json().message]).toEqual([403, 'The password is not right.']);
    expect(throttle.hit).toHaveBeenCalledWith('reauthFailuresPerUser', ANN);
    expect(subscriptions.planOf).not.toHaveBeenCalled();
    expect(userData.deleteUserData).not.toHaveBeenCalled();
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
    expect(events(a)).toEqual([[40, 'auth.reauth', 'failure', ANN, 'wrong password']]);
    expect(a.logs.find((l) => l.event)?.ip).toBe('127.0.0.1');
  });

  it('refuses an account without a password (no hash) without checking one', async () => {
    vi.mocked(users.passwordHashOf).mockResolvedValue(undefined);
    const { res } = await remove();
    expect(res.statusCode).toBe(403);
    expect(hashing.verifyPassword).not.toHaveBeenCalled();
    expect(throttle.hit).toHaveBeenCalledWith('reauthFailuresPerUser', ANN);
    expect(userData.deleteUserData).not.toHaveBeenCalled();
  });

  it('answers 429 with the wait while the person’s attempts are used up, before reading the password', async () => {
    throttle.blocked.mockResolvedValue(600);
    const { res } = await remove();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('600');
    expect(res.json().message).toBe('Too many attempts. Try again in 600 s.');
    expect(users.passwordHashOf).not.toHaveBeenCalled();
    expect(userData.deleteUserData).not.toHaveBeenCalled();
  });

  it('refuses an empty password or an extra field with 400', async () => {
    const a = await app();
    for (const payload of [{ password: '' }, { password: 'pw', userId: 'someone-else' }, {}]) {
      const res = await a.inject({ method: 'DELETE', url: '/api/user', headers: AS(ANN), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(throttle.blocked).not.toHaveBeenCalled();
  });

  it('cancels a live Stripe plan before erasing', async () => {
    vi.mocked(subscriptions.planOf).mockResolvedValue(held({ status: 'past_due' }));
    const { res } = await remove();
    expect(res.statusCode).toBe(200);
    expect(cancelSubscription).toHaveBeenCalledWith('sub_ann');
    expect(userData.deleteUserData).toHaveBeenCalledWith(ORM, ANN);
  });

  it('cancels nothing for an ended plan, or one Stripe never subscribed', async () => {
    for (const plan of [
      held({ status: 'canceled' }),
      held({ status: 'incomplete_expired' }),
      held({ stripeSubscriptionId: null }),
    ]) {
      vi.mocked(subscriptions.planOf).mockResolvedValue(plan);
      // Without payments configured too: nothing to cancel is no reason to refuse.
      const { res } = await remove('right password', { stripe: undefined });
      expect(res.statusCode, plan.status).toBe(200);
    }
    expect(cancelSubscription).not.toHaveBeenCalled();
    expect(userData.deleteUserData).toHaveBeenCalledTimes(3);
  });

  it('keeps the account (503) when a live plan cannot be cancelled because payments are off', async () => {
    vi.mocked(subscriptions.planOf).mockResolvedValue(held());
    const { a, res } = await remove('right password', { stripe: undefined });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Your plan cannot be cancelled now (payments are not configured). The account is kept, so you are not charged for one you cannot use.',
    );
    expect(userData.deleteUserData).not.toHaveBeenCalled();
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
    expect(a.logs.filter((l) => l.event).map((l) => [l.level, l.event, l.userId, l.reason, l.msg])).toEqual([
      [50, 'account.delete', ANN, res.json().message, 'plan not cancelled'],
    ]);
  });

  it('keeps the account (502) when Stripe fails to cancel', async () => {
    vi.mocked(subscriptions.planOf).mockResolvedValue(held());
    cancelSubscription.mockRejectedValue(new Error('stripe down'));
    const { res } = await remove();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Stripe did not cancel your plan; please try again. The account is kept, so you are not charged for one you cannot use.',
    );
    expect(userData.deleteUserData).not.toHaveBeenCalled();
  });
});
