// The front door without a server (decision 108: part of the fast test set StrykerJS runs over
// src/server/plugins): which requests it answers from memory and which it hands to Fastify.
// front-door.test.ts checks the same on the real app; these pin each condition with stubs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ProbeAnswer } from '../probes.ts';
import { clientIp, createFrontDoor } from './front-door.ts';
import { type CountedRequest, kOverLimit } from './rate-limit.ts';
import type { Found, ResponseStore } from './response-store.ts';

const ANSWER: ProbeAnswer = { status: 200, body: Buffer.from('{"ok":true}'), headers: ['x-probe', '1'] };
const FOUND = { entry: {}, state: 'fresh' } as unknown as Found;

function setUp(options: { busy?: boolean; wait?: number; ready?: ProbeAnswer; logInfo?: boolean } = {}) {
  const lines: Record<string, unknown>[] = [];
  const takenBy: string[] = [];
  const written: number[] = [];
  const store = {
    keyFor: (url: string) => (url.startsWith('/api/teams') ? 'teams' : undefined),
    find: (key: string) => (key === 'teams' ? FOUND : undefined),
    write: () => {
      written.push(200);
      return 200;
    },
  } as unknown as ResponseStore;
  const door = createFrontDoor({
    store,
    probes: {
      liveness: () => ANSWER,
      knownReadiness: () => options.ready,
      readiness: async () => ANSWER,
    } as never,
    limiter: {
      take: (client) => {
        takenBy.push(client);
        return options.wait ?? 0;
      },
    },
    trustProxy: false,
    log: {
      isLevelEnabled: (level: string) => level === 'info' && options.logInfo !== false,
    } as unknown as FastifyBaseLogger,
    logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
    busy: () => options.busy ?? false,
  });
  return { door, lines, takenBy, written };
}

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers, socket: { remoteAddress: '10.0.0.9' } }) as unknown as CountedRequest;
function response() {
  const out: { status?: number; headers?: readonly string[]; body?: unknown } = {};
  const res = {
    writeHead: (status: number, headers: readonly string[]) => {
      out.status = status;
      out.headers = headers;
    },
    end: (body: unknown) => {
      out.body = body;
    },
  } as unknown as ServerResponse;
  return { res, out };
}

describe('the front door (decision 018)', () => {
  it('answers a stored public GET from memory, counting the client and writing one log line', () => {
    const { door, lines, takenBy, written } = setUp();
    expect(door(request('/api/teams'), response().res)).toBe(true);
    expect(written).toEqual([200]);
    expect(takenBy).toEqual(['10.0.0.9']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/teams',
      status: 200,
      msg: 'request',
    });
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('writes no line when the log is above info', () => {
    const { door, lines } = setUp({ logInfo: false });
    expect(door(request('/api/teams'), response().res)).toBe(true);
    expect(door(request('/api/health'), response().res)).toBe(true);
    expect(lines).toEqual([]);
  });

  it('hands on what it cannot answer: not GET, no stored key, a session, nothing current, busy', () => {
    const { door, written } = setUp();
    expect(door(request('/api/teams', {}, 'HEAD'), response().res)).toBe(false);
    expect(door(request('/api/games'), response().res)).toBe(false);
    expect(door(request('/api/teams', { cookie: 'gg.session_token=x' }), response().res)).toBe(false);
    expect(setUp({ busy: true }).door(request('/api/teams'), response().res)).toBe(false);
    expect(written).toEqual([]);
  });

  it('hands on a client over its limit, marked with the seconds to wait', () => {
    const { door, written } = setUp({ wait: 12 });
    const req = request('/api/teams');
    expect(door(req, response().res)).toBe(false);
    expect(req[kOverLimit]).toBe(12);
    expect(written).toEqual([]);
  });

  it('answers the probes itself, never rate limited; readiness only when known and not closing', () => {
    const { door, takenBy, lines } = setUp({ ready: { ...ANSWER, status: 503 } });
    const live = response();
    expect(door(request('/api/health'), live.res)).toBe(true);
    expect(live.out).toEqual({ status: 200, headers: ['x-probe', '1'], body: ANSWER.body });
    const ready = response();
    expect(door(request('/api/ready'), ready.res)).toBe(true);
    expect(ready.out.status).toBe(503);
    expect(takenBy).toEqual([]);
    expect(lines.map((l) => [l.url, l.status])).toEqual([
      ['/api/health', 200],
      ['/api/ready', 503],
    ]);
    // Readiness not known in the last second: Fastify asks the database.
    expect(setUp().door(request('/api/ready'), response().res)).toBe(false);
    // Closing: Fastify answers 503.
    expect(setUp({ busy: true }).door(request('/api/health'), response().res)).toBe(false);
    // A probe path with a query is not the probe.
    expect(setUp().door(request('/api/health?x=1'), response().res)).toBe(false);
  });
});

describe('client address (TRUST_PROXY)', () => {
  const raw = (headers: Record<string, string>, remoteAddress?: string) =>
    ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
  it('takes the first X-Forwarded-For address only behind a trusted proxy', () => {
    const req = raw({ 'x-forwarded-for': ' 1.2.3.4 , 5.6.7.8' }, '10.0.0.1');
    expect(clientIp(req, true)).toBe('1.2.3.4');
    expect(clientIp(req, false)).toBe('10.0.0.1');
    expect(clientIp(raw({}, '10.0.0.1'), true)).toBe('10.0.0.1');
    expect(clientIp(raw({}), false)).toBe('');
  });
});
