import { PUBLISH_BETS } from '../../../domain/model/bet-rule.ts';

/** Why every pick is a lean (decision 090): the screens say it where they show a pick. */
export const LEAN_REASON =
  'A lean, not a bet: the bet rule frozen on 2007–2009 showed no edge at the open on 2010–2021 (51.5%, −12.91 units at −110), so the app publishes no bets. Graded apart from any bet.';

/**
 * "LEAN" beside a pick while the app publishes no bets; nothing once it does (then a bet says so).
 * `at`: the line the pick was made against ("KC −3"), where the label does not already sit beside it.
 * No price: a pick stores its line, not the odds quoted with it.
 */
export function LeanLabel({ className, at }: { className?: string; at?: string }) {
  if (PUBLISH_BETS) return null;
  return (
    <span className={className ?? 'shrink-0 text-xs text-moss-300'} title={LEAN_REASON}>
      {at ? `LEAN at ${at}` : 'LEAN'}
      <span className="sr-only">: {LEAN_REASON}</span>
    </span>
  );
}
