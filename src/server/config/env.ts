// The environment is read once, here, at start-up. A bad value stops the process with a list of every
// problem, so an operator fixes them all in one go. Only `publicLinks` and `replayAt` reach the browser
// (through GET /api/config); everything else stays on the server. Defaults are given as the raw
// environment string would be (`prefault`), so they pass through the same parsing as real values.
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUndefined, schema.prefault(fallback as never));
const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const EnvSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string().min(1), '127.0.0.1'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  DB_POOL_MAX: withDefault(z.coerce.number().int().min(1).max(200), 10),
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
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  logLevel: string;
  /** Replay mode: the app runs as of this instant. */
  replayAt: Date | undefined;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  publicLinks: { chat: string | undefined; social: string | undefined };
}

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
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    replayAt: e.NOW ? new Date(e.NOW) : undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    publicLinks: { chat: e.PUBLIC_CHAT_URL, social: e.PUBLIC_SOCIAL_URL },
  };
}
