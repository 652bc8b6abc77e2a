import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../core/clock.ts';
import type { Config } from '../core/config/env.ts';
import type { Database } from '../db/client.ts';
import { sourcesOffByConfiguration } from '../shared/data-sources.ts';
import type { AppContext } from './app-context.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerResponseCache } from './plugins/response-cache.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { dataStatusRoutes } from './routes/data-status.ts';
import { funFactsRoutes } from './routes/fun-facts.ts';
import { gamesRoutes } from './routes/games.ts';
import { healthRoutes } from './routes/health.ts';
import { modelRoutes } from './routes/model.ts';
import { publicConfigRoutes } from './routes/public-config.ts';
import { teamsRoutes } from './routes/teams.ts';

export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'trustProxy'
  | 'rateLimitPerMinute'
  | 'requestTimeoutMs'
  | 'bodyLimitBytes'
  | 'publicLinks'
  | 'ingest'
> & {
  version: string;
  /** Folder of the built web app; without it only the API is served. */
  webRoot: string | undefined;
};

export interface AppDeps {
  db: Database;
  clock: Clock;
}

/** Builds the whole HTTP app (plugins -> routes) without listening, so tests can inject requests. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    handlerTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body is refused with 415 instead of parsed as a string.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  // Before compression and ETags, so the cache stores (and they see) the plain serialised answer.
  registerResponseCache(app, { db: deps.db.orm, clock: deps.clock });
  await registerSecurity(app);
  await registerOpenApi(app, config.version);

  const context: AppContext = {
    ...deps,
    version: config.version,
    publicLinks: config.publicLinks,
    sourcesOff: sourcesOffByConfiguration({
      offline: config.ingest.nflDataDir !== undefined,
      replay: deps.clock.replayAt !== undefined,
      oddsApiKey: config.ingest.oddsApiKey !== undefined,
    }),
    freezeLineMaxAgeMs: config.ingest.freezeLineMaxAgeMs,
  };
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request, ctx) => ({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `Rate limit reached: ${ctx.max} requests a minute. Retry in ${Math.ceil(ctx.ttl / 1000)} s.`,
        }),
      });
      await api.register(healthRoutes, context);
      await api.register(teamsRoutes, context);
      await api.register(gamesRoutes, context);
      await api.register(dataStatusRoutes, context);
      await api.register(modelRoutes, context);
      await api.register(publicConfigRoutes, context);
      await api.register(funFactsRoutes, context);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webRoot);
  return app;
}
