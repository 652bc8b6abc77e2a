import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('environment parsing', () => {
  it('has working defaults', () => {
    const config = parseEnv({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.replayAt).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        NOW: 'yesterday',
        DATABASE_URL: 'mysql://x/y',
        PUBLIC_CHAT_URL: 'javascript:alert(1)',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT:/);
    expect(problems.join('\n')).toContain('NOW: must be an ISO instant such as 2025-11-19T12:00:00Z');
    expect(problems.join('\n')).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(problems.join('\n')).toContain('PUBLIC_CHAT_URL: must be an http(s) URL');
  });

  it('reads replay mode and treats empty values as unset', () => {
    const config = parseEnv({ NOW: '2025-11-19T12:00:00Z', PORT: '', TRUST_PROXY: '1' });
    expect(config.replayAt?.toISOString()).toBe('2025-11-19T12:00:00.000Z');
    expect(config.port).toBe(3000);
    expect(config.trustProxy).toBe(true);
  });

  it('refuses a cron pattern croner cannot run, naming the variable', () => {
    expect(() => parseEnv({ CRON_MODEL: '*/5 * * *' })).toThrow(/CRON_MODEL: must be a cron pattern/);
    expect(() => parseEnv({ CRON_ODDS: 'every ten minutes' })).toThrow(/CRON_ODDS: must be a cron pattern/);
    expect(parseEnv({ CRON_MODEL: '*/2 * * * *' }).ingest.cron.model).toBe('*/2 * * * *');
  });
});
