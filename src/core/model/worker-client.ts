// One long-lived worker thread driven by typed calls (ZenGM's toWorker pattern): started on the first
// call, one call at a time, each with a timeout. A call that outlives its timeout stops the worker;
// a worker that crashes or exits rejects the call it was running; either way the next call starts a
// fresh worker, so no caller (and no job under croner's `protect`) can wait for ever.
import type { Worker } from 'node:worker_threads';
import type { CallReply, CallRequest, WorkerApi } from './worker-protocol.ts';

export type CallParam<F> = F extends (param: infer P) => unknown ? P : never;
export type CallResult<F> = F extends (param: never) => infer R ? Awaited<R> : never;

/** The worker went away while running the call (crash, exit, timeout, stop): not the call's own error. */
export class WorkerLostError extends Error {
  override name = 'WorkerLostError';
}

/** The call waited for longer than its timeout; the worker running it was stopped. */
export class WorkerTimeoutError extends WorkerLostError {
  override name = 'WorkerTimeoutError';
}

/** Too many calls are already waiting: refused at once rather than queued without bound. */
export class WorkerBusyError extends Error {
  override name = 'WorkerBusyError';
}

export interface WorkerClientOptions {
  /** For messages: "model worker: …". */
  label: string;
  start: () => Worker;
  timeoutMs: number;
  /** Calls allowed to wait behind the running one. */
  maxQueued: number;
  /**
   * Stop the thread after this long without calls (its heap goes back to the system); the next call
   * starts a fresh one. Undefined: keep it.
   */
  idleMs?: number;
}

interface Call {
  request: CallRequest;
  timeoutMs: number;
  retireAfter: boolean;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  sentAt?: number;
  timer?: NodeJS.Timeout;
}

export interface WorkerClientStats {
  starts: number;
  completed: number;
  failed: number;
  lost: number;
  timedOut: number;
  /** Threads stopped after idling for `idleMs`. */
  retired: number;
}

export class WorkerClient<Api extends WorkerApi> {
  readonly stats: WorkerClientStats = {
    starts: 0,
    completed: 0,
    failed: 0,
    lost: 0,
    timedOut: 0,
    retired: 0,
  };
  #worker: Worker | undefined;
  #running: Call | undefined;
  #queue: Call[] = [];
  #nextId = 1;
  #stopped = false;
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WorkerClientOptions) {}

  call<K extends keyof Api & string>(
    name: K,
    param: CallParam<Api[K]>,
    /**
     * `retireAfter`: stop the thread once this call is answered and nothing else waits (a call that
     * grows its heap far beyond the usual, like the backtest: the heap goes back to the system now).
     */
    options: { timeoutMs?: number; retireAfter?: boolean } = {},
  ): Promise<CallResult<Api[K]>> {
    const { label, maxQueued } = this.options;
    if (this.#stopped) return Promise.reject(new WorkerLostError(`${label}: stopped`));
    if (this.#queue.length >= maxQueued)
      return Promise.reject(new WorkerBusyError(`${label}: ${this.#queue.length} calls already waiting`));
    return new Promise((resolve, reject) => {
      this.#queue.push({
        request: { id: this.#nextId++, name, param },
        timeoutMs: options.timeoutMs ?? this.options.timeoutMs,
        retireAfter: options.retireAfter ?? false,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.#pump();
    });
  }

  /** The thread now running, if any (tests stop it from outside; diagnostics read its resources). */
  get worker(): Worker | undefined {
    return this.#worker;
  }

  /** The call the worker is running now and since when. */
  running(): { name: string; sinceMs: number } | undefined {
    const call = this.#running;
    return call ? { name: call.request.name, sinceMs: call.sentAt ?? Date.now() } : undefined;
  }

  /** Rejects every waiting and running call and stops the thread; later calls are refused. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#idleTimer);
    const lost = new WorkerLostError(`${this.options.label}: stopped`);
    for (const call of this.#queue.splice(0)) call.reject(lost);
    const worker = this.#worker;
    if (worker) {
      this.#lose(worker, () => lost);
      await worker.terminate();
    }
  }

  #pump(): void {
    if (this.#running) return;
    const call = this.#queue.shift();
    if (!call) {
      // Idle: the thread stays for a while (its warm code and the games it keeps are the point) but
      // does not keep the process alive, so CLIs exit when their work is done.
      this.#worker?.unref();
      this.#retireWhenIdle();
      return;
    }
    clearTimeout(this.#idleTimer);
    let worker: Worker;
    try {
      worker = this.#ensureWorker();
    } catch (error) {
      // The thread could not even be created (a missing bundle): this call fails, the next one retries.
      call.reject(error instanceof Error ? error : new Error(String(error)));
      this.#pump();
      return;
    }
    worker.ref();
    this.#running = call;
    call.sentAt = Date.now();
    call.timer = setTimeout(() => {
      this.stats.timedOut += 1;
      this.#lose(
        worker,
        (c) =>
          new WorkerTimeoutError(
            `${this.options.label}: ${c.request.name} took longer than ${c.timeoutMs} ms; the worker was stopped`,
          ),
      );
    }, call.timeoutMs);
    worker.postMessage(call.request);
  }

  #retireWhenIdle(): void {
    const { idleMs } = this.options;
    const worker = this.#worker;
    if (idleMs === undefined || !worker) return;
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#worker !== worker || this.#running) return;
      this.#retire(worker);
    }, idleMs);
    this.#idleTimer.unref();
  }

  #retire(worker: Worker): void {
    clearTimeout(this.#idleTimer);
    this.#worker = undefined; // its 'exit' is then not a loss
    this.stats.retired += 1;
    void worker.terminate();
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.options.start();
    this.stats.starts += 1;
    const { label } = this.options;
    worker.on('message', (reply: CallReply) => this.#settle(worker, reply));
    worker.on('error', (error) =>
      this.#lose(
        worker,
        (c) => new WorkerLostError(`${label} crashed during ${c.request.name}: ${error.message}`),
      ),
    );
    worker.on('exit', (code) =>
      this.#lose(
        worker,
        (c) => new WorkerLostError(`${label} exited (code ${code}) during ${c.request.name}`),
      ),
    );
    this.#worker = worker;
    return worker;
  }

  #settle(worker: Worker, reply: CallReply): void {
    const call = this.#running;
    if (worker !== this.#worker || !call || call.request.id !== reply.id) return;
    clearTimeout(call.timer);
    this.#running = undefined;
    if (call.retireAfter && this.#queue.length === 0) this.#retire(worker);
    if (reply.ok) {
      this.stats.completed += 1;
      call.resolve(reply.value);
    } else {
      this.stats.failed += 1;
      call.reject(new Error(`${this.options.label}: ${reply.error}`));
    }
    this.#pump();
  }

  /** The thread is gone or going: reject its call, forget it, and let the queue go on with a new one. */
  #lose(worker: Worker, why: (call: Call) => Error): void {
    if (worker !== this.#worker) return; // a replaced thread's late 'exit'
    this.#worker = undefined;
    void worker.terminate();
    const call = this.#running;
    this.#running = undefined;
    if (call) {
      clearTimeout(call.timer);
      this.stats.lost += 1;
      call.reject(why(call));
    }
    if (!this.#stopped) this.#pump();
  }
}
