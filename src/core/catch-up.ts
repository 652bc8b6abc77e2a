// The start-up catch-up's state, for the answers that show the record or the week's picks (decision 134).
// While a catch-up computes a record that was never whole in this database (a fresh replay, a first
// start), the record holds only what is decided so far and the week's picks may not be the final ones:
// the answers say so instead of showing a partial figure as complete. The scheduler moves it on; the
// app reads it. Each move makes this process's cached answers out of date (notifyDataChanged), so no
// prepared answer outlives the state it was computed in.
import type { Executor } from '../db/repositories/executor.ts';
import { decidedSeasons } from '../db/repositories/no-picks.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import type { CatchUpStep, Computing } from '../shared/api/catch-up.ts';
import { notifyDataChanged } from './data-changes.ts';

export interface CatchUpState {
  step: CatchUpStep;
  /** The current week's picks are the ones the finished catch-up serves (its games decided). */
  weekReady: boolean;
}

export interface CatchUpTracker {
  /** undefined: no catch-up is computing the record (none under way, or the record was already whole). */
  state(): CatchUpState | undefined;
  /** The catch-up moved to `step`; `weekReady` once the current week is decided. */
  move(step: CatchUpStep, weekReady: boolean): void;
  /** Nothing is computing any more: the record is whole and the alerts found (or were already). */
  done(): void;
}

/** A tracker starting at `initial` (undefined: nothing computing, as with the jobs off). */
export function catchUpTracker(initial?: CatchUpState): CatchUpTracker {
  let current = initial && { ...initial };
  const set = (next: CatchUpState | undefined) => {
    if (current?.step === next?.step && current?.weekReady === next?.weekReady) return;
    current = next;
    notifyDataChanged();
  };
  return {
    state: () => current && { ...current },
    move: (step, weekReady) => set({ step, weekReady }),
    done: () => set(undefined),
  };
}

/**
 * What an answer says about the catch-up (decision 134): null when what it shows is whole; else the
 * step and the record's progress by season. `week`: an answer about the week's picks, whole once the
 * current week is decided; `record`: one showing the record, whole once every game is (from the
 * `alerts` step on); `alerts`: the alerts, whole once the catch-up has found them (decision 150). Call it before
 * reading the data the answer shows: the state only moves towards done, so the data read after it is
 * never older than what the state says.
 */
export async function computingOf(
  db: Executor,
  tracker: CatchUpTracker,
  asOf: Date,
  what: 'week' | 'record' | 'alerts',
): Promise<Computing> {
  const state = tracker.state();
  if (!state || (what === 'week' && state.weekReady)) return null;
  if (state.step === 'alerts' && what !== 'alerts') return null;
  const seasons = await decidedSeasons(db, MODEL_PARAMS.version, asOf);
  return {
    step: state.step,
    seasons: seasons.map((s) => s.season),
    seasonsDone: seasons.filter((s) => s.done).map((s) => s.season),
  };
}

/**
 * The cache header of an answer: a partial one is not kept (by browsers or the prepared-bytes cache),
 * so the next request shows the progress and, once done, the whole figures.
 */
export const cacheControlOf = (computing: Computing, whole: string): string =>
  computing ? 'no-store' : whole;
