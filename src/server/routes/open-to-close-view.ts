// The pure open → close (src/domain/odds/open-to-close.ts) in the API's shape, unknowns with a reason.
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import { NO_OPEN, NOT_CLOSED, type OpenToCloseMarket, openToClose } from '../../domain/odds/open-to-close.ts';
import type { OpenToCloseMarket as MarketView, OpenToClose } from '../../shared/api/open-to-close.ts';

function marketView(m: OpenToCloseMarket): MarketView {
  return {
    open: m.open && {
      line: m.open.line,
      books: m.open.books,
      knownAt: new Date(m.open.knownAtMs).toISOString(),
    },
    openUnknown: m.open ? null : NO_OPEN,
    close: m.close,
    closeUnknown: m.close === null ? NOT_CLOSED : null,
    move: m.move,
  };
}

/** `snapshots` are the game's lines known at the clock. */
export function openToCloseView(snapshots: readonly LineSnapshot[], kickoff: Date): OpenToClose {
  const r = openToClose(snapshots, kickoff.getTime());
  return { spread: marketView(r.spread), total: marketView(r.total) };
}
