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

/** One sentence on where the catch-up is, for `what` ("the record", "this week's picks"). */
export function computingText(computing: NonNullable<Computing>, what: string): string {
  const { step, seasons, seasonsDone } = computing;
  const start = `The model is still computing ${what} from the data loaded at start-up`;
  if (step === 'loads') return `${start}: the data is still loading.`;
  if (step === 'current week') return `${start}: this week’s games are being decided.`;
  const done =
    seasonsDone.length === 0
      ? 'no season is complete yet'
      : `${seasonsDone.length} of ${seasons.length} seasons complete (${seasonRuns(seasonsDone)})`;
  return `${start}: ${done}.`;
}
