// Housekeeping of the login-throttle counters (rate-limiter-flexible's PostgreSQL layout).
import { lt } from 'drizzle-orm';
import { authRateLimits } from '../schema/auth.ts';
import type { Executor } from './executor.ts';

/** Deletes counters whose window ended before `now`; returns how many. */
export async function sweepExpiredRateLimits(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(authRateLimits)
    .where(lt(authRateLimits.expire, now.getTime()))
    .returning({ key: authRateLimits.key });
  return rows.length;
}
