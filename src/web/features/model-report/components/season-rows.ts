// The season table's rows: the W-L-P from the public record (the frozen picks, as Past Picks and Weekly
// Picks count them: decision 083), Brier from the backtest. Apart from the JSX so a test can read them.

import { addUnits, type UnitsAtStoredPrice } from '../../../../domain/picks/units-at-price.ts';
import type { BetRecord } from '../../../../shared/api/model-report.ts';
import type { SeasonRecord } from '../../../../shared/api/season-record.ts';
import { formatUnits } from '../../../lib/format-odds.ts';
import { count, num, pct, record, winRate } from './format.ts';

interface BacktestSeason {
  season: number;
  /** The re-run's own ATS is here too; the table does not show it (it is not the record). */
  model: { brier: number; ats: BetRecord };
  market: { brier: number };
  elo538: { brier: number } | null;
}

export interface SeasonRow {
  season: number;
  picks: string;
  straightUp: string;
  ats: string;
  atsPct: string;
  /** ATS units at each pick's stored price; picks without one named apart (decision 129). */
  atsUnits: string;
  brier: string;
  marketBrier: string;
  elo538Brier: string;
}

export function seasonRows(report: {
  seasons: readonly BacktestSeason[];
  record: readonly SeasonRecord[];
}): SeasonRow[] {
  const bySeason = new Map(report.record.map((r) => [r.season, r]));
  return report.seasons.map((s) => {
    const r = bySeason.get(s.season);
    return {
      season: s.season,
      picks: r ? count(r.picks.graded) : '—',
      straightUp: r ? record(r.straightUp) : '—',
      ats: r ? record(r.againstSpread) : '—',
      atsPct: r ? pct(winRate(r.againstSpread)) : '—',
      atsUnits: r ? unitsText(r.units.againstSpread) : '—',
      brier: num(s.model.brier),
      marketBrier: num(s.market.brier),
      elo538Brier: s.elo538 ? num(s.elo538.brier) : '—',
    };
  });
}

/** "+3.45u", "+3.45u · 12 without a price", "— (no price recorded)": never −110 in a price's place. */
export function unitsText(u: UnitsAtStoredPrice): string {
  if (u.priced === 0) return u.unpriced === 0 ? '—' : '— (no price recorded)';
  return u.unpriced === 0
    ? formatUnits(u.units)
    : `${formatUnits(u.units)} · ${count(u.unpriced)} without a price`;
}

/** The seasons' ATS units at the stored prices together, for the line under the table. */
export function totalAtsUnits(record: readonly SeasonRecord[]): UnitsAtStoredPrice {
  return record.reduce((sum, r) => addUnits(sum, r.units.againstSpread), {
    priced: 0,
    units: 0,
    unpriced: 0,
  });
}
