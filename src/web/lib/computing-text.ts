// What a screen says while the start-up catch-up computes what it shows (decision 134): the step, and
// for the record the seasons already whole, instead of a partial figure.
import type { Computing } from '../../shared/api/catch-up.ts';

/** While computing, a screen asks again this often (its usual refresh is minutes). */
export const COMPUTING_REFRESH_MS = 3_000;

/** The refetch interval of a query whose answer may say it is still computing. */
export const refreshWhileComputing = (computing: Computing | undefined, usual: number): number =>
  computing ? COMPUTING_REFRESH_MS : usual;

/** "2023, 2025" or "1999–2010": the seasons done, runs of consecutive seasons joined. */
export function seasonRuns(seasons: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const s of [...seasons].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && s === last[1] + 1) last[1] = s;
    else runs.push([s, s]);
  }
  return runs.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)).join(', ');
}

/** How far the record is: "12 of 27 seasons done (1999–2010)", or null before any season is loaded. */
export function seasonsProgress({ seasons, seasonsDone }: NonNullable<Computing>): string | null {
  if (seasons.length === 0) return null;
  const runs = seasonsDone.length > 0 ? ` (${seasonRuns(seasonsDone)})` : '';
  return `${seasonsDone.length} of ${seasons.length} seasons done${runs}`;
}

/**
 * One sentence on where the catch-up is, for `what` ("the record", "this week’s picks"): the step, and
 * from the record's step on, how many of the seasons are done, 0 included. Issue 21: the count was
 * said only once a season was whole, and a live first start spends about half its catch-up loading
 * (0 of 28 done), so a newcomer read "no season is complete yet" with nothing to measure it against.
 */
export function computingText(computing: NonNullable<Computing>, what: string): string {
  const start = `Computing ${what}`;
  if (computing.step === 'loads') return `${start}: the data is still loading.`;
  if (computing.step === 'current week') return `${start}: this week’s games are being decided first.`;
  // Only the alerts' answers reach this step (decision 150): the record is whole, the alerts come last.
  if (computing.step === 'alerts') return `${start}: the record is done, this is the last step.`;
  const { seasons, seasonsDone } = computing;
  // Every game decided, the job still grading and writing the report: "28 of 28 done" under "Still
  // computing" read as a contradiction in the re-play.
  if (seasons.length > 0 && seasonsDone.length === seasons.length)
    return `${start}: all ${seasons.length} seasons decided, the grading is being finished.`;
  const progress = seasonsProgress(computing);
  return progress ? `${start}: ${progress}.` : `${start}: the data is still loading.`;
}
