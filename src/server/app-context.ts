import type { Clock } from '../core/clock.ts';
import type { Config } from '../core/config/env.ts';
import type { Database } from '../db/client.ts';

/** What route plugins receive: the injected dependencies plus the settings they need. */
export interface AppContext {
  db: Database;
  clock: Clock;
  version: string;
  publicLinks: Config['publicLinks'];
}
