// One dedicated connection that LISTENs for finished job runs (any instance, any CLI) and is this
// process's view of whether PostgreSQL is reachable. Nothing here is on a request's path: the response
// cache reads what this keeps up to date. A lost connection is retried with capped exponential backoff,
// and the version is read again on reconnection, since announcements may have been missed meanwhile. A
// slow poll of the data version backs LISTEN up (and notices a connection that died silently).
import pg from 'pg';
import { toError } from '../shared/guards.ts';
import { DATA_CHANGED_CHANNEL, listenForDataChanges, readDataVersion } from './repositories/data-version.ts';

export interface DataChangeListenerOptions {
  url: string;
  /** The current data version, as announced, polled or read on (re)connection; repeats are possible. */
  onVersion: (version: number) => void;
  /** The connection was lost (`up` false) or is back. */
  onState?: (up: boolean, reason: string) => void;
  /** Safety-net poll of the data version; default 30 s. */
  pollMs?: number;
  /** First reconnection delay, doubled on each failure up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
}

export interface DataChangeListener {
  /** True while the listening connection is open. */
  readonly up: boolean;
  close(): Promise<void>;
}

const QUERY_TIMEOUT_MS = 5_000;

/** Connects (waiting for the first attempt only) and keeps listening until closed. */
export async function startDataChangeListener(
  options: DataChangeListenerOptions,
): Promise<DataChangeListener> {
  const pollMs = options.pollMs ?? 30_000;
  const initialBackoffMs = options.initialBackoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  let client: pg.Client | undefined;
  let up = false;
  let closed = false;
  let backoffMs = initialBackoffMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;

  const setUp = (next: boolean, reason: string) => {
    if (up === next) return;
    up = next;
    options.onState?.(next, reason);
  };

  const lost = (current: pg.Client, reason: string) => {
    if (client !== current) return; // an old connection's late event
    client = undefined;
    clearInterval(pollTimer);
    current.end().catch(() => {});
    setUp(false, reason);
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), backoffMs);
    retryTimer.unref();
    backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
  };

  const poll = async (current: pg.Client) => {
    try {
      options.onVersion(await readDataVersion(current));
    } catch (error) {
      lost(current, `data version poll failed: ${toError(error).message}`);
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
      application_name: 'go-gorilla:listen',
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection closed'));
    next.on('notification', (message) => {
      const version = Number(message.payload);
      if (message.channel === DATA_CHANGED_CHANNEL && Number.isSafeInteger(version))
        options.onVersion(version);
    });
    client = next;
    try {
      await next.connect();
      await listenForDataChanges(next);
      const version = await readDataVersion(next);
      if (client !== next || closed) return;
      options.onVersion(version);
      backoffMs = initialBackoffMs;
      pollTimer = setInterval(() => void poll(next), pollMs);
      pollTimer.unref();
      setUp(true, 'listening');
    } catch (error) {
      lost(next, toError(error).message);
    }
  };

  await connect();
  return {
    get up() {
      return up;
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pollTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
