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

  it('reads the plan price in cents, $10 by default, and refuses a price that is not whole cents', () => {
    expect(parseEnv({}).plan.priceCents).toBe(1000);
    expect(parseEnv({ PLAN_PRICE_CENTS: '1999' }).plan.priceCents).toBe(1999);
    expect(() => parseEnv({ PLAN_PRICE_CENTS: '9.5' })).toThrow(/PLAN_PRICE_CENTS/);
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
    const config = parseEnv({
      NOW: '2025-11-19T12:00:00Z',
      PORT: '',
      TRUST_PROXY: '1',
      SITE_URL: 'http://localhost:3000', // a proxy needs the site named (site-security.ts)
    });
    expect(config.replayAt?.toISOString()).toBe('2025-11-19T12:00:00.000Z');
    expect(config.port).toBe(3000);
    expect(config.trustProxy).toBe(true);
  });

  it("reads the embedded PostgreSQL's restart waits, the watchdog's own when unset (decision 158)", () => {
    expect(parseEnv({}).dbRestartBackoffMs).toBeUndefined();
    expect(parseEnv({ DB_RESTART_BACKOFF_MS: '0, 250,500' }).dbRestartBackoffMs).toEqual([0, 250, 500]);
    expect(() => parseEnv({ DB_RESTART_BACKOFF_MS: '0,soon' })).toThrow(/DB_RESTART_BACKOFF_MS/);
    expect(() => parseEnv({ DB_RESTART_BACKOFF_MS: '-5' })).toThrow(/DB_RESTART_BACKOFF_MS/);
  });

  it('refuses a cron pattern croner cannot run, naming the variable', () => {
    expect(() => parseEnv({ CRON_MODEL: '*/5 * * *' })).toThrow(/CRON_MODEL: must be a cron pattern/);
    expect(() => parseEnv({ CRON_ODDS: 'every ten minutes' })).toThrow(/CRON_ODDS: must be a cron pattern/);
    expect(parseEnv({ CRON_MODEL: '*/2 * * * *' }).ingest.cron.model).toBe('*/2 * * * *');
  });

  it('fails closed on account settings outside localhost', () => {
    const local = parseEnv({});
    expect(local.auth.siteUrl).toBe('http://localhost:3000');
    expect(local.auth.secret).toBeUndefined(); // main.ts keeps a generated one in DATA_DIR
    expect(parseEnv({ PORT: '8080' }).auth.siteUrl).toBe('http://localhost:8080');
    expect(() => parseEnv({ SITE_URL: 'https://gogorilla.example' })).toThrow(/AUTH_SECRET: is required/);
    expect(() => parseEnv({ SITE_URL: 'http://gogorilla.example', AUTH_SECRET: 'y'.repeat(32) })).toThrow(
      /SITE_URL: must be an https:\/\/ URL/,
    );
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    const site = parseEnv({ SITE_URL: 'https://gogorilla.example/', AUTH_SECRET: 'y'.repeat(32) });
    expect(site.auth).toMatchObject({ siteUrl: 'https://gogorilla.example', secret: 'y'.repeat(32) });
    expect(parseEnv({ SITE_URL: 'http://127.0.0.1:3000' }).auth.siteUrl).toBe('http://127.0.0.1:3000');
  });

  it('needs SITE_URL from a server others can reach, rather than guess localhost', () => {
    expect(() => parseEnv({ HOST: '0.0.0.0' })).toThrow(/SITE_URL: is required when HOST is 0\.0\.0\.0/);
    expect(() => parseEnv({ HOST: '::' })).toThrow(/SITE_URL: is required when HOST is ::/);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/SITE_URL: is required when TRUST_PROXY/);
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) {
      expect(parseEnv({ HOST: host }).auth.siteUrl).toBe('http://localhost:3000');
    }
    // Saying so is enough: a container only this machine reaches, or the public HTTPS site.
    expect(parseEnv({ HOST: '0.0.0.0', SITE_URL: 'http://localhost:3000' }).host).toBe('0.0.0.0');
    const site = { SITE_URL: 'https://gogorilla.example', AUTH_SECRET: 'z'.repeat(32) };
    expect(parseEnv({ ...site, HOST: '0.0.0.0', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => parseEnv({ HOST: '0.0.0.0', SITE_URL: 'https://gogorilla.example' })).toThrow(
      /AUTH_SECRET: is required/,
    );
  });

  it('reads admin addresses and the mail settings', () => {
    const config = parseEnv({
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config.auth.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mail.example:587',
      from: 'Go Gorilla <no-reply@localhost>',
    });
    expect(() => parseEnv({ ADMIN_EMAILS: 'not-an-email' })).toThrow(
      /ADMIN_EMAILS: "not-an-email" is not an email/,
    );
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('takes the three Stripe settings together or not at all (decision 121)', () => {
    expect(parseEnv({}).billing.stripe).toBeUndefined();
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
    };
    expect(parseEnv({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:4242/' }).billing.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceId: 'price_1',
      apiUrl: 'http://127.0.0.1:4242',
    });
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1' })).toThrow(
      /STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID together/,
    );
    expect(() => parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/,
    );
  });
});
