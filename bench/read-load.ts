// Reads the given paths over `connections` keep-alive connections for `seconds`, in a process of its
// own (so the load generator does not share the server's event loop), and prints one JSON line:
// requests, requests a second, 2xx and non-2xx counts, errors and the p99 latency in ms.
// Used by src/server/load-writes.test.ts and bench/load-writes.test.ts:
//   node --import tsx bench/read-load.ts <base url> <seconds> <connections> <path>...
import autocannon from 'autocannon';

export interface ReadLoadResult {
  requests: number;
  perSecond: number;
  ok: number;
  notOk: number;
  errors: number;
  p99Ms: number;
}

async function main(): Promise<void> {
  const [base = '', seconds = '5', connections = '50', ...paths] = process.argv.slice(2);
  const result = await autocannon({
    url: base,
    connections: Number(connections),
    duration: Number(seconds),
    requests: paths.map((path) => ({ method: 'GET', path })),
    headers: { 'accept-encoding': 'br' },
  });
  const summary: ReadLoadResult = {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    ok: result['2xx'],
    notOk: result.non2xx,
    errors: result.errors + result.timeouts,
    p99Ms: result.latency.p99,
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

if (process.argv[1]?.endsWith('read-load.ts')) void main();
