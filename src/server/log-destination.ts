// Where the log goes: stdout, and nothing else (rotation and retention belong to whatever collects
// stdout: journald, Docker, the platform; see the README). Lines are written in batches: one write per
// 16 KiB or 200 ms instead of one per line, which at thousands of requests a second was a sixth of the
// server's CPU. Whatever is pending is written on exit, and a collector that stops reading cannot make
// the buffer grow without bound: beyond `maxPendingBytes` lines are dropped and the count reported.

export interface LineSink {
  write(chunk: string): boolean;
}

export interface BufferedLog {
  write(line: string): void;
  /** Writes whatever is pending now. */
  flush(): void;
  close(): void;
}

export function bufferedLog(
  sink: LineSink = process.stdout,
  options: { flushBytes?: number; flushMs?: number; maxPendingBytes?: number } = {},
): BufferedLog {
  const flushBytes = options.flushBytes ?? 16 * 1024;
  const maxPendingBytes = options.maxPendingBytes ?? 8 * 1024 * 1024;
  let pending: string[] = [];
  let pendingBytes = 0;
  let dropped = 0;

  const flush = () => {
    if (dropped > 0) {
      pending.push(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: `log lines dropped: ${dropped}` })}\n`,
      );
      dropped = 0;
    }
    if (pending.length === 0) return;
    const data = pending.join('');
    pending = [];
    pendingBytes = 0;
    sink.write(data);
  };
  const timer = setInterval(flush, options.flushMs ?? 200);
  timer.unref();
  process.on('exit', flush);

  return {
    write(line) {
      if (pendingBytes + line.length > maxPendingBytes) {
        dropped += 1;
        return;
      }
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= flushBytes) flush();
    },
    flush,
    close() {
      flush();
      clearInterval(timer);
      process.off('exit', flush);
    },
  };
}
