// The model's worker thread: walk-forward runs over every game since 1999 and the backtest behind the
// public record, and the player board, off the HTTP server's thread. It starts once and answers typed
// calls (model-task.ts) with the functions of model-api.ts.

import { modelApi } from './model-api.ts';
import { serveApi } from './worker-protocol.ts';

serveApi(modelApi);
