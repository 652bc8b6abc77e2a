import closeWithGrace from 'close-with-grace';
import { STOP_BUDGET_MS } from '../db/embedded.ts';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** Signals this close together are one Ctrl-C delivered twice (terminal + npm/tsx forwarding it). */
const DUPLICATE_WINDOW_MS = 1_500;

/**
 * Budgets of the stages of a graceful shutdown, in order: finish in-flight requests, stop the jobs,
 * close the pool and stop the embedded PostgreSQL (which escalates to be done within its budget).
 * Their sum stays inside SHUTDOWN_DELAY_MS, so the database is always stopped before the hard exit.
 */
export const SHUTDOWN_STAGES_MS = { http: 3_000, jobs: 2_000, database: STOP_BUDGET_MS + 1_000 } as const;
/** After this, the process exits whatever is still running. */
export const SHUTDOWN_DELAY_MS = 15_000;

/** Waits for `work` at most `ms`; on time-out calls `onTimeout` and carries on. */
export async function within(work: Promise<unknown> | undefined, ms: number, onTimeout?: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      onTimeout?.();
      resolve();
    }, ms);
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}

type Close = (reason: { signal?: string; err?: unknown }) => Promise<void>;

/**
 * Runs `close` once on Ctrl-C, SIGTERM, an uncaught error or a normal exit, then exits. A second signal
 * well after the first forces an immediate exit; close-with-grace alone would treat the duplicate
 * delivery that `npm start` causes as that second signal and skip the graceful part. Returns a function
 * that shuts down the same way after a fatal error, exiting non-zero.
 */
export function onShutdown(close: Close, delayMs = SHUTDOWN_DELAY_MS): (err: unknown) => void {
  const grace = closeWithGrace({ delay: delayMs, skip: [...SIGNALS] }, ({ err, signal }) =>
    close({ err, signal }),
  );
  let firstAt = 0;
  const begin = (reason: { signal?: string; err?: unknown }, code: number) => {
    firstAt = Date.now();
    grace.uninstall();
    void close(reason).then(
      () => process.exit(code),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
    setTimeout(() => {
      console.error(`shutdown took longer than ${delayMs} ms; exiting`);
      process.exit(1);
    }, delayMs).unref();
  };
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (firstAt === 0) begin({ signal }, 0);
      else if (Date.now() - firstAt > DUPLICATE_WINDOW_MS) {
        console.error(`second ${signal}: exiting now`);
        process.exit(1);
      }
    });
  }
  return (err) => {
    if (firstAt === 0) begin({ err }, 1);
  };
}
