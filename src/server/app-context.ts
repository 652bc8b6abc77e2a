import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config/env.ts';

/** What route plugins receive: the injected dependencies plus the settings they need. */
export interface AppContext {
  db: Database;
  clock: Clock;
  version: string;
  publicLinks: Config['publicLinks'];
}
