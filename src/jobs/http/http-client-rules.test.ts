// The outbound client's rules at their edges: what a redirect may carry and where it may go, which
// statuses are data and which are retried, the byte cap exactly at its limit, how long a Retry-After is
// honoured, and the messages an operator reads on /status. Loopback stubs only (no network).
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faults, type StubServer, startStubServer } from '../../../tests/support/stub-server.ts';
import { failure, TEST_CLIENT_OPTIONS } from './http-client.test-data.ts';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';

// A Retry-After is never waited on longer than this cap.
const options: HttpClientOptions = { ...TEST_CLIENT_OPTIONS, backoffMaxMs: 50 };

/** A port on loopback that nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('outbound HTTP at the edges of its rules', () => {
  let stub: StubServer;
  let other: StubServer;
  const seen: IncomingHttpHeaders[] = [];
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
    other.requests.length = 0;
    seen.length = 0;
  });

  it("sends the caller's headers (an API key) to the host it asked, never to a redirect's target", async () => {
    stub.setHandler((req, res, url) => {
      seen.push(req.headers);
      return faults.redirect(`${other.url}/file`)(req, res, url);
    });
    other.setHandler((req, res, url) => {
      seen.push(req.headers);
      return faults.body('"moved here"')(req, res, url);
    });
    const res = await createHttpClient(options).getText(`${stub.url}/r`, {
      headers: { 'x-api-key': 'SECRET' },
      allowRedirectHosts: [other.host],
    });
    expect(res.text).toBe('"moved here"');
    expect(res.url).toBe(`${other.url}/file`);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.['x-api-key']).toBe('SECRET');
    expect(seen[1]?.['x-api-key']).toBeUndefined();
    expect(seen[1]?.['user-agent']).toBe('go-gorilla-test');
  });

  it('refuses a redirect to a trusted host over another protocol, and one with no Location, naming where it led', async () => {
    stub.setHandler(faults.redirect(`ftp://${other.host}/file`));
    const client = createHttpClient(options);
    const toFtp = await failure(client.getText(`${stub.url}/r`, { allowRedirectHosts: [other.host] }));
    expect(toFtp.kind).toBe('redirect');
    expect(toFtp.message).toContain(`refused redirect (302) to ${other.host}`);
    expect(other.requests).toHaveLength(0);

    stub.setHandler((_req, res) => {
      res.writeHead(301);
      res.end();
    });
    const nowhere = await failure(client.getText(`${stub.url}/r`, { allowRedirectHosts: [other.host] }));
    expect(nowhere.kind).toBe('redirect');
    expect(nowhere.message).toContain('refused redirect (301) to nowhere');
  });

  it('takes any 2xx as data and a 300 as a refusal, not retried', async () => {
    stub.setHandler((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const empty = await createHttpClient(options).getText(`${stub.url}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.text).toBe('');

    stub.setHandler(faults.status(300));
    const multiple = await failure(createHttpClient(options).getText(`${stub.url}/choices`));
    expect(multiple.kind).toBe('status');
    expect(multiple.status).toBe(300);
    expect(multiple.message).toContain('HTTP 300');
    expect(stub.requests).toHaveLength(2);
  });

  it('retries a 408 like a 429 or a 5xx', async () => {
    stub.setHandler(faults.status(408));
    const error = await failure(createHttpClient(options).getText(`${stub.url}/slow`));
    expect(error.status).toBe(408);
    expect(error.retryable).toBe(true);
    expect(stub.requests).toHaveLength(3);
  });

  it("honours Retry-After only on a 429, and never longer than the backoff's cap", async () => {
    stub.setHandler(faults.status(503, { 'retry-after': '30' }));
    const started = Date.now();
    const unavailable = await failure(createHttpClient(options).getText(`${stub.url}/down`));
    expect(unavailable.retryAfterMs).toBeUndefined();
    expect(stub.requests).toHaveLength(3);

    let calls = 0;
    stub.setHandler((req, res, url) => {
      calls += 1;
      if (calls === 1) return faults.status(429, { 'retry-after': '3600' })(req, res, url);
      return faults.body('"after the cap"')(req, res, url);
    });
    const res = await createHttpClient(options).getText(`${stub.url}/limited`);
    expect(res.text).toBe('"after the cap"');
    // Two 30 s waits or one of an hour would blow far past this; the cap is 50 ms.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('accepts a body of exactly the cap, declared or streamed, and refuses one byte more', async () => {
    const client = createHttpClient({ ...options, maxBytes: 10 });
    stub.setHandler(faults.body('0123456789'));
    expect((await client.getText(`${stub.url}/ten`)).bytes).toBe(10);
    stub.setHandler(faults.stream('0123456789'));
    expect((await client.getText(`${stub.url}/ten-streamed`)).text).toBe('0123456789');

    stub.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '11' });
      res.end('0123456789A');
    });
    const declared = await failure(client.getText(`${stub.url}/eleven`));
    expect(declared.kind).toBe('too_large');
    expect(declared.message).toContain('11 bytes declared, over the 10-byte cap');

    stub.setHandler(faults.stream('0123456789A'));
    const streamed = await failure(client.getText(`${stub.url}/eleven-streamed`));
    expect(streamed.kind).toBe('too_large');
    expect(streamed.message).toContain('body exceeds the 10-byte cap');
  });

  it('decodes a body with invalid UTF-8 with replacement characters rather than failing', async () => {
    stub.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(Buffer.from([0x61, 0xff, 0x62]));
    });
    const res = await createHttpClient(options).getText(`${stub.url}/latin1`);
    expect(res.text).toBe('a\uFFFDb');
    expect(res.bytes).toBe(3);
  });

  it('reports a refused connection as a retryable network error with its cause', async () => {
    const port = await closedPort();
    const error = await failure(
      createHttpClient({ ...options, retries: 0 }).getText(`http://127.0.0.1:${port}/x`),
    );
    expect(error.kind).toBe('network');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(`http://127.0.0.1:${port}/x: ECONNREFUSED`);
  });

  it('says how long it waited on a timeout and why it stopped calling a host', async () => {
    stub.setHandler(faults.hang());
    const timedOut = await failure(createHttpClient({ ...options, retries: 0 }).getText(`${stub.url}/hang`));
    expect(timedOut.message).toBe(`${stub.url}/hang: no complete answer within 300 ms`);

    stub.setHandler(faults.status(503));
    const client = createHttpClient({ ...options, retries: 0, breakerThreshold: 1 });
    await failure(client.getText(`${stub.url}/1`));
    const open = await failure(client.getText(`${stub.url}/2`));
    expect(open.message).toBe(`${stub.host}: circuit open after repeated failures; not calling it for now`);
  });
});
