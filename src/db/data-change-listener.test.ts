// The listening connection against a server that is not there (an external DATABASE_URL during an
// outage): it keeps trying, further and further apart, and never throws at its caller.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type DataChangeListener, startDataChangeListener } from './data-change-listener.ts';

/** A TCP server that drops every connection at once, recording when each arrived. */
async function refusingServer(): Promise<{ url: string; arrivals: number[]; close(): Promise<void> }> {
  const arrivals: number[] = [];
  const server = net.createServer((socket) => {
    arrivals.push(performance.now());
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://nobody:nothing@127.0.0.1:${port}/none`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the data-change listener without a database', () => {
  let listener: DataChangeListener | undefined;
  let server: Awaited<ReturnType<typeof refusingServer>> | undefined;
  afterEach(async () => {
    await listener?.close();
    await server?.close();
  });

  it('retries with exponential backoff, capped, and never reports it up', async () => {
    server = await refusingServer();
    const states: boolean[] = [];
    const versions: number[] = [];
    listener = await startDataChangeListener({
      url: server.url,
      onVersion: (version) => versions.push(version),
      onState: (up) => states.push(up),
      initialBackoffMs: 40,
      maxBackoffMs: 320,
    });
    expect(listener.up).toBe(false);
    const arrivals = server.arrivals;
    await until(() => arrivals.length >= 7, 20_000, 'seven connection attempts');
    const gaps = arrivals.slice(1, 7).map((at, i) => at - (arrivals[i] as number));
    // A timer never fires early, so each gap is at least its backoff (less a little for the socket's
    // own timing); a loaded machine can only make them longer.
    const backoffs = [40, 80, 160, 320, 320, 320];
    for (const [i, gap] of gaps.entries()) {
      expect(gap, `gap ${i + 1}: ${gaps.join(', ')}`).toBeGreaterThan((backoffs[i] ?? 0) - 5);
    }
    expect(versions).toEqual([]);
    expect(states.filter((up) => up)).toEqual([]);
  });

  it('stops trying once closed', async () => {
    server = await refusingServer();
    listener = await startDataChangeListener({ url: server.url, onVersion: () => {}, initialBackoffMs: 20 });
    await until(() => (server?.arrivals.length ?? 0) >= 2, 10_000, 'a retry');
    await listener.close();
    const seen = server.arrivals.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.arrivals.length).toBe(seen);
  });
});
