// The environment is read once, here, at start-up. A bad value stops the process with a list of every
// problem, so an operator fixes them all in one go. Only `publicLinks`, `plan` and `replayAt` reach the browser
// (through GET /api/config); everything else stays on the server. Defaults are given as the raw
// environment string would be (`prefault`), so they pass through the same parsing as real values.
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { checkSiteSecurity, isLoopbackUrl } from './site-security.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUndefined, schema.prefault(fallback as never));
const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
// Checked by croner itself at start, so a typo stops the process instead of silently never running a job.
const cron = z.string().refine(
  (pattern) => {
    try {
      new Cron(pattern, { paused: true, timezone: 'UTC' }).stop();
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be a cron pattern such as "*/5 * * * *" (minute hour day month weekday)' },
);

const EnvVariables = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string().min(1), '127.0.0.1'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  REPLAY_DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  DB_POOL_MAX: withDefault(z.coerce.number().int().min(1).max(200), 10),
  // The embedded PostgreSQL's restarts (decision 019): the wait before each, by attempt, in ms. Unset:
  // the watchdog's own 0,1000,2000,4000,8000 (src/db/embedded-watchdog.ts); decision 158.
  DB_RESTART_BACKOFF_MS: optional(
    z
      .string()
      .regex(
        /^\s*\d{1,6}(\s*,\s*\d{1,6})*\s*$/,
        'must be waits in ms separated by commas, such as 0,1000,2000',
      )
      .transform((v) => list(v).map(Number)),
  ),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  NOW: optional(
    z.iso.datetime({ offset: true, error: 'must be an ISO instant such as 2025-11-19T12:00:00Z' }),
  ),
  TRUST_PROXY: withDefault(boolean, 'false'),
  RATE_LIMIT_PER_MINUTE: withDefault(z.coerce.number().int().min(1), 300),
  REQUEST_TIMEOUT_MS: withDefault(z.coerce.number().int().min(1000).max(600_000), 30_000),
  BODY_LIMIT_BYTES: withDefault(z.coerce.number().int().min(1024).max(10_485_760), 102_400),
  PUBLIC_CHAT_URL: optional(httpUrl),
  PUBLIC_SOCIAL_URL: optional(httpUrl),
  // Accounts (issue 11). See docs/decisions/044-accounts-library.md and 045-sessions-and-csrf.md.
  SITE_URL: optional(httpUrl),
  // Swagger UI and the OpenAPI JSON at /api/docs (decision 095). Unset: on for a loopback SITE_URL only.
  API_DOCS: optional(boolean),
  AUTH_SECRET: optional(
    z.string().min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' }),
  ),
  ADMIN_EMAILS: withDefault(
    z.string().transform((v, ctx) => {
      const emails = list(v).map((e) => e.toLowerCase());
      for (const email of emails) {
        if (!z.email().safeParse(email).success)
          ctx.addIssue({ code: 'custom', message: `"${email}" is not an email address` });
      }
      return emails;
    }),
    '',
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: withDefault(z.string().min(3), 'Go Gorilla <no-reply@localhost>'),
  // Payments (decision 121): Stripe Checkout and its signed webhooks. Unset: the billing routes answer 503.
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)'),
  ),
  STRIPE_PRICE_ID: optional(z.string().regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')),
  // Where the Stripe API is reached (default Stripe's own; tests point it at a loopback stub).
  STRIPE_API_URL: withDefault(httpUrl, 'https://api.stripe.com'),
  // Data ingest (issue 3). See docs/decisions/008-outbound-http.md and src/jobs/scheduler.ts.
  NFL_DATA_DIR: optional(z.string().min(1)),
  NFLVERSE_BASE_URL: withDefault(httpUrl, 'https://github.com/nflverse/nflverse-data/releases/download'),
  NFLVERSE_REDIRECT_HOSTS: withDefault(
    z.string().transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
    'release-assets.githubusercontent.com,objects.githubusercontent.com',
  ),
  PLAYER_IDS_URL: withDefault(
    httpUrl,
    'https://raw.githubusercontent.com/dynastyprocess/data/master/files/db_playerids.csv',
  ),
  ELO538_URL: withDefault(
    httpUrl,
    'https://raw.githubusercontent.com/fivethirtyeight/nfl-elo-game/master/data/nfl_games.csv',
  ),
  ODDS_API_KEY: optional(z.string().min(1)),
  ODDS_API_BASE_URL: withDefault(httpUrl, 'https://api.the-odds-api.com'),
  ODDS_API_DAILY_BUDGET: withDefault(z.coerce.number().int().min(0), 16),
  ODDS_API_BOOKS: withDefault(z.string().min(1), 'draftkings,fanduel,betmgm'),
  ODDS_API_PROP_MARKETS: withDefault(
    z.string(),
    'player_pass_yds,player_rush_yds,player_reception_yds,player_receptions,player_anytime_td',
  ),
  // Saved The Odds API answers loaded by the offline/replay jobs (see src/jobs/ingest/odds-api-file.ts).
  ODDS_API_CAPTURES_DIR: optional(z.string().min(1)),
  ESPN_BASE_URL: withDefault(httpUrl, 'https://site.api.espn.com'),
  OPEN_METEO_BASE_URL: withDefault(httpUrl, 'https://api.open-meteo.com'),
  SLEEPER_BASE_URL: withDefault(httpUrl, 'https://api.sleeper.app'),
  HTTP_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(600_000), 20_000),
  HTTP_RETRIES: withDefault(z.coerce.number().int().min(0).max(10), 3),
  HTTP_MAX_BYTES: withDefault(z.coerce.number().int().min(1024), 67_108_864),
  JOBS_ENABLED: withDefault(boolean, 'true'),
  CRON_SCHEDULES: withDefault(cron, '15 9 * * *'),
  CRON_ODDS: withDefault(cron, '*/10 * * * *'),
  CRON_LIVE_SCORES: withDefault(cron, '* * * * *'),
  CRON_WEATHER: withDefault(cron, '20 */3 * * *'),
  CRON_INJURIES: withDefault(cron, '40 * * * *'),
  CRON_MODEL: withDefault(cron, '*/5 * * * *'),
  CRON_ALERTS: withDefault(cron, '5-59/10 * * * *'),
  // Alert thresholds: docs/decisions/042-alert-rules.md says why these defaults.
  ALERT_SPREAD_MOVE_POINTS: withDefault(z.coerce.number().min(0.5).max(14), 1),
  ALERT_TOTAL_MOVE_POINTS: withDefault(z.coerce.number().min(0.5).max(20), 1.5),
  ALERT_CONSENSUS_MIN_BOOKS: withDefault(z.coerce.number().int().min(2).max(20), 3),
  ALERT_STEAM_WINDOW_MINUTES: withDefault(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    30,
  ),
  ALERT_STEAM_MIN_BOOKS: withDefault(z.coerce.number().int().min(2).max(20), 2),
  // Push notifications (decision 115). Unset keys: the first start generates a pair and keeps it in the database.
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key'),
  ),
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL'),
  ),
  // The push services a browser's subscription may point at (host or parent domain): the server POSTs there.
  PUSH_SERVICE_HOSTS: withDefault(
    z.string().transform(list),
    'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com',
  ),
  // The one paid plan's monthly price in US cents (decision 120): every price on the site comes from here.
  PLAN_PRICE_CENTS: withDefault(z.coerce.number().int().min(50).max(1_000_000), 1000),
  // See docs/decisions/016-informed-picks.md for why 48 hours.
  FREEZE_LINE_MAX_AGE_HOURS: withDefault(
    z.coerce
      .number()
      .min(1)
      .max(24 * 14),
    48,
  ),
});

const noTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** VAPID's contact: the https site when there is one, else the mail sender's address. */
function vapidSubject(siteUrl: string | undefined, mailFrom: string): string {
  if (siteUrl?.startsWith('https://')) return noTrailingSlash(siteUrl);
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * The environment, parsed and shaped into the app's configuration in one step: each variable is named
 * once in the schema above and once here, and the `Config` type is whatever this produces.
 */
export const EnvSchema = EnvVariables.superRefine(checkSiteSecurity)
  .superRefine((e, ctx) => {
    if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID keys or neither',
      });
    }
  })
  .superRefine((e, ctx) => {
    const stripe = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_ID];
    if (stripe.some((v) => v === undefined) && stripe.some((v) => v !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID together, or none',
      });
    }
  })
  .transform((e) => ({
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    /** An external server; when unset the app runs its own PostgreSQL under `dataDir`. */
    databaseUrl: e.DATABASE_URL,
    /** A replay's own database when the live one is external (a replay never writes into the live one). */
    replayDatabaseUrl: e.REPLAY_DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    /** The wait before each restart of the embedded PostgreSQL, by attempt (unset: the watchdog's own). */
    dbRestartBackoffMs: e.DB_RESTART_BACKOFF_MS,
    logLevel: e.LOG_LEVEL,
    /** Replay mode: the app runs as of this instant. */
    replayAt: e.NOW ? new Date(e.NOW) : undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    publicLinks: { chat: e.PUBLIC_CHAT_URL, social: e.PUBLIC_SOCIAL_URL },
    /** The paid plan: one price a month, shown to the browser through GET /api/config. */
    plan: { priceCents: e.PLAN_PRICE_CENTS, currency: 'USD' as const, interval: 'month' as const },
    /** Serve /api/docs: API_DOCS when set, else only on a site this machine alone reaches. */
    apiDocs: e.API_DOCS ?? (e.SITE_URL === undefined || isLoopbackUrl(e.SITE_URL)),
    auth: {
      /** Where people reach the site: links in mail, the allowed Origin, and whether cookies are Secure. */
      siteUrl: noTrailingSlash(e.SITE_URL ?? `http://localhost:${e.PORT}`),
      /** Unset on a loopback site: main.ts then keeps a generated one in DATA_DIR (see auth-secret.ts). */
      secret: e.AUTH_SECRET,
      /** Verified accounts with these addresses are admins. */
      adminEmails: e.ADMIN_EMAILS,
    },
    billing: {
      /** Unset: no payments (the billing routes answer 503 and the modal says so). */
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              priceId: e.STRIPE_PRICE_ID,
              apiUrl: noTrailingSlash(e.STRIPE_API_URL),
            }
          : undefined,
      /** Checkout's return pages. */
      siteUrl: noTrailingSlash(e.SITE_URL ?? `http://localhost:${e.PORT}`),
    },
    mail: {
      /** Unset: mail stays in the outbox, readable by admins (GET /api/admin/mail). */
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
    },
    ingest: {
      /** Offline mode: read nflverse files from this folder and call no live API. */
      nflDataDir: e.NFL_DATA_DIR ? path.resolve(e.NFL_DATA_DIR) : undefined,
      nflverseBaseUrl: noTrailingSlash(e.NFLVERSE_BASE_URL),
      /** The only hosts an nflverse download may redirect to (GitHub's release-asset CDN). */
      nflverseRedirectHosts: e.NFLVERSE_REDIRECT_HOSTS,
      playerIdsUrl: e.PLAYER_IDS_URL,
      /** FiveThirtyEight's archived NFL Elo game file (1920–2020), for the model comparison. */
      elo538Url: e.ELO538_URL,
      oddsApiKey: e.ODDS_API_KEY,
      oddsApiBaseUrl: noTrailingSlash(e.ODDS_API_BASE_URL),
      oddsApiDailyBudget: e.ODDS_API_DAILY_BUDGET,
      oddsApiBooks: list(e.ODDS_API_BOOKS),
      oddsApiPropMarkets: list(e.ODDS_API_PROP_MARKETS),
      /** Folder of saved The Odds API answers, loaded in offline and replay modes (unset: none). */
      oddsApiCapturesDir: e.ODDS_API_CAPTURES_DIR ? path.resolve(e.ODDS_API_CAPTURES_DIR) : undefined,
      espnBaseUrl: noTrailingSlash(e.ESPN_BASE_URL),
      openMeteoBaseUrl: noTrailingSlash(e.OPEN_METEO_BASE_URL),
      sleeperBaseUrl: noTrailingSlash(e.SLEEPER_BASE_URL),
      http: { timeoutMs: e.HTTP_TIMEOUT_MS, retries: e.HTTP_RETRIES, maxBytes: e.HTTP_MAX_BYTES },
      jobsEnabled: e.JOBS_ENABLED,
      /** A pick is frozen only if its line was confirmed by a source at most this long before kickoff. */
      freezeLineMaxAgeMs: e.FREEZE_LINE_MAX_AGE_HOURS * 3_600_000,
      /** Cron patterns (UTC). Odds and live scores decide on each tick whether it is their time. */
      cron: {
        schedules: e.CRON_SCHEDULES,
        odds: e.CRON_ODDS,
        liveScores: e.CRON_LIVE_SCORES,
        weather: e.CRON_WEATHER,
        injuries: e.CRON_INJURIES,
        model: e.CRON_MODEL,
        alerts: e.CRON_ALERTS,
      },
      /** Push notifications: who signs them, with which key pair, and where a subscription may point. */
      push: {
        subject: e.VAPID_SUBJECT ?? vapidSubject(e.SITE_URL, e.MAIL_FROM),
        keys:
          e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
            ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
            : undefined,
        serviceHosts: e.PUSH_SERVICE_HOSTS,
        siteUrl: noTrailingSlash(e.SITE_URL ?? `http://localhost:${e.PORT}`),
      },
      /** Line-move and steam thresholds for the alerts job (src/domain/alerts/alert.ts). */
      alerts: {
        spreadMovePoints: e.ALERT_SPREAD_MOVE_POINTS,
        totalMovePoints: e.ALERT_TOTAL_MOVE_POINTS,
        consensusMinBooks: e.ALERT_CONSENSUS_MIN_BOOKS,
        steamWindowMinutes: e.ALERT_STEAM_WINDOW_MINUTES,
        steamMinBooks: e.ALERT_STEAM_MIN_BOOKS,
      },
    },
  }));

export type Config = z.output<typeof EnvSchema>;
export type IngestConfig = Config['ingest'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
