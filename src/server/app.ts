import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import { createStripeGateway } from '../core/billing/stripe-gateway.ts';
import { type CatchUpTracker, catchUpTracker } from '../core/catch-up.ts';
import type { Clock } from '../core/clock.ts';
import type { Config } from '../core/config/env.ts';
import { createBoardCache } from '../core/players/board-cache.ts';
import type { Database } from '../db/client.ts';
import { sourcesOffByConfiguration } from '../shared/data-sources.ts';
import type { AppContext } from './app-context.ts';
import { registerAccessControl } from './auth/access.ts';
import { createAuthServices } from './auth/auth-services.ts';
import { watchDatabase } from './database-state.ts';
import { serializeError } from './log-errors.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { createFrontDoor } from './plugins/front-door.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { pageDataHints } from './plugins/page-hints.ts';
import { registerRateLimits, type UserWriteLimits, windowCounter } from './plugins/rate-limit.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { registerResponseCache } from './plugins/response-cache.ts';
import { createResponseStore } from './plugins/response-store.ts';
import { registerSecurity } from './plugins/security.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import type { SheddingLimits } from './plugins/shedding.ts';
import { registerSpa } from './plugins/spa.ts';
import { createProbes } from './probes.ts';
import { accountsApi } from './routes/accounts.ts';
import { alertSummaryRoutes } from './routes/alert-summary.ts';
import { alertsRoutes } from './routes/alerts.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { bettingSettingsRoutes } from './routes/betting-settings.ts';
import { billingRoutes } from './routes/billing.ts';
import { blogRoutes } from './routes/blog.ts';
import { blogFeedRoutes } from './routes/blog-feed.ts';
import { capturedLinesRoutes } from './routes/captured-lines.ts';
import { challengeReadRoutes, challengeRoutes } from './routes/challenges.ts';
import { contributorPickRoutes } from './routes/contributor-picks.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { dataStatusRoutes } from './routes/data-status.ts';
import { educationRoutes } from './routes/education.ts';
import { freePickRoutes } from './routes/free-picks.ts';
import { funFactsRoutes } from './routes/fun-facts.ts';
import { gameDetailRoutes } from './routes/game-detail.ts';
import { gamesRoutes } from './routes/games.ts';
import { healthRoutes } from './routes/health.ts';
import { leaderboardRoutes } from './routes/leaderboard.ts';
import { modelRoutes } from './routes/model.ts';
import { myPicksRoutes } from './routes/my-picks.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { ownPickStatsRoutes } from './routes/own-pick-stats.ts';
import { pastPicksRoutes } from './routes/past-picks.ts';
import { personalProfileRoutes } from './routes/personal-profile.ts';
import { playersRoutes } from './routes/players.ts';
import { propsRoutes } from './routes/props.ts';
import { publicConfigRoutes } from './routes/public-config.ts';
import { referralRoutes } from './routes/referrals.ts';
import { rgRoutes } from './routes/rg.ts';
import { riskHeatmapRoutes } from './routes/risk-heatmap.ts';
import { savedPicksRoutes } from './routes/saved-picks.ts';
import { strategyWeekRoutes } from './routes/strategy-week.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { teamsRoutes } from './routes/teams.ts';
import { testimonialReadRoutes, testimonialRoutes } from './routes/testimonials.ts';
import { userBetsRoutes } from './routes/user-bets.ts';
import { userProfileRoutes } from './routes/user-profile.ts';
import { week1Routes } from './routes/week1.ts';
import { weeklyPicksRoutes } from './routes/weekly-picks.ts';
import { registerSeo } from './seo/register-seo.ts';

export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'trustProxy'
  | 'rateLimitPerMinute'
  | 'requestTimeoutMs'
  | 'bodyLimitBytes'
  | 'publicLinks'
  | 'plan'
  | 'ingest'
  | 'auth'
  | 'mail'
  | 'apiDocs'
  | 'billing'
> & {
  version: string;
  /** Folder of the built web app; without it only the API is served. */
  webRoot: string | undefined;
  /** Safety-net poll of the data version behind LISTEN (default 30 s). */
  dataVersionPollMs?: number;
};

