// What the model worker keeps between calls: the games as known at one instant (one snapshot: the
// data stamp and the instant), and the walk-forward run over them. One run predicts every game, so
// the week pages of one instant share it instead of each sending every game since 1999 and running
// the model again. Only the picks that can be asked for are kept (with their commentary).
import type { ModelGame } from '../../domain/model/game.ts';
import type { ModelParams } from '../../domain/model/params.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import { walkForward } from '../../domain/model/walk-forward.ts';

export interface PicksAsOfTask {
  /** Names the games as known at `asOfMs`: same snapshot, same games. */
  snapshot: string;
  params: ModelParams;
  asOfMs: number;
  /** The games whose picks are wanted (a week's). */
  ids: string[];
}

/** Either the picks, or a request to hand over the snapshot's games first (`hold`). */
export type PicksAsOfAnswer = { picks: GamePrediction[] } | { needGames: string };

// Picks with commentary are kept for the games from a week before the instant on: what the week
// pages compute (earlier weeks come from the stored record). Older ones asked for are added.
const RECENT_MS = 8 * 86_400_000;

interface Run {
  params: string;
  asOfMs: number;
  explained: Set<string>;
  picks: Map<string, GamePrediction>;
}

interface Held {
  games: ModelGame[];
  run?: Run;
}

// Two, so that the instant a page asks about and the next one (a minute later) do not evict each
// other while both are being asked for.
const MAX_HELD = 2;

export class SnapshotHolder {
  #held = new Map<string, Held>();
  /** Walk-forward runs made, for tests and diagnostics. */
  runs = 0;

  hold(snapshot: string, games: ModelGame[]): void {
    if (this.#held.has(snapshot)) return;
    this.#held.set(snapshot, { games });
    if (this.#held.size > MAX_HELD) this.#held.delete(this.#held.keys().next().value as string);
  }

  picksAsOf(task: PicksAsOfTask): PicksAsOfAnswer {
    const held = this.#held.get(task.snapshot);
    if (!held) return { needGames: task.snapshot };
    const paramsKey = JSON.stringify(task.params);
    const same = (r: Run | undefined): r is Run => r?.params === paramsKey && r.asOfMs === task.asOfMs;
    let run = held.run;
    if (!same(run) || task.ids.some((id) => !run?.explained.has(id))) {
      const explained = new Set(same(run) ? run.explained : []);
      for (const g of held.games) if (g.kickoffMs > task.asOfMs - RECENT_MS) explained.add(g.id);
      for (const id of task.ids) explained.add(id);
      const picks = walkForward(held.games, {
        params: task.params,
        asOfMs: task.asOfMs,
        explain: (g) => explained.has(g.id),
        // The picks show the recalibrated probability (decision 100).
        recalibrate: true,
      }).filter((p) => explained.has(p.gameId));
      this.runs += 1;
      run = {
        params: paramsKey,
        asOfMs: task.asOfMs,
        explained,
        picks: new Map(picks.map((p) => [p.gameId, p])),
      };
      held.run = run;
    }
    const found = run.picks;
    return { picks: task.ids.flatMap((id) => found.get(id) ?? []) };
  }
}
