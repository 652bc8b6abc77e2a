// The front door's one line per request, written without pino. It is the line pino writes for
// `log.info({ method, url, status, ms }, 'request')` on the root logger (level, time, pid, hostname, the
// fields, msg), built by hand: pino's generic path cost 6-10 µs a request on the bench machine, a sixth
// of a cached answer's whole cost, where this costs about 1 µs. Fastify's own requests still log through
// pino. See docs/decisions/020-request-hygiene.md.
import os from 'node:os';
import { LOGGED_URL_MAX, truncate } from './request-log.ts';

export interface LineStream {
  write(line: string): unknown;
}

/** pino's numeric level for info. */
const INFO = 30;

export function requestLineWriter(
  stream: LineStream,
  base: { pid: number; hostname: string } = { pid: process.pid, hostname: os.hostname() },
): (url: string, status: number, ms: number) => void {
  const head = `{"level":${INFO},"time":`;
  const bindings = `,"pid":${base.pid},"hostname":${JSON.stringify(base.hostname)},"method":"GET","url":`;
  return (url, status, ms) => {
    stream.write(
      `${head}${Date.now()}${bindings}${JSON.stringify(truncate(url, LOGGED_URL_MAX))},"status":${status},"ms":${ms},"msg":"request"}\n`,
    );
  };
}
