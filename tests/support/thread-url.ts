// A thread entry that answers with the URL of the module it runs (start-worker.test.ts).
import { parentPort } from 'node:worker_threads';

parentPort?.postMessage(import.meta.url);
