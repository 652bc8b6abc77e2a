// Forgotten and changed passwords on a bare app with better-auth and the throttle stubbed (decision 128,
// the routes' fast test set): a reset link is mailed under the per-IP then per-address mail limits with
// the same answer whether or not the address has an account; a reset is throttled per IP and refuses a
// common password and a bad link with 400; a change needs the current password (a wrong one counted
// against the person, 403), ends the other sessions and hands this browser its new session's CSRF token.
import { APIError } from 'better-auth/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authServices } from '../../../tests/support/auth-services.ts';
import { AS, documented, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../core/mail/mail-signal.ts', () => ({ notifyMailQueued: vi.fn() }));

const signal = await import('../../core/mail/mail-signal.ts');
const { authPasswordRoutes } = await import('./auth-password.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const NEW_PASSWORD = 'correct horse battery staple 42';

const requestPasswordReset = vi.fn();
const resetPassword = vi.fn();
const changePassword = vi.fn();
const hit = vi.fn();
const blocked = vi.fn();
const transaction = vi.fn();
const services = authServices({
  auth: { api: { requestPasswordReset, resetPassword, changePassword } },
  throttle: { hit, blocked },
  transaction,
});

beforeEach(() => {
  requestPasswordReset.mockReset().mockResolvedValue({ status: true });
  resetPassword.mockReset().mockResolvedValue({ status: true });
  changePassword.mockReset();
  hit.mockReset().mockResolvedValue(0);
  blocked.mockReset().mockResolvedValue(0);
  transaction.mockReset().mockImplementation((fn: () => Promise<unknown>) => fn());
  vi.mocked(signal.notifyMailQueued).mockReset();
});

const app = () => routeApp(authPasswordRoutes, { services });
const events = (a: { logs: Record<string, unknown>[] }) =>
  a.logs.filter((l) => l.event).map((l) => [l.level, l.event, l.outcome, l.account, l.userId, l.ip, l.msg]);

describe('the password routes', () => {
  it('are two public routes and a user route, documented under accounts', async () => {
    const a = await app();
    expect(a.access.get('POST /api/auth/request-password-reset')).toBe('public');
    expect(a.access.get('POST /api/auth/reset-password')).toBe('public');
    expect(a.access.get('POST /api/auth/change-password')).toBe('user');
    expect(documented(a)).toEqual([
      [
        'POST /api/auth/request-password-reset',
        ['accounts'],
        'Mail a single-use link to choose a new password',
      ],
      [
        'POST /api/auth/reset-password',
        ['accounts'],
        'Choose a new password with the token from the mailed link; signs out every device',
      ],
      [
        'POST /api/auth/change-password',
        ['accounts'],
        'Change the password (needs the current one); ends every other session',
      ],
    ]);
  });
});

describe('asking for a reset link', () => {
  const ask = async (a: Awaited<ReturnType<typeof app>>, email = ' Ann@Example.COM ') =>
    a.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });

  it('mails the lower-cased address in one transaction and says the same whether or not it has an account', async () => {
    const a = await app();
    const res = await ask(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'accepted',
      message: 'Check your inbox: if the address has an account, we sent it a link.',
    });
    // The asking IP first, then the address.
    expect(hit.mock.calls).toEqual([
      ['mailPerIp', '127.0.0.1'],
      ['mailPerAccount', 'ann@example.com'],
    ]);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(requestPasswordReset).toHaveBeenCalledWith({ body: { email: 'ann@example.com' } });
    expect(signal.notifyMailQueued).toHaveBeenCalledTimes(1);
    expect(events(a)).toEqual([
      [30, 'auth.reset-requested', undefined, 'ann@example.com', undefined, '127.0.0.1', 'reset requested'],
    ]);
  });

  it('answers 429 with the wait when the IP, or else the address, has used its mails', async () => {
    const a = await app();
    hit.mockResolvedValueOnce(120);
    const byIp = await ask(a);
    expect([byIp.statusCode, byIp.headers['retry-after'], byIp.json().message]).toEqual([
      429,
      '120',
      'Too many attempts. Try again in 120 s.',
    ]);
    // The address is not counted once the IP is over its limit.
    expect(hit.mock.calls).toEqual([['mailPerIp', '127.0.0.1']]);
    hit.mockResolvedValueOnce(0).mockResolvedValueOnce(900);
    const byAddress = await ask(a);
    expect([byAddress.statusCode, byAddress.headers['retry-after']]).toEqual([429, '900']);
    expect(requestPasswordReset).not.toHaveBeenCalled();
    expect(signal.notifyMailQueued).not.toHaveBeenCalled();
  });

  it('refuses what is not an address with 400', async () => {
    const res = await ask(await app(), 'not an address');
    expect(res.statusCode).toBe(400);
    expect(hit).not.toHaveBeenCalled();
  });
});

