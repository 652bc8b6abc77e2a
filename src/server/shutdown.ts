import closeWithGrace from 'close-with-grace';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** Signals this close together are one Ctrl-C delivered twice (terminal + npm/tsx forwarding it). */
const DUPLICATE_WINDOW_MS = 1_500;

/**
 * Runs `close` once on Ctrl-C, SIGTERM, an uncaught error or a normal exit, then exits. A second signal
 * well after the first forces an immediate exit; close-with-grace alone would treat the duplicate
 * delivery that `npm start` causes as that second signal and skip the graceful part.
 */
export function onShutdown(
  close: (reason: { signal?: string; err?: unknown }) => Promise<void>,
  delayMs = 15_000,
): void {
  const grace = closeWithGrace({ delay: delayMs, skip: [...SIGNALS] }, ({ err, signal }) =>
    close({ err, signal }),
  );
  let firstAt = 0;
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      const now = Date.now();
      if (firstAt === 0) {
        firstAt = now;
        void close({ signal }).then(
          () => process.exit(0),
          (err: unknown) => {
            console.error(err);
            process.exit(1);
          },
        );
        setTimeout(() => {
          console.error(`shutdown took longer than ${delayMs} ms; exiting`);
          process.exit(1);
        }, delayMs).unref();
        grace.uninstall();
      } else if (now - firstAt > DUPLICATE_WINDOW_MS) {
        console.error(`second ${signal}: exiting now`);
        process.exit(1);
      }
    });
  }
}
