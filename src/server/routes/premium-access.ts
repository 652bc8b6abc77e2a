// Who may read a premium pick before kickoff (decision 120, 124): a subscriber every game, anyone else
// the games they unlocked with a free pick. The one answer the per-viewer routes share (saved picks,
// unlocked prop picks), so no route invents its own rule.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/repositories/executor.ts';
import { claimedAmong, type FreePickHolder } from '../../db/repositories/free-picks.ts';
import { hasPremium } from '../../db/repositories/subscriptions.ts';
import type { CookieNames } from '../auth/session-policy.ts';
import { visitorIdFrom } from '../auth/visitor-cookie.ts';

/** Who is asking: the signed-in person, else the visitor of a cookie we signed, else nobody known. */
export function holderOf(
  request: FastifyRequest,
  secret: string,
  cookies: CookieNames,
): FreePickHolder | null {
  if (request.user) return { kind: 'user', userId: request.user.id };
  const visitorId = visitorIdFrom(secret, cookies, request.headers.cookie);
  return visitorId ? { kind: 'visitor', visitorId } : null;
}

export interface PremiumAccess {
  subscribed: boolean;
  /** True when this viewer may read the game's premium pick now. */
  opens(gameId: string): boolean;
}

export async function premiumAccess(
  db: Executor,
  holder: FreePickHolder | null,
  gameIds: readonly string[],
  now: Date,
): Promise<PremiumAccess> {
  const userId = holder?.kind === 'user' ? holder.userId : null;
  if (await hasPremium(db, userId, now)) return { subscribed: true, opens: () => true };
  const claimed = holder ? await claimedAmong(db, holder, gameIds) : new Set<string>();
  return { subscribed: false, opens: (gameId) => claimed.has(gameId) };
}
