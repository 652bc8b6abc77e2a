// The account code's pure parts, without PostgreSQL (decision 108: the fast test set StrykerJS runs over
// src/server/auth): CSRF tokens and cookies, the device cookie, the self-exclusion key, roles, cookie
// names, the account mail's words, password hashing and the mail throttle's order. Expected values are
// literals, or HMACs recomputed here from the documented message format (never by the code under test).
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './auth-secret.ts';
import { createCsrf, csrfSetCookie, readCookie } from './csrf.ts';
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceSetCookie,
  newDeviceValue,
  trustedDevice,
} from './device-cookie.ts';
import { exclusionKey } from './exclusion-key.ts';
import { accountExistsMail, resetPasswordMail, verificationMail } from './mail-messages.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { passwordProblem } from './password-policy.ts';
import { effectiveRole } from './roles.ts';
import { cookieNames } from './session-policy.ts';
import type { Throttle } from './throttle.ts';
import { mailWait } from './throttle.ts';

const hmac = (secret: string | Buffer, message: string) =>
  createHmac('sha256', secret).update(message).digest('base64url');

// Computed inside each test (decision 050): StrykerJS switches a mutant on only while tests run.
const http = () => cookieNames('http://localhost:3000');
const https = () => cookieNames('https://gogorilla.example');

