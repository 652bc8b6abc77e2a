import { afterAll } from 'vitest';
import type { HttpClient } from '../../src/jobs/http/http-client.ts';
import { TEST_MAX_BYTES, testHttpClient } from './ingest.ts';
import { faults, type StubHandler, type StubServer, startStubServer } from './stub-server.ts';

/** Padding that takes any sample past the cap of the test HTTP clients. */
export const OVERSIZE_PADDING = TEST_MAX_BYTES + 1;

/**
 * A valid answer made too big: the sample followed by blank lines, which JSON ignores as whitespace
 * and the CSV reader skips as empty rows. Only the byte cap can refuse it.
 */
export function oversizeBody(validBody: string): string {
  return validBody + '\n'.repeat(OVERSIZE_PADDING);
}

/**
 * A redirect to a loopback server that would answer with the valid body, so following it would
 * succeed: only the redirect policy can refuse it. The target starts on first use and stops with the
 * test file.
 */
function redirectToAnswer(validBody: string, contentType: string): StubHandler {
  let target: Promise<StubServer> | undefined;
  afterAll(async () => {
    await (await target)?.close();
  });
  return async (_req, res, url) => {
    target ??= startStubServer(faults.body(validBody, contentType));
    res.writeHead(302, { location: `${(await target).url}${url.pathname}${url.search}` });
    res.end();
  };
}

/**
 * How long the hang case waits for each attempt. Any timeout proves the case (the run fails, nothing is
 * written); with the fault tests' 2 s (tests/support/ingest.ts), two attempts made it 4–5 s of each
 * provider file's time. The other cases keep 2 s: their stub does answer, and a busy machine may be slow
 * to read it. The HTTP client's own test times a hang out at 300 ms too (http-client.test-data.ts).
 */
export const HANG_TIMEOUT_MS = 300;

/**
 * The failures every provider must survive without writing anything, each with the reason its run
 * must give. Parse failures are the provider's own wording, so they are only required to be there.
 * A case may name the HTTP client to run it with (`http`); the others run with the file's own.
 */
export function providerFaults(
  validBody: string,
  contentType = 'application/json',
): [name: string, handler: StubHandler, error: RegExp, http?: HttpClient][] {
  return [
    ['HTTP 500', faults.status(500), /HTTP 500/],
    [
      'a server that hangs',
      faults.hang(),
      new RegExp(`no complete answer within ${HANG_TIMEOUT_MS} ms`),
      testHttpClient({ timeoutMs: HANG_TIMEOUT_MS }),
    ],
    ['a truncated body', faults.truncated(validBody.slice(0, 4000)), /body cut short/],
    [
      'a body that is not what the schema says',
      faults.body('{"message":"quota exceeded","data":[1,2,3]}'),
      /./,
    ],
    ['a body that is not JSON', faults.body('<html>Service maintenance</html>', 'text/html'), /./],
    [
      'a valid body over the size cap',
      faults.stream(oversizeBody(validBody), contentType),
      /exceeds the \d+-byte cap/,
    ],
    [
      'a redirect to a server that would answer',
      redirectToAnswer(validBody, contentType),
      /refused redirect \(302\) to 127\.0\.0\.1:\d+/,
    ],
    ['429 with Retry-After', faults.status(429, { 'retry-after': '1' }), /HTTP 429/],
  ];
}

/** `ctx` with the fault case's own HTTP client, if it names one. */
export function withCaseClient<C extends { http: HttpClient }>(ctx: C, http: HttpClient | undefined): C {
  return http ? { ...ctx, http } : ctx;
}
