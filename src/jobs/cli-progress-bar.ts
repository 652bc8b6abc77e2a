import cliProgress from 'cli-progress';
import type { Progress } from './ingest-context.ts';

/** A progress bar on a terminal; nothing when output is piped (CI logs stay readable). */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress | undefined {
  if (!stream.isTTY) return undefined;
  let bar: cliProgress.SingleBar | undefined;
  return {
    start(label, total) {
      bar?.stop();
      bar = new cliProgress.SingleBar(
        {
          // A streamed file's row count is known only at its end: a counter then, not a bar.
          format:
            total > 0
              ? `${label.padEnd(28)} [{bar}] {percentage}% {value}/{total}`
              : `${label.padEnd(28)} {value} rows`,
          stream,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(Math.max(total, 1), 0);
    },
    update(done) {
      bar?.update(done);
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}
