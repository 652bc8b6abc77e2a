// The steps before a break starts (issue 20 point 4): a break cannot be shortened, so choosing one only
// opens a confirm step; the request is sent from that step alone. Pure, so the rule is tested without a
// browser: no event but "confirm" (with the typed word, for a self-exclusion) ever yields a request.
import { SELF_EXCLUSION_CONFIRMATION } from '../../../../shared/api/rg.ts';
import type { CoolOffPeriod, SelfExclusionPeriod } from '../../../../shared/bet-terms.ts';
import type { BreakRequest } from '../api/rg.ts';

export type BreakChoice =
  | { kind: 'cool-off'; period: CoolOffPeriod }
  | { kind: 'self-exclusion'; period: SelfExclusionPeriod };

export type BreakFlow = { step: 'choose' } | { step: 'confirm'; choice: BreakChoice; typed: string };

export type BreakEvent =
  | { type: 'choose'; choice: BreakChoice }
  | { type: 'type'; text: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'key'; key: string };

export const START: BreakFlow = { step: 'choose' };

/** The next step and, only when the person confirmed, the request to send. */
export function breakStep(
  flow: BreakFlow,
  event: BreakEvent,
): { flow: BreakFlow; send: BreakRequest | null } {
  const stay = { flow, send: null };
  switch (event.type) {
    case 'choose':
      return { flow: { step: 'confirm', choice: event.choice, typed: '' }, send: null };
    case 'cancel':
      return { flow: START, send: null };
    case 'key':
      return event.key === 'Escape' ? { flow: START, send: null } : stay;
    case 'type':
      return flow.step === 'confirm' ? { flow: { ...flow, typed: event.text }, send: null } : stay;
    case 'confirm': {
      if (flow.step !== 'confirm') return stay;
      const { choice } = flow;
      if (choice.kind === 'cool-off') return { flow, send: choice };
      return canConfirm(flow) ? { flow, send: { ...choice, confirm: flow.typed.trim() } } : stay;
    }
  }
}

/** Whether "Start my break" may be pressed: a self-exclusion also needs the word typed. */
export function canConfirm(flow: BreakFlow): boolean {
  if (flow.step !== 'confirm') return false;
  return flow.choice.kind === 'cool-off' || flow.typed.trim() === SELF_EXCLUSION_CONFIRMATION;
}

const COOL_OFF_LENGTH: Record<CoolOffPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};

/** What the confirm step says will happen: the break, for how long, and that it cannot be shortened. */
export function breakConsequence(choice: BreakChoice): string {
  const what =
    choice.kind === 'cool-off'
      ? `A cool-off of ${COOL_OFF_LENGTH[choice.period]} starts now`
      : choice.period === 'permanent'
        ? 'A permanent self-exclusion starts now and never ends'
        : 'A self-exclusion of 6 months starts now';
  const signIn =
    choice.kind === 'cool-off'
      ? ''
      : ` Once you sign out you cannot sign in again${choice.period === 'permanent' ? '' : ' until it ends'}.`;
  return `${what}. Picks are hidden and our newsletter stops until it ends. It cannot be shortened or cancelled.${signIn}`;
}

export function coolOffLabel(period: CoolOffPeriod): string {
  return COOL_OFF_LENGTH[period];
}
