import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { announcedUrl } from './site-security.ts';

const announce = (env: Record<string, string>) => {
  const config = parseEnv(env);
  return announcedUrl({ ...config, siteUrl: config.auth.siteUrl });
};

describe('announcedUrl', () => {
  it('announces the host the mail links use, not the bind address (issue 21: localhost vs 127.0.0.1)', () => {
    // Defaults: HOST 127.0.0.1, PORT 3000, SITE_URL unset so mail links read http://localhost:3000.
    expect(announce({})).toBe('http://localhost:3000/');
    expect(announce({ PORT: '8080' })).toBe('http://localhost:8080/');
    expect(announce({ SITE_URL: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000/');
  });

  it('falls back to the listening address when SITE_URL names another port or a public site', () => {
    expect(announce({ PORT: '8080', SITE_URL: 'http://localhost:3000' })).toBe('http://127.0.0.1:8080/');
    expect(
      announce({
        HOST: '0.0.0.0',
        SITE_URL: 'https://gogorilla.example',
        AUTH_SECRET: 'z'.repeat(32),
      }),
    ).toBe('http://localhost:3000/ (site: https://gogorilla.example/)');
  });
});
