import { afterAll } from 'vitest';
import { TEST_MAX_BYTES } from './ingest.ts';
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
 * The failures every provider must survive without writing anything, each with the reason its run
 * must give. Parse failures are the provider's own wording, so they are only required to be there.
 */
export function providerFaults(
  validBody: string,
  contentType = 'application/json',
): [name: string, handler: StubHandler, error: RegExp][] {
  return [
    ['HTTP 500', faults.status(500), /HTTP 500/],
    ['a server that hangs', faults.hang(), /no complete answer within \d+ ms/],
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
