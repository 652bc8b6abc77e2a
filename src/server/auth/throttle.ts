// The account throttle: fixed-window counters per limit and key in PostgreSQL, through
// rate-limiter-flexible's PostgreSQL store (shared by every instance, swept by account housekeeping).
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { AUTH_LIMITS, type AuthLimitName } from './auth-limits.ts';

export interface Throttle {
  /** Counts one attempt; 0 when within the limit, else the seconds until the window ends. */
  hit(limit: AuthLimitName, key: string): Promise<number>;
  /** Like hit, without counting: is the limit already used up? */
  blocked(limit: AuthLimitName, key: string): Promise<number>;
  /** Forgets the key's attempts (a successful sign-in clears its failures). */
  reset(limit: AuthLimitName, key: string): Promise<void>;
}

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export function createThrottle(db: Database): Throttle {
  const limiters = new Map(
    (Object.keys(AUTH_LIMITS) as AuthLimitName[]).map((name) => [
      name,
      new RateLimiterPostgres({
        storeClient: db.pool,
        storeType: 'pool',
        tableName: 'auth_rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: AUTH_LIMITS[name].points,
        duration: AUTH_LIMITS[name].windowSeconds,
      }),
    ]),
  );
  const limiter = (name: AuthLimitName) => limiters.get(name) as RateLimiterPostgres;
  return {
    async hit(name, key) {
      try {
        await limiter(name).consume(key);
        return 0;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return seconds(outcome);
        throw outcome;
      }
    },
    async blocked(name, key) {
      const res = await limiter(name).get(key);
      return res && res.consumedPoints >= AUTH_LIMITS[name].points ? seconds(res) : 0;
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}

/** A mail to an address counts against the asking IP, then the address: 0, or the seconds to wait. */
export async function mailWait(throttle: Throttle, ip: string, email: string): Promise<number> {
  return (await throttle.hit('mailPerIp', ip)) || (await throttle.hit('mailPerAccount', email));
}
