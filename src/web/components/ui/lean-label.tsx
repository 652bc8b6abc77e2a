import { PUBLISH_BETS } from '../../../domain/model/bet-rule.ts';
import { formatPrice } from '../../lib/format-odds.ts';

/** Why every pick is a lean (decision 090): the screens say it where they show a pick. */
export const LEAN_REASON =
  'A lean, not a bet: the bet rule frozen on 2007–2009 showed no edge at the open on 2010–2021 (51.5%, −12.91 units at −110), so the app publishes no bets. Graded apart from any bet.';

/** Said where a pick's price is unknown (decision 117): never a standard −110 in its place. */
export const PRICE_NOT_RECORDED = 'price not recorded';

const NO_PRICE_REASON =
  'The odds quoted with this line were not recorded: the source gave none, or the pick was frozen before prices were stored with picks.';

/**
 * "LEAN" beside a pick while the app publishes no bets; nothing once it does (then a bet says so).
 * `at`: the line the pick was made against ("KC −3"), where the label does not already sit beside it.
 * `price`: the American odds quoted with that line for the picked side (decision 117); null when the
 * source or the stored pick has none, said so rather than filled with −110.
 */
export function LeanLabel({
  className,
  at,
  price,
}: {
  className?: string;
  at?: string;
  price: number | null;
}) {
  if (PUBLISH_BETS) return null;
  const quoted = price === null ? PRICE_NOT_RECORDED : formatPrice(price);
  return (
    <span
      className={className ?? 'shrink-0 text-xs text-moss-300'}
      title={price === null ? `${LEAN_REASON} ${NO_PRICE_REASON}` : LEAN_REASON}
    >
      {at ? `LEAN at ${at} (${quoted})` : `LEAN (${quoted})`}
      <span className="sr-only">: {LEAN_REASON}</span>
    </span>
  );
}
