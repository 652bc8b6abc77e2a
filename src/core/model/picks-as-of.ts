// Picks as of one instant, computed on the model worker from the games it holds (worker-snapshot.ts).
// The games are loaded on this thread and handed over only when the worker does not hold them
// already, once for all the callers waiting on the same snapshot: the week pages of one instant cost
// one load, one copy to the worker and one walk-forward run between them.
import type { ModelGame } from '../../domain/model/game.ts';
import type { ModelParams } from '../../domain/model/params.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import { modelCalls } from './model-task.ts';

export interface Snapshot {
  /** Same key, same games: the model's data stamp and the instant. */
  key: string;
  asOf: Date;
  load: () => Promise<ModelGame[]>;
}

// Hand-overs under way, by snapshot key: concurrent callers share one load and one copy.
const handing = new Map<string, Promise<void>>();

function handOver(snapshot: Snapshot): Promise<void> {
  let pending = handing.get(snapshot.key);
  if (!pending) {
    pending = (async () => {
      const games = await snapshot.load();
      await modelCalls().call('hold', { snapshot: snapshot.key, games });
    })().finally(() => handing.delete(snapshot.key));
    handing.set(snapshot.key, pending);
  }
  return pending;
}

export async function picksAsOf(
  snapshot: Snapshot,
  params: ModelParams,
  ids: string[],
): Promise<GamePrediction[]> {
  const task = { snapshot: snapshot.key, params, asOfMs: snapshot.asOf.getTime(), ids };
  // The worker may lose the snapshot between the hand-over and the call (another snapshot replaced
  // it, or a fresh thread started): hand it over again, a couple of times at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await modelCalls().call('picksAsOf', task);
    if ('picks' in answer) return answer.picks;
    await handOver(snapshot);
  }
  throw new Error(`model worker: could not keep the games of ${snapshot.key}`);
}
