// How one nflverse kind is written while its files stream in (nflverse.ts): batches of valid rows
// inside one transaction per kind, then whatever needs every row (the newest result, the surfaces)
// from the little each writer keeps as it goes.
import type { WriteCounts } from '../../db/repositories/bulk-upsert.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { SourceResult } from '../run-recorder.ts';

export interface KindWriter<T> {
  /** Once, inside the transaction, before the first batch. */
  begin?(tx: Executor): Promise<WriteCounts>;
  /** One batch of valid rows. */
  write(tx: Executor, rows: T[]): Promise<WriteCounts>;
  /** Once, after the last batch of the last file; `skipped` valid rows were left out by the parser. */
  finish(tx: Executor, skipped: number): Promise<Partial<SourceResult>>;
}

/** `season:week:team` keys seen so far: a few thousand strings at most, never the rows themselves. */
export type TeamWeekKeys = Set<string>;
