// Weekly stake and loss limits. "This week" is the 7 days before now, counted by when each bet was
// logged (not the placed-at time a person types, which could be backdated around a limit).
import { formatCents } from './money.ts';

export const LIMIT_WINDOW_MS = 7 * 24 * 3_600_000;

export interface LimitBet {
  loggedAt: Date;
  stakeCents: number;
  /** Null while open: the whole stake is still at risk. */
  profitCents: number | null;
}

export interface Limits {
  weeklyStakeLimitCents: number | null;
  weeklyLossLimitCents: number | null;
}

export interface WeekUsage {
  stakedCents: number;
  /** Net loss so far plus open stakes: what the week costs if every open bet loses (≥ 0). */
  atRiskLossCents: number;
}

export function weekUsage(bets: readonly LimitBet[], now: Date): WeekUsage {
  const since = now.getTime() - LIMIT_WINDOW_MS;
  let stakedCents = 0;
  let net = 0;
  for (const b of bets) {
    if (b.loggedAt.getTime() <= since || b.loggedAt.getTime() > now.getTime()) continue;
    stakedCents += b.stakeCents;
    net += b.profitCents ?? -b.stakeCents;
  }
  return { stakedCents, atRiskLossCents: Math.max(0, -net) };
}

export interface LimitsLeft {
  stakeLeftCents: number | null;
  lossLeftCents: number | null;
}

export function limitsLeft(limits: Limits, usage: WeekUsage): LimitsLeft {
  const left = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));
  return {
    stakeLeftCents: left(limits.weeklyStakeLimitCents, usage.stakedCents),
    lossLeftCents: left(limits.weeklyLossLimitCents, usage.atRiskLossCents),
  };
}

/** Why a new stake is refused (a message for the person), or null when both limits allow it. */
export function refuseOverLimit(limits: Limits, usage: WeekUsage, stakeCents: number): string | null {
  const left = limitsLeft(limits, usage);
  if (left.stakeLeftCents !== null && stakeCents > left.stakeLeftCents) {
    return `This bet would pass your weekly stake limit of ${formatCents(limits.weeklyStakeLimitCents ?? 0)}: ${formatCents(left.stakeLeftCents)} is left this week.`;
  }
  if (left.lossLeftCents !== null && stakeCents > left.lossLeftCents) {
    return `If it lost, this bet would pass your weekly loss limit of ${formatCents(limits.weeklyLossLimitCents ?? 0)}: ${formatCents(left.lossLeftCents)} is left this week.`;
  }
  return null;
}
