// The newsletter routes on a bare app with the repositories stubbed (decision 128, the routes' fast test
// set; decision 059): a sign-up answers the same 202 whatever the address's state; in one transaction
// it skips an address on a responsible-gaming break, stores the lower-cased address with the token's
// hash and a link valid 48 hours of real time, one mail a day at most, and mails the link only when the
// row was written; confirming and unsubscribing act at real time; an unsubscribe needs the HMAC token of
// that very address, by the page or by a mail client's RFC 8058 one-click POST.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/betting-settings.ts', () => ({ addressesOnBreak: vi.fn() }));
vi.mock('../../db/repositories/mail-outbox.ts', () => ({ enqueueMail: vi.fn() }));
vi.mock('../../db/repositories/newsletter.ts', () => ({
  confirmSignup: vi.fn(),
  recordSignup: vi.fn(),
  unsubscribe: vi.fn(),
}));
// The confirmation token is random: fixed here so its hash and link are literals.
vi.mock('./newsletter-mail.ts', async (original) => ({
  ...(await original<typeof import('./newsletter-mail.ts')>()),
  newConfirmToken: () => 'tok-1',
}));

const breaks = await import('../../db/repositories/betting-settings.ts');
const outbox = await import('../../db/repositories/mail-outbox.ts');
const repo = await import('../../db/repositories/newsletter.ts');
const { newsletterRoutes } = await import('./newsletter.ts');

const SECRET = 'rg-test-secret';
// context()'s real time; the app's clock (2025-11-19) must not be used.
const WALL = new Date('2026-11-27T12:00:00Z');
// WALL + 48 × 3,600,000 ms.
const LINK_ENDS = new Date('2026-11-29T12:00:00Z');
// SHA-256 of 'tok-1', hex.
const TOK_HASH = '65dcf16ea3dfa49069628089eb4a75483070f5584b2a21ee64912b5f621f12da';
// HMAC-SHA256 of 'go-gorilla newsletter unsubscribe v1\nann@example.com' under SECRET, base64url.
const ANN_UNSUBSCRIBE = 'LdIevnA4CYIi-NuLBB-44G2c5bZTmPzymMUcWFwgazc';

beforeEach(() => {
  vi.mocked(breaks.addressesOnBreak).mockReset().mockResolvedValue(new Set());
  vi.mocked(outbox.enqueueMail).mockReset();
  vi.mocked(repo.recordSignup).mockReset().mockResolvedValue('send-confirmation');
  vi.mocked(repo.confirmSignup).mockReset();
  vi.mocked(repo.unsubscribe).mockReset().mockResolvedValue(true);
});

const app = () => routeApp(newsletterRoutes, { ...context(), secret: SECRET, siteUrl: 'https://gg.example' });
type App = Awaited<ReturnType<typeof app>>;
const post = (a: App, url: string, payload: object) =>
  a.inject({ method: 'POST', url: `/api/newsletter${url}`, payload });

const checkInbox = {
  status: 'check_inbox',
  email: 'ann@example.com',
  message:
    'Check your inbox: we sent a confirmation link to ann@example.com. Nothing is sent until you open it.',
};

describe('the newsletter routes', () => {
  it('are public, documented under newsletter; the one-click route alone takes no CSRF token', async () => {
    const a = await app();
    expect(a.declared.get('POST /api/newsletter')?.config).toEqual({ access: 'public' });
    expect(a.declared.get('POST /api/newsletter/confirm')?.config).toEqual({ access: 'public' });
    expect(a.declared.get('POST /api/newsletter/unsubscribe')?.config).toEqual({ access: 'public' });
    expect(a.declared.get('POST /api/newsletter/one-click-unsubscribe')?.config).toEqual({
      access: 'public',
      csrf: false,
    });
    expect(documented(a)).toEqual([
      [
        'POST /api/newsletter',
        ['newsletter'],
        'Sign an address up for the weekly newsletter: a confirmation link is mailed (double opt-in)',
      ],
      [
        'POST /api/newsletter/confirm',
        ['newsletter'],
        'Confirm a newsletter sign-up with the token from the mailed link',
      ],
      [
        'POST /api/newsletter/unsubscribe',
        ['newsletter'],
        'Take an address off the newsletter with the token from any newsletter mail',
      ],
      [
        'POST /api/newsletter/one-click-unsubscribe',
        ['newsletter'],
        "A mail client's one-click unsubscribe (RFC 8058) from a newsletter mail's header",
      ],
    ]);
  });
});

