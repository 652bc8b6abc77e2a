import { faults, type StubHandler } from './stub-server.ts';

/** The failures every provider must survive without writing anything. */
export function providerFaults(validBody: string, redirectTo: string): [string, StubHandler][] {
  return [
    ['HTTP 500', faults.status(500)],
    ['a server that hangs', faults.hang()],
    ['a truncated body', faults.truncated(validBody.slice(0, 4000))],
    ['a body that is not what the schema says', faults.body('{"message":"quota exceeded","data":[1,2,3]}')],
    ['a body that is not JSON', faults.body('<html>Service maintenance</html>', 'text/html')],
    ['an oversize body', faults.oversize(12 * 1024 * 1024)],
    ['a redirect', faults.redirect(redirectTo)],
    ['429 with Retry-After', faults.status(429, { 'retry-after': '1' })],
  ];
}
