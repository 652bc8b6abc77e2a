import type { CatchUpTracker } from '../core/catch-up.ts';
import type { Clock } from '../core/clock.ts';
import type { Config } from '../core/config/env.ts';
import type { BoardSource } from '../core/players/board-cache.ts';
import type { Database } from '../db/client.ts';

/** What route plugins receive: the injected dependencies plus the settings they need. */
export interface AppContext {
  db: Database;
  clock: Clock;
  version: string;
  publicLinks: Config['publicLinks'];
  /** The paid plan's price (PLAN_PRICE_CENTS). */
  plan: Config['plan'];
  /** Sources this configuration never runs, with the reason /status shows. */
  sourcesOff: ReadonlyMap<string, string>;
  /** How old a line may be at kickoff for a pick to be published (decision 016). */
  freezeLineMaxAgeMs: number;
  /** The week board every player and prop call reads (one per process, rebuilt when data changes). */
  boards: BoardSource;
  /** Real time, even in replay (AppDeps.wallNow). */
  wallNow: () => Date;
  /** Where the start-up catch-up is: answers showing the record say while it is partial (decision 134). */
  catchUp: CatchUpTracker;
}

/** Routes that key the self-exclusion registry (decision 094) also get the server secret. */
export interface RgContext extends AppContext {
  secret: string;
}