describe('resetting with the mailed token', () => {
  const reset = async (a: Awaited<ReturnType<typeof app>>, newPassword = NEW_PASSWORD) =>
    a.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'tok-1', newPassword } });

  it('sets the new password with the token, counted per IP', async () => {
    const a = await app();
    const res = await reset(a);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    expect(hit).toHaveBeenCalledWith('tokensPerIp', '127.0.0.1');
    expect(resetPassword).toHaveBeenCalledWith({ body: { token: 'tok-1', newPassword: NEW_PASSWORD } });
    expect(events(a)).toEqual([
      [30, 'auth.password-reset', undefined, undefined, undefined, '127.0.0.1', 'password reset'],
    ]);
  });

  it('answers 429 with the wait before looking at the password or the token', async () => {
    hit.mockResolvedValue(60);
    const res = await reset(await app(), 'password');
    expect([res.statusCode, res.headers['retry-after']]).toEqual([429, '60']);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('refuses one of the most common passwords with 400, the token unused', async () => {
    const res = await reset(await app(), 'password');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'This password is one of the most common ones and easy to guess. Choose another.',
    ]);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('says a refused token is not valid (400); any other failure is a 500', async () => {
    const a = await app();
    resetPassword.mockRejectedValueOnce(new APIError('BAD_REQUEST', { message: 'invalid token' }));
    const bad = await reset(a);
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'This link is not valid, was already used or has expired. Ask for a new one.',
    ]);
    resetPassword.mockRejectedValueOnce(new APIError('INTERNAL_SERVER_ERROR', { message: 'db down' }));
    expect((await reset(a)).statusCode).toBe(500);
    resetPassword.mockRejectedValueOnce(new Error('db down'));
    expect((await reset(a)).statusCode).toBe(500);
    expect(a.logs.some((l) => l.event === 'auth.password-reset')).toBe(false);
  });
});

describe('changing the password', () => {
  const body = { currentPassword: 'old password 1', newPassword: NEW_PASSWORD };
  const change = async (a: Awaited<ReturnType<typeof app>>, payload: object = body, cookie?: string) =>
    a.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...AS(ANN), 'user-agent': 'Firefox', ...(cookie ? { cookie } : {}) },
      payload,
    });
  const changed = (email: string) => {
    const headers = new Headers();
    headers.append('set-cookie', 'gg.session_token=new-session; Path=/; HttpOnly');
    headers.append('set-cookie', 'gg.session_data=; Max-Age=0; Path=/');
    return {
      headers,
      response: {
        user: { id: ANN, name: 'Ann', email, emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' },
      },
    };
  };

  it('ends the other sessions and gives this browser its new session and CSRF token', async () => {
    changePassword.mockResolvedValue(changed('ann@example.com'));
    const a = await app();
    const res = await change(a, body, 'gg.session_token=old-session; gg.csrf=csrf-cookie');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: ANN,
        name: 'Ann',
        email: 'ann@example.com',
        emailVerified: true,
        role: 'user',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      // The browser's CSRF cookie, bound to the new session.
      csrfToken: 'csrf-cookie|new-session',
    });
    expect(res.headers['set-cookie']).toEqual([
      'gg.session_token=new-session; Path=/; HttpOnly',
      'gg.session_data=; Max-Age=0; Path=/',
    ]);
    expect(blocked).toHaveBeenCalledWith('reauthFailuresPerUser', ANN);
    const [call] = changePassword.mock.calls[0] ?? [];
    expect(call.body).toEqual({ ...body, revokeOtherSessions: true });
    expect(call.returnHeaders).toBe(true);
    expect(Object.fromEntries(call.headers)).toEqual({
      cookie: 'gg.session_token=old-session; gg.csrf=csrf-cookie',
      'user-agent': 'Firefox',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(hit).not.toHaveBeenCalled();
    expect(events(a)).toEqual([
      [30, 'auth.password-changed', undefined, undefined, ANN, '127.0.0.1', 'password changed'],
    ]);
  });

  it('shows the role the admin list gives, and sets a CSRF cookie for a browser without one', async () => {
    changePassword.mockResolvedValue(changed('boss@example.com'));
    const res = await change(await app());
    expect(res.json().user.role).toBe('admin');
    expect(res.json().csrfToken).toBe('fresh-csrf|new-session');
    expect(res.headers['set-cookie']).toContain('gg.csrf=fresh-csrf; Path=/; HttpOnly; SameSite=Lax');
  });

  it('refuses a wrong current password with 403, counted against the person', async () => {
    changePassword.mockRejectedValue(
      new APIError('BAD_REQUEST', { message: 'Invalid password', code: 'INVALID_PASSWORD' }),
    );
    const a = await app();
    const res = await change(a);
    expect([res.statusCode, res.json().message]).toEqual([403, 'The current password is not right.']);
    expect(hit).toHaveBeenCalledWith('reauthFailuresPerUser', ANN);
    expect(events(a)).toEqual([
      [40, 'auth.reauth', 'failure', undefined, ANN, '127.0.0.1', 'wrong password'],
    ]);
  });

  it('counts nothing for another failure: the library’s own answer, or a 500', async () => {
    const a = await app();
    changePassword.mockRejectedValueOnce(new APIError('BAD_REQUEST', { message: 'other', code: 'OTHER' }));
    // Passed on as the library answered it, not as a wrong password.
    expect((await change(a)).statusCode).toBe(400);
    changePassword.mockRejectedValueOnce(new Error('db down'));
    expect((await change(a)).statusCode).toBe(500);
    expect(hit).not.toHaveBeenCalled();
  });

  it('answers 429 while the person’s attempts are used up, and 400 for a common new password', async () => {
    const a = await app();
    blocked.mockResolvedValueOnce(300);
    const wait = await change(a);
    expect([wait.statusCode, wait.headers['retry-after']]).toEqual([429, '300']);
    const common = await change(a, { ...body, newPassword: 'password' });
    expect([common.statusCode, common.json().message]).toEqual([
      400,
      'This password is one of the most common ones and easy to guess. Choose another.',
    ]);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('needs a signed-in person', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(blocked).not.toHaveBeenCalled();
  });
});
