// Responsible-gaming breaks: a cool-off (24 h, 7 days, 30 days) or a self-exclusion (6 months or
// permanent). A break can be lengthened but never shortened or lifted early: a new one is accepted
// only when it ends later than the one in force. Semantics: docs/decisions/058-responsible-gaming.md.

import type { CoolOffPeriod, SelfExclusionPeriod } from '../../shared/bet-terms.ts';

export type BreakKind = 'cool_off' | 'self_exclusion';

const HOUR = 3_600_000;
const COOL_OFF_MS: Record<CoolOffPeriod, number> = {
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '30d': 30 * 24 * HOUR,
};

/** When a break started at `from` ends; null for a permanent self-exclusion. */
export function breakEnd(period: CoolOffPeriod | SelfExclusionPeriod, from: Date): Date | null {
  if (period === 'permanent') return null;
  if (period === '6m') {
    const end = new Date(from);
    end.setUTCMonth(end.getUTCMonth() + 6);
    return end;
  }
  return new Date(from.getTime() + COOL_OFF_MS[period]);
}

export interface StoredBreak {
  kind: BreakKind;
  startsAt: Date;
  /** Null: permanent. */
  endsAt: Date | null;
}

const endsLater = (a: Date | null, b: Date | null) =>
  a === null ? b !== null : b !== null && a.getTime() > b.getTime();

/** The break in force at `now` that ends last (a permanent one wins), or null. */
export function breakInForce(breaks: readonly StoredBreak[], now: Date): StoredBreak | null {
  let found: StoredBreak | null = null;
  for (const b of breaks) {
    const active = b.startsAt.getTime() <= now.getTime() && (b.endsAt === null || b.endsAt > now);
    if (active && (found === null || endsLater(b.endsAt, found.endsAt))) found = b;
  }
  return found;
}

/** Why a new break ending at `end` cannot start, or null when it may (it ends after the one in force). */
export function refuseShorterBreak(current: StoredBreak | null, end: Date | null): string | null {
  if (current === null || endsLater(end, current.endsAt)) return null;
  const until = current.endsAt === null ? 'permanently' : `until ${current.endsAt.toISOString()}`;
  return `You are on a break ${until}. A break can be made longer, never shorter or lifted early.`;
}
