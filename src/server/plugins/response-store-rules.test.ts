// The store of prepared public answers without a server (decision 108: part of the fast test set
// StrykerJS runs over src/server/plugins). response-cache.test.ts and front-door.test.ts check it through
// the real app; these pin when an answer stops being current, the size bounds and what is written.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../tests/support/manual-clock.ts';
import { notifyCommunityChanged, notifyDataChanged } from '../../core/data-changes.ts';
import { prepareResponse } from './prepared-response.ts';
import { createResponseStore, type Entry, STALE_HEADER } from './response-store.ts';

// 12:00:30 on 27 November 2026: minute 29,929,680 since the epoch (1,795,780,830,000 ms / 60,000, floored).
const START = '2026-11-27T12:00:30Z';

function setUp() {
  const clock = manualClock(START);
  const database = { version: 7, resets: 0, up: true };
  const store = createResponseStore({ clock, database });
  return { clock, database, store };
}

const entryFor = async (
  store: ReturnType<typeof createResponseStore>,
  json: string,
  version: number,
  community = false,
): Promise<Entry> => ({
  ...store.stamp(community),
  version,
  prepared: await prepareResponse(json, 'application/json', 'public, max-age=60', {
    'x-frame-options': 'DENY',
  }),
});

/** A fake raw response that records what was written. */
function rawResponse() {
  const written: { status?: number; headers?: string[]; body?: Buffer | undefined } = {};
  const response = {
    writeHead(status: number, headers: string[]) {
      written.status = status;
      written.headers = headers;
    },
    end(body?: Buffer) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { response, written };
}
const rawRequest = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('response store', () => {
  it('stamps an answer with the current minute, generations and resets', () => {
    const { store, database } = setUp();
    database.resets = 2;
    const stamp = store.stamp(false);
    expect(stamp.minute).toBe(29_929_680);
    expect(stamp.resets).toBe(2);
    expect(stamp.community).toBeUndefined();
    expect(typeof store.stamp(true).community).toBe('number');
  });

  it('serves an answer fresh within its minute, and not from the next minute on', async () => {
    const { store, clock } = setUp();
    store.store('/a', await entryFor(store, '{"a":1}', 7));
    expect(store.find('/a')?.state).toBe('fresh');
    clock.advance(29_000); // 12:00:59
    expect(store.find('/a')?.state).toBe('fresh');
    clock.advance(1_000); // 12:01:00: a new minute
    expect(store.find('/a')).toBeUndefined();
    expect(store.find('/missing')).toBeUndefined();
  });

  it('stops serving an answer when the data version, a generation or the resets move on', async () => {
    const { store, database } = setUp();
    store.store('/a', await entryFor(store, '{"a":1}', 7));
    // A version read later than the stored one's (8 > 7): no longer current.
    database.version = 8;
    expect(store.find('/a')).toBeUndefined();
    // Computed at a newer version than the one last seen: still current.
    store.store('/a', await entryFor(store, '{"a":1}', 9));
    expect(store.find('/a')?.state).toBe('fresh');
    database.resets = 1;
    expect(store.find('/a')).toBeUndefined();
    store.store('/b', await entryFor(store, '{"b":1}', 9));
    notifyDataChanged();
    expect(store.find('/b')).toBeUndefined();
  });

  it('keeps a public answer when only what people write changes, but not a community one', async () => {
    const { store } = setUp();
    store.store('/public', await entryFor(store, '{"p":1}', 7));
    store.store('/community', await entryFor(store, '{"c":1}', 7, true));
    notifyCommunityChanged();
    expect(store.find('/public')?.state).toBe('fresh');
    expect(store.find('/community')).toBeUndefined();
  });

  it('serves the last answer as stale while the database is down, and as revalidating while one computes', async () => {
    const { store, database, clock } = setUp();
    store.store('/a', await entryFor(store, '{"a":1}', 7));
    clock.advance(60_000);
    database.up = false;
    expect(store.find('/a')?.state).toBe('stale');
    database.up = true;
    store.pending.set('/a', Promise.resolve(undefined));
    expect(store.find('/a')?.state).toBe('revalidating');
    expect(store.entry('/a')?.version).toBe(7);
  });

  it('holds at most 1,000 answers, dropping the oldest first; replacing one does not count twice', async () => {
    const { store } = setUp();
    const entry = await entryFor(store, '{"a":1}', 7);
    for (let i = 0; i < 1_000; i++) store.store(`/k${i}`, entry);
    store.store('/k0', entry); // replaced: moves to the newest, still 1,000
    expect(store.entry('/k0')).toBeDefined();
    expect(store.entry('/k1')).toBeDefined();
    store.store('/k1000', entry); // 1,001: the oldest (/k1, since /k0 was renewed) goes
    expect(store.entry('/k1')).toBeUndefined();
    expect(store.entry('/k0')).toBeDefined();
    expect(store.entry('/k2')).toBeDefined();
    expect(store.entry('/k1000')).toBeDefined();
  });

  it('holds at most 64 MiB of answers', async () => {
    const { store } = setUp();
    const base = await entryFor(store, '{"a":1}', 7);
    const sized = (bytes: number): Entry => ({ ...base, prepared: { ...base.prepared, bytes } });
    // 40 MiB + 24 MiB = 64 MiB exactly: both kept.
    store.store('/big', sized(40 * 1024 * 1024));
    store.store('/rest', sized(24 * 1024 * 1024));
    expect(store.entry('/big')).toBeDefined();
    // One byte more: the oldest goes.
    store.store('/one', sized(1));
    expect(store.entry('/big')).toBeUndefined();
    expect(store.entry('/rest')).toBeDefined();
    // Replacing an answer subtracts its old size: 24 MiB replaced by 24 MiB still fits with 40 MiB.
    store.store('/big2', sized(40 * 1024 * 1024 - 1));
    store.store('/rest', sized(24 * 1024 * 1024));
    expect(store.entry('/big2')).toBeDefined();
  });

  it('remembers up to 2,000 URLs’ keys, then starts again', () => {
    const { store } = setUp();
    for (let i = 0; i < 2_000; i++) store.rememberKey(`/u${i}`, `k${i}`);
    expect(store.keyFor('/u0')).toBe('k0');
    expect(store.keyFor('/u1999')).toBe('k1999');
    store.rememberKey('/new', 'kn');
    expect(store.keyFor('/u0')).toBeUndefined();
    expect(store.keyFor('/new')).toBe('kn');
  });

  it('writes 200 with the hit headers, 304 with no body on a matching ETag, and marks stale and revalidating', async () => {
    const { store } = setUp();
    const entry = await entryFor(store, '{"a":1}', 7);
    const etag = entry.prepared.variants.identity.etag;
    const hit = rawResponse();
    expect(store.write(rawRequest({}), hit.response, { entry, state: 'fresh' })).toBe(200);
    expect(hit.written.status).toBe(200);
    expect(hit.written.body?.toString()).toBe('{"a":1}');
    expect(hit.written.headers?.slice(-2)).toEqual(['x-cache', 'hit']);
    const revalidating = rawResponse();
    store.write(rawRequest({}), revalidating.response, { entry, state: 'revalidating' });
    expect(revalidating.written.headers?.slice(-2)).toEqual(['x-cache', 'revalidating']);
    const stale = rawResponse();
    store.write(rawRequest({}), stale.response, { entry, state: 'stale' });
    expect(stale.written.headers?.slice(-4)).toEqual(['x-cache', 'hit', STALE_HEADER, 'true']);
    expect(STALE_HEADER).toBe('x-data-stale');
    const notModified = rawResponse();
    expect(
      store.write(rawRequest({ 'if-none-match': etag }), notModified.response, {
        entry,
        state: 'revalidating',
      }),
    ).toBe(304);
    expect(notModified.written.status).toBe(304);
    expect(notModified.written.body).toBeUndefined();
    expect(notModified.written.headers).not.toContain('content-length');
    expect(notModified.written.headers?.slice(-2)).toEqual(['x-cache', 'hit']);
  });
});