export interface AppDeps {
  db: Database;
  clock: Clock;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: DestinationStream;
  /** Time for the rate-limit windows (default Date.now: real time even in replay); tests fix it. */
  rateLimitNow?: () => number;
  /**
   * Real time for what a person does now, even in replay: responsible-gaming breaks and weekly limits,
   * when a bet was logged, newsletter links (default: the process clock); tests move it.
   */
  wallNow?: () => Date;
  /** The shedder's limits (default: 1 s of event-loop delay); tests lower them. */
  shedding?: SheddingLimits;
  /** Per-person write limits (default RATE_LIMITS.userWritesPerMinute); quota race tests lift them. */
  userWrites?: UserWriteLimits;
  /** Where the start-up catch-up is (decision 134; default: none under way, as with the jobs off). */
  catchUp?: CatchUpTracker;
}

const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** Credentials never reach the log, whatever a later log call passes in. */
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
];

/** Builds the whole HTTP app (plugins -> routes) without listening, so tests can inject requests. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  // Set once the app is built: until then every request goes to Fastify.
  let frontDoor = (_request: http.IncomingMessage, _response: http.ServerResponse) => false;
  // One destination for pino and the front door's hand-written lines.
  const logStream = deps.logStream ?? pino.destination(1);
  const app = Fastify({
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (!frontDoor(request, response)) handler(request, response);
      });
      // What Fastify sets on a server it creates itself (the same figures as below).
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = config.requestTimeoutMs;
      server.setTimeout(config.requestTimeoutMs * 2);
      return server;
    },
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: REDACTED,
            stream: logStream,
            // A failed query is logged with its SQL, without the values a person sent.
            serializers: { err: serializeError },
          },
    // One line per request, with the URL truncated, instead of Fastify's two with the full URL.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    handlerTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  const databaseState = await watchDatabase(deps.db, { pollMs: config.dataVersionPollMs, log: app.log });
  app.addHook('onClose', () => databaseState.close());
  try {
    // First, so it sees every route: each declares who may call it, and one hook enforces it.
    const wallNow = deps.wallNow ?? (() => new Date());
    const accounts = createAuthServices(config.auth, deps.db, app.log, wallNow);
    registerAccessControl(app, accounts);

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The API speaks JSON only: a text/plain body is refused with 415 instead of parsed as a string.
    app.removeContentTypeParser('text/plain');

    registerErrorHandler(app, databaseState);
    const security = await securityHeaders();
    await registerSecurity(app, security, deps.shedding);
    // Off unless configured on (default: on for a loopback site only); decision 095.
    if (config.apiDocs) await registerOpenApi(app, config.version);
    const store = createResponseStore({ clock: deps.clock, database: databaseState });
    const probes = createProbes({ ...deps, version: config.version, database: databaseState, security });
    const globalLimit = windowCounter(config.rateLimitPerMinute, deps.rateLimitNow);
    // Payments (decision 121): without Stripe keys the billing routes answer 503.
    const stripe = config.billing.stripe ? createStripeGateway(config.billing.stripe) : undefined;

    const context: AppContext = {
      ...deps,
      version: config.version,
      publicLinks: config.publicLinks,
      plan: config.plan,
      sourcesOff: sourcesOffByConfiguration({
        offline: config.ingest.nflDataDir !== undefined,
        replay: deps.clock.replayAt !== undefined,
        oddsApiKey: config.ingest.oddsApiKey !== undefined,
      }),
      freezeLineMaxAgeMs: config.ingest.freezeLineMaxAgeMs,
      boards: createBoardCache(deps.db),
      wallNow,
      catchUp: deps.catchUp ?? catchUpTracker(),
    };
    await app.register(
      async (api) => {
        // First in /api: every request counts against its client's limit, cached answers included.
        registerRateLimits(api, {
          global: globalLimit,
          globalPerMinute: config.rateLimitPerMinute,
          now: deps.rateLimitNow,
          userWrites: deps.userWrites,
        });
        await api.register(healthRoutes, { probes });
        // A write: never in the cached public-reads scope.
        await api.register(contributorPickRoutes, context);
        await api.register(newsletterRoutes, {
          ...context,
          secret: accounts.secret,
          siteUrl: config.auth.siteUrl,
        });
        // Public reads only: the response cache is registered here and can serve nothing else.
        await api.register(async (publicReads) => {
          registerResponseCache(publicReads, { store, db: deps.db, security });
          await publicReads.register(teamsRoutes, context);
          await publicReads.register(gamesRoutes, context);
          await publicReads.register(gameDetailRoutes, context);
          await publicReads.register(pastPicksRoutes, context);
          await publicReads.register(capturedLinesRoutes, context);
          await publicReads.register(alertsRoutes, context);
          await publicReads.register(dataStatusRoutes, context);
          await publicReads.register(modelRoutes, context);
          await publicReads.register(publicConfigRoutes, context);
          await publicReads.register(funFactsRoutes, context);
          await publicReads.register(educationRoutes, context);
          await publicReads.register(blogRoutes, context);
          await publicReads.register(weeklyPicksRoutes, context);
          await publicReads.register(week1Routes, context);
          await publicReads.register(strategyWeekRoutes, context);
          await publicReads.register(riskHeatmapRoutes, context);
          await publicReads.register(alertSummaryRoutes, context);
          await publicReads.register(playersRoutes, context);
          await publicReads.register(leaderboardRoutes, context);
          await publicReads.register(propsRoutes, context);
          await publicReads.register(challengeReadRoutes, context);
          await publicReads.register(testimonialReadRoutes, context);
        });
        // Per viewer (premium picks and free-pick claims): never in the cached scope.
        await api.register(freePickRoutes, {
          ...context,
          secret: accounts.secret,
          cookies: accounts.cookies,
        });
        await api.register(userBetsRoutes, context);
        await api.register(bettingSettingsRoutes, context);
        await api.register(rgRoutes, { ...context, secret: accounts.secret });
        await api.register(challengeRoutes, context);
        await api.register(testimonialRoutes, context);
        await api.register(accountsApi, {
          services: accounts,
          smtpConfigured: config.mail.smtpUrl !== undefined,
          stripe,
          clock: context.clock,
        });
        await api.register(billingRoutes, { ...context, billing: { ...config.billing, gateway: stripe } });
        await api.register(stripeWebhookRoutes, { ...context, gateway: stripe });
        // The signed-in person's own data: never cached (access 'user' answers are no-store).
        await api.register(userProfileRoutes, context);
        await api.register(savedPicksRoutes, context);
        await api.register(dashboardRoutes, context);
        await api.register(ownPickStatsRoutes, context);
        await api.register(myPicksRoutes, context);
        await api.register(personalProfileRoutes, context);
        await api.register(notificationRoutes, { ...context, push: config.ingest.push });
        // Referrals and first-party analytics (decision 123): writes and an admin read, never cached.
        await api.register(referralRoutes, {
          ...context,
          secret: accounts.secret,
          siteUrl: config.auth.siteUrl,
        });
        await api.register(analyticsRoutes, {
          ...context,
          secret: accounts.secret,
          rateLimitNow: deps.rateLimitNow,
        });
      },
      { prefix: '/api' },
    );

    await app.register(blogFeedRoutes, { ...context, siteUrl: config.auth.siteUrl });
    const dataHints = pageDataHints({ ...deps, database: databaseState });
    const siteUrl = config.auth.siteUrl;
    const documentFor = await registerSpa(app, config.webRoot, dataHints, siteUrl);
    await registerSeo(app, { ...deps, store, security, siteUrl, documentFor, dataHints });

    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    frontDoor = createFrontDoor({
      store,
      probes,
      limiter: globalLimit,
      trustProxy: config.trustProxy,
      log: app.log,
      logStream,
      // Not while shedding: what the front door answers is exempt from it (plugins/shedding.ts).
      busy: () => closing,
    });
  } catch (error) {
    await databaseState.close();
    throw error;
  }
  return app;
}