describe('signing up', () => {
  it('stores the lower-cased address with the token’s hash and mails the link, valid 48 hours of real time', async () => {
    const a = await app();
    const res = await post(a, '', { email: ' Ann@Example.COM ' });
    expect([res.statusCode, res.json()]).toEqual([202, checkInbox]);
    expect(breaks.addressesOnBreak).toHaveBeenCalledWith(ORM, ['ann@example.com'], WALL);
    expect(repo.recordSignup).toHaveBeenCalledWith(ORM, {
      email: 'ann@example.com',
      source: 'web',
      tokenHash: TOK_HASH,
      expiresAt: LINK_ENDS,
      now: WALL,
      // One confirmation mail a day: 24 × 3,600,000 ms.
      resendAfterMs: 86_400_000,
    });
    expect(outbox.enqueueMail).toHaveBeenCalledWith(
      ORM,
      {
        userId: null,
        to: 'ann@example.com',
        kind: 'newsletter-confirm',
        subject: 'Confirm your Go Gorilla newsletter sign-up',
        text:
          'Someone (we hope you) asked for the Go Gorilla weekly picks newsletter at this address.\n\n' +
          'Confirm it here:\n\nhttps://gg.example/newsletter/confirm?token=tok-1\n\n' +
          'The link works until Sun, 29 Nov 2026 12:00:00 GMT. Until it is opened we send nothing else. ' +
          'If it was not you, ignore this mail.\n\n' +
          `Stop all newsletter mail to this address: https://gg.example/newsletter/unsubscribe?email=ann%40example.com&token=${ANN_UNSUBSCRIBE}\n\n` +
          '— Go Gorilla. Entertainment only; if gambling is a problem, call 1-800-GAMBLER.',
        expiresAt: LINK_ENDS,
      },
      WALL,
    );
    expect(a.logs.filter((l) => l.event).map((l) => [l.event, l.outcome, l.msg])).toEqual([
      ['newsletter.signup', 'send-confirmation', 'newsletter sign-up'],
    ]);
  });

  it('mails nothing when the row was not written (a link already sent today, or confirmed), same answer', async () => {
    vi.mocked(repo.recordSignup).mockResolvedValue('no-mail');
    const a = await app();
    const res = await post(a, '', { email: 'ann@example.com' });
    expect([res.statusCode, res.json()]).toEqual([202, checkInbox]);
    expect(outbox.enqueueMail).not.toHaveBeenCalled();
    expect(a.logs.find((l) => l.event)?.outcome).toBe('no-mail');
  });

  it('stores and mails nothing for an address on a break, same answer', async () => {
    vi.mocked(breaks.addressesOnBreak).mockResolvedValue(new Set(['ann@example.com']));
    const a = await app();
    const res = await post(a, '', { email: 'Ann@example.com' });
    expect([res.statusCode, res.json()]).toEqual([202, checkInbox]);
    expect(repo.recordSignup).not.toHaveBeenCalled();
    expect(outbox.enqueueMail).not.toHaveBeenCalled();
    expect(a.logs.find((l) => l.event)?.outcome).toBe('on-break');
  });

  it('refuses what is not an address (400) before any read', async () => {
    const a = await app();
    for (const payload of [{ email: 'ann' }, { email: 'ann@example.com', list: 'all' }]) {
      expect((await post(a, '', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(breaks.addressesOnBreak).not.toHaveBeenCalled();
  });
});

describe('confirming', () => {
  it('confirms by the token’s hash at real time', async () => {
    vi.mocked(repo.confirmSignup).mockResolvedValue('ann@example.com');
    const res = await post(await app(), '/confirm', { token: 'tok-1' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        status: 'confirmed',
        email: 'ann@example.com',
        message: 'Confirmed: ann@example.com gets the weekly picks newsletter.',
      },
    ]);
    expect(repo.confirmSignup).toHaveBeenCalledWith(ORM, TOK_HASH, WALL);
  });

  it('says an expired or used link is so (400)', async () => {
    vi.mocked(repo.confirmSignup).mockResolvedValue(null);
    const res = await post(await app(), '/confirm', { token: 'tok-1' });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'This confirmation link has expired or was already used. Sign up again to get a new one.',
    ]);
  });
});

describe('unsubscribing', () => {
  const unsubscribed = {
    status: 'unsubscribed',
    email: 'ann@example.com',
    message: 'ann@example.com gets no more newsletter mail.',
  };

  it('takes the lower-cased address off with its token, at real time', async () => {
    const res = await post(await app(), '/unsubscribe', { email: 'Ann@Example.com', token: ANN_UNSUBSCRIBE });
    expect([res.statusCode, res.json()]).toEqual([200, unsubscribed]);
    expect(repo.unsubscribe).toHaveBeenCalledWith(ORM, 'ann@example.com', WALL);
  });

  it('refuses another address’s token, or a cut one (400), changing nothing', async () => {
    const a = await app();
    for (const payload of [
      { email: 'bob@example.com', token: ANN_UNSUBSCRIBE },
      { email: 'ann@example.com', token: ANN_UNSUBSCRIBE.slice(1) },
    ]) {
      const res = await post(a, '/unsubscribe', payload);
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'This unsubscribe link is not valid for that address.',
      ]);
    }
    expect(repo.unsubscribe).not.toHaveBeenCalled();
  });

  it('takes a mail client’s one-click POST: the form body, the address and token in the link', async () => {
    const a = await app();
    const oneClick = (email: string, token: string, payload = 'List-Unsubscribe=One-Click') =>
      a.inject({
        method: 'POST',
        url: `/api/newsletter/one-click-unsubscribe?email=${encodeURIComponent(email)}&token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const ok = await oneClick('Ann@Example.com', ANN_UNSUBSCRIBE, ' List-Unsubscribe=One-Click\n');
    expect([ok.statusCode, ok.json()]).toEqual([200, unsubscribed]);
    expect(repo.unsubscribe).toHaveBeenCalledWith(ORM, 'ann@example.com', WALL);
    const forged = await oneClick('bob@example.com', ANN_UNSUBSCRIBE);
    expect([forged.statusCode, forged.json().message]).toEqual([
      400,
      'This unsubscribe link is not valid for that address.',
    ]);
    expect((await oneClick('ann@example.com', ANN_UNSUBSCRIBE, 'Unsubscribe=Yes')).statusCode).toBe(400);
    // A form body of more than 200 bytes is refused before parsing.
    expect(
      (await oneClick('ann@example.com', ANN_UNSUBSCRIBE, `List-Unsubscribe=One-Click${' '.repeat(200)}`))
        .statusCode,
    ).toBe(413);
    expect(repo.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
