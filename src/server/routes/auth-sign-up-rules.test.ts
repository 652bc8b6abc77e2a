// Sign-up on a bare app with better-auth, the registry, the users and the outbox stubbed (decision 128,
// the routes' fast test set; decisions 094 and 095): a self-excluded address (the registry keyed by the
// lower-cased address, asked at real time) gets the same answer and cost as any sign-up but no account
// and no mail — deleting the account during a self-exclusion and signing up again escapes nothing; a
// new address is mailed a link valid 24 hours of real time, a confirmed one a notice; the per-IP
// throttle answers 429 with its wait before anything else.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DB, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { StoredUser } from '../../db/repositories/users.ts';
import type { AuthServices } from '../auth/auth-services.ts';

vi.mock('../../db/repositories/rg-registry.ts', () => ({ exclusionInForce: vi.fn() }));
vi.mock('../../db/repositories/users.ts', () => ({ findUserByEmail: vi.fn() }));
vi.mock('../../db/repositories/mail-outbox.ts', () => ({ enqueueMail: vi.fn() }));
vi.mock('../../core/mail/mail-signal.ts', () => ({ notifyMailQueued: vi.fn() }));
vi.mock('../auth/password-hash.ts', () => ({ hashPassword: vi.fn() }));
vi.mock('better-auth/api', async (original) => ({
  ...(await original<typeof import('better-auth/api')>()),
  createEmailVerificationToken: vi.fn(),
}));

const registry = await import('../../db/repositories/rg-registry.ts');
const users = await import('../../db/repositories/users.ts');
const outbox = await import('../../db/repositories/mail-outbox.ts');
const signal = await import('../../core/mail/mail-signal.ts');
const hashing = await import('../auth/password-hash.ts');
const betterAuthApi = await import('better-auth/api');
const { authSignUpRoutes } = await import('./auth-sign-up.ts');

const SECRET = 'rg-test-secret';
// HMAC-SHA256 of 'ann@example.com' under HMAC-SHA256(SECRET, 'gg.rg-exclusion-registry.v1'), base64url.
const ANN_KEY = 'tN3FQjp_pKjePlFzzcF7uvwp7IKCbumNBejuoqUJof4';
const WALL = new Date('2026-11-27T12:00:00Z');
// WALL + 24 × 3,600 s.
const LINK_ENDS = new Date('2026-11-28T12:00:00Z');
const ANN_ID = '11111111-1111-4111-8111-111111111111';
const PASSWORD = 'correct horse battery staple 42';
const CHECK_INBOX = 'Check your inbox: if the address can be used, we sent it a link.';
const body = { name: 'Ann', email: ' Ann@Example.COM ', password: PASSWORD };

const signUpEmail = vi.fn();
const verifyEmail = vi.fn();
const hit = vi.fn();

beforeEach(() => {
  vi.mocked(registry.exclusionInForce).mockReset().mockResolvedValue(undefined);
  vi.mocked(users.findUserByEmail).mockReset();
  vi.mocked(outbox.enqueueMail).mockReset();
  vi.mocked(signal.notifyMailQueued).mockReset();
  vi.mocked(hashing.hashPassword).mockReset().mockResolvedValue('hash');
  vi.mocked(betterAuthApi.createEmailVerificationToken).mockReset().mockResolvedValue('signed.token.value');
  signUpEmail.mockReset();
  verifyEmail.mockReset();
  hit.mockReset().mockResolvedValue(0);
});

const services = {
  auth: { api: { signUpEmail, verifyEmail } },
  db: DB,
  throttle: { hit },
  transaction: async (fn: (tx: typeof ORM) => Promise<unknown>) => fn(ORM),
  secret: SECRET,
  siteUrl: 'https://gg.example',
  wallNow: () => WALL,
} as unknown as AuthServices;

/** The audit lines of the last sign-up: [event, outcome, message]. */
let lastLogged: unknown[][] = [];

