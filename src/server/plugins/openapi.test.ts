// Issue 20, seen 9: Swagger UI and the OpenAPI document were public in every configuration. Now they
// are served only when the configuration says so (API_DOCS), off by default on a public site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { parseEnv } from '../../core/config/env.ts';

const SECRET = 'y'.repeat(32);

describe('whether the API docs are served, from the environment', () => {
  it('serves them on a loopback site unless turned off', () => {
    expect(parseEnv({}).apiDocs).toBe(true);
    expect(parseEnv({ SITE_URL: 'http://127.0.0.1:3000' }).apiDocs).toBe(true);
    expect(parseEnv({ SITE_URL: 'http://localhost:3000', API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('keeps them off on a public site unless turned on', () => {
    expect(parseEnv({ SITE_URL: 'https://gogorilla.example', AUTH_SECRET: SECRET }).apiDocs).toBe(false);
    expect(
      parseEnv({ SITE_URL: 'https://gogorilla.example', AUTH_SECRET: SECRET, API_DOCS: 'true' }).apiDocs,
    ).toBe(true);
  });
});

describe('the docs routes', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp({ config: { apiDocs: true } });
    off = await createTestApp({ config: { apiDocs: false } });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('serve the UI and the JSON when enabled', async () => {
    const json = await on.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().info.title).toBe('Go Gorilla API');
    const ui = await on.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answer 404 when disabled, while the API itself works', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await off.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await off.app.inject({ method: 'GET', url: '/api/teams' })).statusCode).toBe(200);
  });
});
