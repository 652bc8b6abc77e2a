import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faults, type StubServer, startStubServer } from '../../../tests/support/stub-server.ts';
import { failure, TEST_CLIENT_OPTIONS } from './http-client.test-data.ts';
import { createHttpClient, type HttpClientOptions, redact } from './http-client.ts';
import { parseRetryAfter } from './http-error.ts';

const options: HttpClientOptions = TEST_CLIENT_OPTIONS;

describe('outbound HTTP', () => {
  let stub: StubServer;
  let other: StubServer;
  beforeAll(async () => {
    stub = await startStubServer(faults.body('{}'));
    other = await startStubServer(faults.body('"moved here"'));
  });
  afterAll(async () => {
    await stub.close();
    await other.close();
  });
  beforeEach(() => {
    stub.requests.length = 0;
  });

  it('returns the body of a good answer', async () => {
    stub.setHandler(faults.body('{"ok":true}'));
    const res = await createHttpClient(options).getText(`${stub.url}/a`);
    expect(res.text).toBe('{"ok":true}');
    expect(res.status).toBe(200);
  });

  it('retries a 500 and then gives up with the status', async () => {
    stub.setHandler(faults.status(500));
    const error = await failure(createHttpClient(options).getText(`${stub.url}/boom`));
    expect(error.kind).toBe('status');
    expect(error.status).toBe(500);
    expect(stub.requests).toHaveLength(3);
  });

  it('does not retry a 404', async () => {
    stub.setHandler(faults.status(404));
    expect((await failure(createHttpClient(options).getText(`${stub.url}/nope`))).status).toBe(404);
    expect(stub.requests).toHaveLength(1);
  });

  it('times out a server that never answers, per attempt', async () => {
    stub.setHandler(faults.hang());
    const started = Date.now();
    const error = await failure(createHttpClient(options).getText(`${stub.url}/hang`));
    expect(error.kind).toBe('timeout');
    expect(stub.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('treats a body cut short as a failure, not as data', async () => {
    stub.setHandler(faults.truncated('{"a":"0123456789012345678901234567890123456789"}'));
    const error = await failure(createHttpClient(options).getText(`${stub.url}/cut`));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('cut short');
  });

  it('stops reading beyond the byte cap', async () => {
    stub.setHandler(faults.oversize(4 * 1024 * 1024));
    const error = await failure(createHttpClient(options).getText(`${stub.url}/big`));
    expect(error.kind).toBe('too_large');
    expect(stub.requests).toHaveLength(1);
  });

  it('refuses redirects unless the caller trusts the target host, and then follows one hop only', async () => {
    stub.setHandler(faults.redirect(`${other.url}/file`));
    const client = createHttpClient(options);
    expect((await failure(client.getText(`${stub.url}/r`))).kind).toBe('redirect');
    const followed = await client.getText(`${stub.url}/r`, { allowRedirectHosts: [other.host] });
    expect(followed.text).toBe('"moved here"');
    other.setHandler(faults.redirect(`${stub.url}/again`));
    expect(
      (await failure(client.getText(`${stub.url}/r`, { allowRedirectHosts: [other.host, stub.host] }))).kind,
    ).toBe('redirect');
  });

  it('waits as long as a 429 asks before trying again', async () => {
    let calls = 0;
    stub.setHandler((req, res, url) => {
      calls += 1;
      if (calls === 1) return faults.status(429, { 'retry-after': '1' })(req, res, url);
      return faults.body('"finally"')(req, res, url);
    });
    const started = Date.now();
    const res = await createHttpClient(options).getText(`${stub.url}/limited`);
    expect(res.text).toBe('"finally"');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('opens the circuit for a failing host and stops calling it', async () => {
    stub.setHandler(faults.status(503));
    const client = createHttpClient({ ...options, retries: 0, breakerThreshold: 2 });
    await failure(client.getText(`${stub.url}/1`));
    await failure(client.getText(`${stub.url}/2`));
    const error = await failure(client.getText(`${stub.url}/3`));
    expect(error.kind).toBe('circuit_open');
    expect(stub.requests).toHaveLength(2);
  });

  it('never puts an API key in an error message', async () => {
    stub.setHandler(faults.status(401));
    const error = await failure(createHttpClient(options).getText(`${stub.url}/odds?apiKey=SECRET123&x=1`));
    expect(error.message).not.toContain('SECRET123');
    expect(redact('https://x.test/a?apiKey=abc&b=2')).toBe('https://x.test/a?apiKey=***&b=2');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000);
    expect(
      parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(10_000);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
  });
});
