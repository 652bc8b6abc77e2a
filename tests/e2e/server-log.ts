import { appendFileSync } from 'node:fs';

/**
 * A server's log destination for end-to-end runs: every line still reaches the console, and lines at
 * level error (50) or above are appended to `errorLog`, which each test reads after it runs (see
 * useBrowser in browser.ts): a server error fails the test even when the page papered over it.
 */
export function errorCapturingLog(errorLog: string, server: string): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      process.stdout.write(chunk);
      // A write may carry several lines (buffered destinations batch them).
      for (const line of chunk.split('\n')) {
        if (line.trim() === '') continue;
        let level = 0;
        try {
          level = (JSON.parse(line) as { level?: number }).level ?? 0;
        } catch {
          level = 50; // a line that is not pino's JSON is unexpected output: treat it as an error
        }
        if (level >= 50) appendFileSync(errorLog, `${server}: ${line}\n`);
      }
    },
  };
}
