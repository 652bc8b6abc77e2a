// A row's write stamp (`updated_at`, `computed_at`): the database's real time of the write, the same
// clock the columns' defaults give an insert. Bookkeeping only (change detection such as decision 017's
// cache key, audit), never shown as the app's "now" and never compared with the injected clock. Named,
// so the wall-clock lint rule (decision 082) can tell it from an accidental `now()`: every instant a
// user sees or a read filters by comes from the clock.
import { type SQL, sql } from 'drizzle-orm';

export function writeStamp(): SQL {
  return sql`clock_timestamp()`;
}
