// A browser for API tests: keeps the cookies the app sets, sends them back, and carries the CSRF
// token the way the web client will (x-csrf-token). Plus the sign-up -> mailed link -> sign-in path.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { setRoleByEmail } from '../../src/db/repositories/users.ts';
import { type MailKind, mailOutbox } from '../../src/db/schema/mail.ts';
import { SHED_BODY } from '../../src/server/plugins/shedding.ts';
import type { TestApp } from './test-app.ts';

let addresses = 0;
/**
 * A distinct loopback client address (127.0.1.1, 127.0.1.2, …), so per-address limits of one test do
 * not spill into the next. Linux routes all of 127/8 to lo; app.inject only needs the string.
 */
export function nextAddress(): string {
  addresses += 1;
  return `127.0.${1 + Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestExtras {
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** Send no CSRF token (or this one instead of the browser's own). */
  csrfToken?: string | null;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = nextAddress(),
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(res: LightMyRequestResponse) {
    const raw = res.headers['set-cookie'];
    for (const line of [raw ?? []].flat()) {
      const [pair = '', ...attributes] = String(line).split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: Method, url: string, body?: unknown, extras: RequestExtras = {}) {
    const headers: Record<string, string> = { ...extras.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const token = extras.csrfToken === undefined ? this.csrfToken : extras.csrfToken;
    if (token && method !== 'GET' && method !== 'HEAD') headers['x-csrf-token'] = token;
    const options: InjectOptions = {
      method,
      url,
      headers,
      remoteAddress: extras.remoteAddress ?? this.remoteAddress,
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    const res = await this.app.inject(options);
    this.keep(res);
    const csrf = res.headers['content-type']?.toString().startsWith('application/json')
      ? (res.json() as { csrfToken?: unknown }).csrfToken
      : undefined;
    if (typeof csrf === 'string') this.csrfToken = csrf;
    return res;
  }

  get = (url: string, extras?: RequestExtras) => this.request('GET', url, undefined, extras);
  post = (url: string, body: unknown = {}, extras?: RequestExtras) => this.request('POST', url, body, extras);
  delete = (url: string, body?: unknown, extras?: RequestExtras) => this.request('DELETE', url, body, extras);

  /** Fetches the session (and so a CSRF token), as the web app does when it starts. */
  session() {
    return this.get('/api/auth/session');
  }
}

/** The newest mail of a kind to an address, straight from the outbox. */
export async function lastMail(t: TestApp, to: string, kind: MailKind) {
  const [row] = await t.database.db.orm
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id));
  if (!row || row.kind !== kind) throw new Error(`no ${kind} mail to ${to} (last: ${row?.kind ?? 'none'})`);
  return row;
}

export function tokenIn(text: string): string {
  const match = /[?&]token=([^\s&]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in: ${text}`);
  return decodeURIComponent(match[1]);
}

export const PASSWORD = 'gorilla-glue-4-bananas';

/**
 * A set-up request sent again while the shedder refuses it, as a client honouring Retry-After would (a
 * shed request never reaches its handler, so a single-use link is still unused). A file that runs the
 * production shedder (load-writes.test.ts) measures its tests, not its set-up: on a loaded CI box the
 * set-up's own first requests held the loop past 1 s and the next sign-up step got 503 (CI of b666888).
 */
export async function pastShedding(
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    const shed = answer.statusCode === 503 && answer.body === JSON.stringify(SHED_BODY);
    if (!shed || attempt === 40) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs up through the API, confirms the address with the mailed link, signs in. */
export async function signedInBrowser(
  t: TestApp,
  email: string,
  options: { password?: string; admin?: boolean; remoteAddress?: string } = {},
): Promise<TestBrowser> {
  const password = options.password ?? PASSWORD;
  const browser = new TestBrowser(t.app, options.remoteAddress);
  await pastShedding(() => browser.session());
  const signUp = await pastShedding(() =>
    browser.post('/api/auth/sign-up', { name: email.split('@')[0], email, password }),
  );
  if (signUp.statusCode !== 200) throw new Error(`sign-up ${signUp.statusCode}: ${signUp.body}`);
  const mail = await lastMail(t, email, 'verify-email');
  const verified = await pastShedding(() =>
    browser.post('/api/auth/verify-email', { token: tokenIn(mail.bodyText) }),
  );
  if (verified.statusCode !== 200) throw new Error(`verify ${verified.statusCode}: ${verified.body}`);
  if (options.admin) await setRoleByEmail(t.database.db.orm, email, 'admin');
  const signIn = await pastShedding(() => browser.post('/api/auth/sign-in', { email, password }));
  if (signIn.statusCode !== 200) throw new Error(`sign-in ${signIn.statusCode}: ${signIn.body}`);
  return browser;
}