async function signUp(payload: object = body) {
  const a = await routeApp(authSignUpRoutes, { services });
  const res = await a.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
  lastLogged = a.logs.filter((l) => l.event).map((l) => [l.event, l.outcome, l.msg, l.ip]);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const stored = (over: Partial<StoredUser> = {}): StoredUser => ({
  id: ANN_ID,
  name: 'Ann',
  email: 'ann@example.com',
  emailVerified: false,
  image: null,
  role: 'user',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

describe('signing up', () => {
  it('is public', async () => {
    const a = await routeApp(authSignUpRoutes, { services });
    expect(a.access.get('POST /api/auth/sign-up')).toBe('public');
    expect(a.access.get('POST /api/auth/verify-email')).toBe('public');
    expect(a.access.get('POST /api/auth/send-verification-email')).toBe('public');
  });

  it('gives a self-excluded address the same answer and cost, but no account and no mail', async () => {
    vi.mocked(registry.exclusionInForce).mockResolvedValue({ endsAt: new Date('2027-05-27T12:00:00Z') });
    expect(await signUp()).toMatchObject({ status: 200, body: { status: 'accepted', message: CHECK_INBOX } });
    // Keyed by the trimmed, lower-cased address, asked at real time.
    expect(registry.exclusionInForce).toHaveBeenCalledWith(ORM, ANN_KEY, WALL);
    expect(hashing.hashPassword).toHaveBeenCalledWith(PASSWORD);
    expect(signUpEmail).not.toHaveBeenCalled();
    expect(outbox.enqueueMail).not.toHaveBeenCalled();
    expect(signal.notifyMailQueued).not.toHaveBeenCalled();
    // The log says why, without the address.
    expect(lastLogged).toEqual([['auth.sign-up', 'self-excluded', 'sign-up refused', '127.0.0.1']]);
  });

  it('creates a new account and mails a confirmation link valid 24 hours of real time', async () => {
    vi.mocked(users.findUserByEmail).mockResolvedValueOnce(undefined).mockResolvedValueOnce(stored());
    expect(await signUp()).toMatchObject({ status: 200, body: { status: 'accepted', message: CHECK_INBOX } });
    expect(signUpEmail).toHaveBeenCalledWith(
      expect.objectContaining({ body: { name: 'Ann', email: 'ann@example.com', password: PASSWORD } }),
    );
    expect(users.findUserByEmail).toHaveBeenCalledWith(ORM, 'ann@example.com');
    expect(hashing.hashPassword).not.toHaveBeenCalled();
    // 24 × 3,600 = 86,400 s, for this user.
    expect(betterAuthApi.createEmailVerificationToken).toHaveBeenCalledWith(
      SECRET,
      'ann@example.com',
      undefined,
      86_400,
      {
        userId: ANN_ID,
      },
    );
    expect(outbox.enqueueMail).toHaveBeenCalledWith(
      ORM,
      expect.objectContaining({
        userId: ANN_ID,
        to: 'ann@example.com',
        kind: 'verify-email',
        expiresAt: LINK_ENDS,
      }),
      WALL,
    );
    const mail = vi.mocked(outbox.enqueueMail).mock.calls[0]?.[1];
    expect(mail?.text).toContain('signed.token.value');
    expect(signal.notifyMailQueued).toHaveBeenCalledTimes(1);
    expect(lastLogged).toEqual([['auth.sign-up', undefined, 'sign-up accepted', '127.0.0.1']]);
  });

  it('mails a confirmed address a notice instead of a link, with the same answer', async () => {
    vi.mocked(users.findUserByEmail).mockResolvedValue(stored({ emailVerified: true }));
    expect(await signUp()).toMatchObject({ status: 200, body: { status: 'accepted', message: CHECK_INBOX } });
    expect(betterAuthApi.createEmailVerificationToken).not.toHaveBeenCalled();
    expect(outbox.enqueueMail).toHaveBeenCalledWith(
      ORM,
      expect.objectContaining({ to: 'ann@example.com', kind: 'account-exists', expiresAt: LINK_ENDS }),
      WALL,
    );
  });

  it('mails an address taken but never confirmed a fresh link, not the notice', async () => {
    vi.mocked(users.findUserByEmail).mockResolvedValue(stored());
    expect((await signUp()).status).toBe(200);
    expect(users.findUserByEmail).toHaveBeenCalledTimes(1);
    expect(outbox.enqueueMail).toHaveBeenCalledWith(
      ORM,
      expect.objectContaining({ userId: ANN_ID, kind: 'verify-email', expiresAt: LINK_ENDS }),
      WALL,
    );
  });

  it('answers 429 with the wait when the address has signed up too often, before reading anything', async () => {
    hit.mockResolvedValue(30);
    const res = await signUp();
    expect([res.status, res.body.message, res.headers['retry-after']]).toEqual([
      429,
      'Too many attempts. Try again in 30 s.',
      '30',
    ]);
    expect(hit).toHaveBeenCalledWith('signUpPerIp', '127.0.0.1');
    expect(registry.exclusionInForce).not.toHaveBeenCalled();
  });

  it('refuses a common password (400) before the registry is asked', async () => {
    const res = await signUp({ ...body, password: 'password1234' });
    expect([res.status, res.body.message]).toEqual([
      400,
      'This password is one of the most common ones and easy to guess. Choose another.',
    ]);
    expect(registry.exclusionInForce).not.toHaveBeenCalled();
  });
});

// A token as better-auth signs it: header.payload.signature, the payload naming the address.
const tokenFor = (email: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ email })).toString('base64url')}.signature`;
const INVALID = 'This link is not valid or has expired. Ask for a new one from the sign-in page.';

describe('confirming an address', () => {
  const verify = async (token: string) => {
    const a = await routeApp(authSignUpRoutes, { services });
    const res = await a.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    return { status: res.statusCode, body: res.json(), retry: res.headers['retry-after'] };
  };

  it('confirms with a valid link, looking up the lower-cased address the token names', async () => {
    vi.mocked(users.findUserByEmail).mockResolvedValue(stored());
    expect(await verify(tokenFor('Ann@Example.com'))).toMatchObject({
      status: 200,
      body: { status: 'accepted', message: 'Your address is confirmed. You can sign in.' },
    });
    expect(users.findUserByEmail).toHaveBeenCalledWith(ORM, 'ann@example.com');
    expect(verifyEmail).toHaveBeenCalledWith({ query: { token: tokenFor('Ann@Example.com') } });
    expect(hit).toHaveBeenCalledWith('tokensPerIp', '127.0.0.1');
  });

  it('refuses a link for an address already confirmed (single use), without asking better-auth', async () => {
    vi.mocked(users.findUserByEmail).mockResolvedValue(stored({ emailVerified: true }));
    expect(await verify(tokenFor('ann@example.com'))).toMatchObject({
      status: 400,
      body: { message: INVALID },
    });
    expect(verifyEmail).not.toHaveBeenCalled();
  });

  it('refuses a link better-auth rejects; a token without an address is not looked up', async () => {
    verifyEmail.mockRejectedValue(new betterAuthApi.APIError('UNAUTHORIZED', { message: 'invalid token' }));
    expect(await verify('not-a-token')).toMatchObject({ status: 400, body: { message: INVALID } });
    expect(users.findUserByEmail).not.toHaveBeenCalled();
    expect(await verify(`x.${Buffer.from('{"email":7}').toString('base64url')}.y`)).toMatchObject({
      status: 400,
    });
    expect(users.findUserByEmail).not.toHaveBeenCalled();
  });

  it('lets an unexpected error through (500), and answers 429 when throttled', async () => {
    vi.mocked(users.findUserByEmail).mockResolvedValue(stored());
    verifyEmail.mockRejectedValue(new Error('database down'));
    expect((await verify(tokenFor('ann@example.com'))).status).toBe(500);
    hit.mockResolvedValue(12);
    expect(await verify(tokenFor('ann@example.com'))).toMatchObject({ status: 429, retry: '12' });
  });
});

describe('asking for a new link', () => {
  const resend = async (email: string) => {
    const a = await routeApp(authSignUpRoutes, { services });
    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('mails an unconfirmed account a fresh link, and nothing to a confirmed or unknown one, with the same answer', async () => {
    vi.mocked(users.findUserByEmail).mockResolvedValueOnce(stored());
    expect(await resend('Ann@Example.com')).toEqual({
      status: 200,
      body: { status: 'accepted', message: CHECK_INBOX },
    });
    expect(users.findUserByEmail).toHaveBeenCalledWith(ORM, 'ann@example.com');
    expect(hit).toHaveBeenCalledWith('mailPerIp', '127.0.0.1');
    expect(hit).toHaveBeenCalledWith('mailPerAccount', 'ann@example.com');
    expect(outbox.enqueueMail).toHaveBeenCalledWith(
      ORM,
      expect.objectContaining({ kind: 'verify-email', expiresAt: LINK_ENDS }),
      WALL,
    );
    vi.mocked(users.findUserByEmail).mockResolvedValueOnce(stored({ emailVerified: true }));
    expect((await resend('ann@example.com')).status).toBe(200);
    vi.mocked(users.findUserByEmail).mockResolvedValueOnce(undefined);
    expect((await resend('nobody@example.com')).status).toBe(200);
    expect(outbox.enqueueMail).toHaveBeenCalledTimes(1);
    expect(signal.notifyMailQueued).toHaveBeenCalledTimes(3);
  });

  it('answers 429 when the address or the IP has asked too often', async () => {
    hit.mockResolvedValue(60);
    expect(await resend('ann@example.com')).toMatchObject({ status: 429 });
    expect(users.findUserByEmail).not.toHaveBeenCalled();
  });
});

describe('the API documentation', () => {
  it('lists the sign-up routes with their tags and summaries', async () => {
    const a = await routeApp(authSignUpRoutes, { services });
    expect(documented(a)).toEqual([
      ['POST /api/auth/sign-up', ['accounts'], 'Create an account; a link to confirm the address is mailed'],
      ['POST /api/auth/verify-email', ['accounts'], 'Confirm an address with the token from the mailed link'],
      [
        'POST /api/auth/send-verification-email',
        ['accounts'],
        'Mail a new confirmation link to an address not yet confirmed',
      ],
    ]);
  });
});
