// Changing the weekly limits (decision 094): a decrease applies at once, a raise only after 24 hours
// of real time, as regulated operators do, so a limit cannot be lifted in a moment of chasing losses.
// Removing a limit is a raise (no limit is the highest); setting one where there was none is a decrease.
import type { Limits } from './rg-limits.ts';

/** How long a raise waits: 24 hours. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;

export interface PendingLimits {
  /** Both limits as they will be once the raise applies (null: no limit). */
  limits: Limits;
  appliesAt: Date;
}

export interface LimitState {
  /** The limits in force. */
  current: Limits;
  pending: PendingLimits | null;
}

/** The state at `now`: a pending raise whose time has come is in force. */
export function limitsAt(state: LimitState, now: Date): LimitState {
  const { pending } = state;
  if (pending && pending.appliesAt.getTime() <= now.getTime())
    return { current: pending.limits, pending: null };
  return state;
}

const raises = (from: number | null, to: number | null) => from !== null && (to === null || to > from);

/**
 * The state after a person asks for `requested` at `now`. Each limit that goes down (or appears)
 * applies at once; when one goes up (or is removed) the whole request waits 24 hours as the pending
 * raise, the lowered one already in force. Asking again for the same raise keeps its time.
 */
export function changeLimits(state: LimitState, requested: Limits, now: Date): LimitState {
  const { current, pending } = limitsAt(state, now);
  const stakeUp = raises(current.weeklyStakeLimitCents, requested.weeklyStakeLimitCents);
  const lossUp = raises(current.weeklyLossLimitCents, requested.weeklyLossLimitCents);
  const next: Limits = {
    weeklyStakeLimitCents: stakeUp ? current.weeklyStakeLimitCents : requested.weeklyStakeLimitCents,
    weeklyLossLimitCents: lossUp ? current.weeklyLossLimitCents : requested.weeklyLossLimitCents,
  };
  if (!stakeUp && !lossUp) return { current: next, pending: null };
  const sameRaise =
    pending !== null &&
    pending.limits.weeklyStakeLimitCents === requested.weeklyStakeLimitCents &&
    pending.limits.weeklyLossLimitCents === requested.weeklyLossLimitCents;
  const appliesAt = sameRaise ? pending.appliesAt : new Date(now.getTime() + LIMIT_RAISE_DELAY_MS);
  return { current: next, pending: { limits: { ...requested }, appliesAt } };
}