describe('cookie names (decision 045)', () => {
  it('uses __Host- names and Secure on an HTTPS site, plain names on loopback HTTP', () => {
    expect(https()).toEqual({
      session: '__Host-gg.session_token',
      csrf: '__Host-gg.csrf',
      device: '__Host-gg.device',
      sessionData: '__Host-gg.session_data',
      dontRemember: '__Host-gg.dont_remember',
      secure: true,
    });
    expect(http()).toEqual({
      session: 'gg.session_token',
      csrf: 'gg.csrf',
      device: 'gg.device',
      sessionData: 'gg.session_data',
      dontRemember: 'gg.dont_remember',
      secure: false,
    });
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name among several, trimmed, value as sent', () => {
    const header = 'a=1; gg.csrf=x%20y ; gg.csrf2=no;  b==2';
    expect(readCookie(header, 'gg.csrf')).toBe('x%20y');
    expect(readCookie(header, 'b')).toBe('=2');
    expect(readCookie(header, 'a')).toBe('1');
  });

  it('is undefined without a header, without the name, or for a pair with no name', () => {
    expect(readCookie(undefined, 'a')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
    expect(readCookie('ab=1; c', 'a')).toBeUndefined();
    // '=1' has its '=' at index 0: no name, so it is not the cookie named ''.
    expect(readCookie('=1', '')).toBeUndefined();
  });
});

describe('CSRF check (decision 045)', () => {
  const csrf = {
    tokenFor: (a: string, b: string | undefined) => make().tokenFor(a, b),
    newCookieValue: () => make().newCookieValue(),
    problem: (r: FastifyRequest) => make().problem(r),
  };
  const make = () =>
    createCsrf({ secret: 's3cret', siteUrl: 'https://gogorilla.example/app', cookies: https() });
  // The documented message: 'go-gorilla csrf v1\n<csrf cookie>\n<session cookie or empty>'.
  const signedIn = hmac('s3cret', 'go-gorilla csrf v1\nC00KIE\nSESS');
  const signedOut = hmac('s3cret', 'go-gorilla csrf v1\nC00KIE\n');
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
  const cookie = '__Host-gg.csrf=C00KIE; __Host-gg.session_token=SESS';

  it('binds the token to the CSRF cookie, the session cookie and the secret', () => {
    expect(csrf.tokenFor('C00KIE', 'SESS')).toBe(signedIn);
    expect(csrf.tokenFor('C00KIE', undefined)).toBe(signedOut);
    expect(signedIn).not.toBe(signedOut);
  });

  it('makes a fresh cookie of 256 random bits: 43 base64url characters, never twice the same', () => {
    const a = csrf.newCookieValue();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf.newCookieValue()).not.toBe(a);
  });

  it('accepts a same-origin request with the token of its cookies', () => {
    for (const site of ['same-origin', 'none']) {
      expect(
        csrf.problem(
          request({
            cookie,
            'x-csrf-token': signedIn,
            'sec-fetch-site': site,
            origin: 'https://gogorilla.example',
          }),
        ),
      ).toBeUndefined();
    }
    // No fetch metadata and no Origin (an older client): the token alone decides.
    expect(csrf.problem(request({ cookie, 'x-csrf-token': signedIn }))).toBeUndefined();
    // The Origin of the Host the request was sent to (a proxy in front) is this site too.
    expect(
      csrf.problem(
        request({ cookie, 'x-csrf-token': signedIn, origin: 'http://10.0.0.5:8080', host: '10.0.0.5:8080' }),
      ),
    ).toBeUndefined();
  });

  it('refuses a request a browser marks as cross-site, naming the first 20 characters of the value', () => {
    expect(csrf.problem(request({ cookie, 'x-csrf-token': signedIn, 'sec-fetch-site': 'cross-site' }))).toBe(
      'cross-site request refused (Sec-Fetch-Site: cross-site)',
    );
    expect(
      csrf.problem(
        request({ cookie, 'x-csrf-token': signedIn, 'sec-fetch-site': 'same-site-but-a-very-long-value' }),
      ),
    ).toBe('cross-site request refused (Sec-Fetch-Site: same-site-but-a-very)');
  });

  it('refuses another Origin, and an Origin that is not a URL', () => {
    const why = 'cross-site request refused (Origin is not this site)';
    expect(csrf.problem(request({ cookie, 'x-csrf-token': signedIn, origin: 'https://evil.example' }))).toBe(
      why,
    );
    expect(
      csrf.problem(
        request({
          cookie,
          'x-csrf-token': signedIn,
          origin: 'https://evil.example',
          host: 'gogorilla.example',
        }),
      ),
    ).toBe(why);
    expect(csrf.problem(request({ cookie, 'x-csrf-token': signedIn, origin: 'null', host: 'null' }))).toBe(
      why,
    );
  });

  it('asks for a token when the header or the CSRF cookie is missing or empty', () => {
    const missing =
      'missing CSRF token: get one from GET /api/auth/session and send it in the x-csrf-token header';
    expect(csrf.problem(request({ cookie }))).toBe(missing);
    expect(csrf.problem(request({ cookie, 'x-csrf-token': '' }))).toBe(missing);
    expect(csrf.problem(request({ cookie: '__Host-gg.session_token=SESS', 'x-csrf-token': signedIn }))).toBe(
      missing,
    );
  });

  it('refuses a token of another session, another browser, or of a different length', () => {
    const invalid = 'invalid CSRF token: get a fresh one from GET /api/auth/session';
    expect(csrf.problem(request({ cookie, 'x-csrf-token': signedOut }))).toBe(invalid);
    expect(
      csrf.problem(
        request({ cookie: '__Host-gg.csrf=OTHER; __Host-gg.session_token=SESS', 'x-csrf-token': signedIn }),
      ),
    ).toBe(invalid);
    expect(csrf.problem(request({ cookie, 'x-csrf-token': `${signedIn}x` }))).toBe(invalid);
    // Signed out: the token of the CSRF cookie alone is valid, the signed-in one is not.
    expect(
      csrf.problem(request({ cookie: '__Host-gg.csrf=C00KIE', 'x-csrf-token': signedOut })),
    ).toBeUndefined();
    expect(csrf.problem(request({ cookie: '__Host-gg.csrf=C00KIE', 'x-csrf-token': signedIn }))).toBe(
      invalid,
    );
  });

  it('sets the CSRF cookie HttpOnly, Lax, for the whole site, Secure on HTTPS only', () => {
    expect(csrfSetCookie(https(), 'V')).toBe('__Host-gg.csrf=V; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(csrfSetCookie(http(), 'V')).toBe('gg.csrf=V; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('device cookie (decision 093)', () => {
  it('is trusted for the address it was issued for, under the same secret only', () => {
    const value = newDeviceValue('k', 'ann@example.com');
    const [id, mac] = value.split('.');
    // 128 random bits: 22 base64url characters; the MAC over 'gg.device\n<address>\n<id>'.
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mac).toBe(hmac('k', `gg.device\nann@example.com\n${id}`));
    expect(trustedDevice('k', 'ann@example.com', value)).toBe(id);
    expect(trustedDevice('k', 'bob@example.com', value)).toBeNull();
    expect(trustedDevice('other', 'ann@example.com', value)).toBeNull();
    expect(newDeviceValue('k', 'ann@example.com')).not.toBe(value);
  });

  it('refuses a missing, malformed, extended or truncated cookie', () => {
    const value = newDeviceValue('k', 'ann@example.com');
    const [id, mac] = value.split('.') as [string, string];
    expect(trustedDevice('k', 'ann@example.com', undefined)).toBeNull();
    expect(trustedDevice('k', 'ann@example.com', '')).toBeNull();
    expect(trustedDevice('k', 'ann@example.com', id)).toBeNull();
    expect(trustedDevice('k', 'ann@example.com', `.${mac}`)).toBeNull();
    expect(trustedDevice('k', 'ann@example.com', `${id}.`)).toBeNull();
    expect(trustedDevice('k', 'ann@example.com', `${value}.x`)).toBeNull();
    expect(trustedDevice('k', 'ann@example.com', `${id}.${mac.slice(1)}`)).toBeNull();
    // The MAC with its last character changed (to 'B' if it was 'A', else to 'A').
    const forged = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(trustedDevice('k', 'ann@example.com', `${id}.${forged}`)).toBeNull();
  });

  it('lasts a year, HttpOnly and Lax, Secure on HTTPS only', () => {
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(deviceSetCookie(https(), 'V')).toBe(
      '__Host-gg.device=V; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(deviceSetCookie(http(), 'V')).toBe(
      'gg.device=V; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});

describe('self-exclusion key (decision 094)', () => {
  it('is an HMAC of the trimmed, lower-case address under a key derived from the secret', () => {
    const key = createHmac('sha256', 'k').update('gg.rg-exclusion-registry.v1').digest();
    const expected = hmac(key, 'ann@example.com');
    expect(exclusionKey('k', 'ann@example.com')).toBe(expected);
    expect(exclusionKey('k', '  Ann@Example.COM ')).toBe(expected);
    expect(exclusionKey('k2', 'ann@example.com')).not.toBe(expected);
    expect(exclusionKey('k', 'bob@example.com')).not.toBe(expected);
  });
});

describe('effective role', () => {
  const user = { email: 'Boss@Example.com', emailVerified: true };
  it('is admin when stored so, or for a verified address in ADMIN_EMAILS (any case)', () => {
    expect(effectiveRole({ ...user, emailVerified: false, role: 'admin' }, [])).toBe('admin');
    expect(effectiveRole(user, ['boss@example.com'])).toBe('admin');
  });
  it('is user for an unverified listed address, an unlisted one, or another stored role', () => {
    expect(effectiveRole({ ...user, emailVerified: false }, ['boss@example.com'])).toBe('user');
    expect(effectiveRole(user, ['other@example.com'])).toBe('user');
    expect(effectiveRole({ ...user, role: 'user' }, [])).toBe('user');
  });
});

describe('account mail', () => {
  const ann = { id: 'u1', name: 'Ann', email: 'ann@example.com' };
  const at = new Date('2026-11-28T10:00:00Z');
  const signature = '\n\n— Go Gorilla\nYou get this mail because someone used this address on our site.';

  it('sends the verification link with its token escaped and its expiry', () => {
    expect(verificationMail('https://gg.example', ann, 'a b/c', at)).toEqual({
      userId: 'u1',
      to: 'ann@example.com',
      kind: 'verify-email',
      subject: 'Confirm your email address for Go Gorilla',
      text:
        'Hi Ann,\n\nConfirm your address to finish creating your account:\n\n' +
        'https://gg.example/verify-email?token=a%20b%2Fc\n\n' +
        `The link works until Sat, 28 Nov 2026 10:00:00 GMT. If you did not sign up, ignore this mail.${signature}`,
      expiresAt: at,
    });
  });

  it('sends the reset link, single-use, and says it signs out every device', () => {
    expect(resetPasswordMail('https://gg.example', ann, 'T0K', at)).toEqual({
      userId: 'u1',
      to: 'ann@example.com',
      kind: 'reset-password',
      subject: 'Reset your Go Gorilla password',
      text:
        'Hi Ann,\n\nSomeone asked to reset the password of your account. To choose a new one:\n\n' +
        'https://gg.example/reset-password?token=T0K\n\n' +
        'The link works once, until Sat, 28 Nov 2026 10:00:00 GMT. Choosing a new password signs out every ' +
        `device. If you did not ask, ignore this mail: your password stays as it is.${signature}`,
      expiresAt: at,
    });
  });

  it('tells the owner of a taken address where to sign in, with no token', () => {
    expect(accountExistsMail('https://gg.example', ann, at)).toEqual({
      userId: 'u1',
      to: 'ann@example.com',
      kind: 'account-exists',
      subject: 'You already have a Go Gorilla account',
      text:
        'Hi Ann,\n\nSomeone tried to create an account with this address, which already has one.\n\n' +
        'Sign in: https://gg.example/sign-in\n' +
        'Forgot your password? https://gg.example/forgot-password\n\n' +
        `If it was not you, nothing changed and you can ignore this mail.${signature}`,
      expiresAt: at,
    });
  });
});

describe('password hashing (decision 044)', () => {
  it('hashes with argon2id at 19,456 KiB, 2 passes, 1 lane, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'correct horsE' })).toBe(false);
    // A stored value that is not a hash is a wrong password, not an error.
    expect(await verifyPassword({ hash: 'plain', password: 'plain' })).toBe(false);
  });
});

describe('mail throttle order', () => {
  const throttle = (waits: Record<string, number>, seen: string[]): Throttle => ({
    hit: async (limit, key) => {
      seen.push(`${limit}:${key}`);
      return waits[limit] ?? 0;
    },
    blocked: async () => 0,
    reset: async () => {},
  });

  it('counts the asking IP first and the address only when the IP is within its limit', async () => {
    const seen: string[] = [];
    expect(await mailWait(throttle({ mailPerIp: 120 }, seen), '1.2.3.4', 'a@x.com')).toBe(120);
    expect(seen).toEqual(['mailPerIp:1.2.3.4']);
    seen.length = 0;
    expect(await mailWait(throttle({ mailPerAccount: 45 }, seen), '1.2.3.4', 'a@x.com')).toBe(45);
    expect(seen).toEqual(['mailPerIp:1.2.3.4', 'mailPerAccount:a@x.com']);
    seen.length = 0;
    expect(await mailWait(throttle({}, seen), '1.2.3.4', 'a@x.com')).toBe(0);
  });
});

describe('password length bounds (ASVS 6.2)', () => {
  it('accepts 8 and 256 characters, refuses 7 and 257, with the limits in the words', () => {
    expect(passwordProblem('kq7!vZp2')).toBeUndefined();
    expect(passwordProblem('kq7!vZp')).toBe('Choose a password of at least 8 characters.');
    // 256 code points (astral characters count once each).
    expect(passwordProblem('😀'.repeat(256))).toBeUndefined();
    expect(passwordProblem('😀'.repeat(257))).toBe('Choose a password of at most 256 characters.');
  });
});

describe('the generated secret', () => {
  it('creates a missing nested DATA_DIR readable by the owner only (0700), the file 0600', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'gg-secret-rules-'));
    try {
      const dataDir = path.join(root, 'a', 'b');
      const secret = await resolveAuthSecret(undefined, dataDir);
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(dataDir, AUTH_SECRET_FILE))).mode & 0o777).toBe(0o600);
      expect(await resolveAuthSecret('', dataDir)).toBe(secret);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
