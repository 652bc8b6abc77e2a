// The messages between a WorkerClient (worker-client.ts) and the worker it drives. A worker entry
// exposes an `api` object of one-argument functions and calls `serveApi(api)`; callers get their
// types from `typeof api` (the pattern of ZenGM's worker/index.ts and toWorker).
import { parentPort } from 'node:worker_threads';

/** What a worker exposes: functions of one structured-cloneable argument, sync or async. */
export type WorkerApi = Record<string, (param: never) => unknown>;

export interface CallRequest {
  id: number;
  name: string;
  param: unknown;
}

export type CallReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** Answers each request with its id; a throwing function is an answer too (the worker lives on). */
export function serveApi(api: WorkerApi): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', async (request: CallRequest) => {
    let reply: CallReply;
    try {
      const fn = api[request.name];
      if (!fn) throw new Error(`no function ${request.name}`);
      reply = { id: request.id, ok: true, value: await fn(request.param as never) };
    } catch (error) {
      reply = { id: request.id, ok: false, error: describe(error) };
    }
    port.postMessage(reply);
  });
}

/** An error's message with its causes (a failed query's cause is PostgreSQL's own reason). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message} (cause: ${describe(error.cause)})`;
}
