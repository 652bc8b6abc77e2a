// The season table's rows: the W-L-P from the public record (the frozen picks, as Past Picks and Weekly
// Picks count them: decision 083), Brier from the backtest. Apart from the JSX so a test can read them.
import type { BetRecord } from '../../../../shared/api/model-report.ts';
import type { SeasonRecord } from '../../../../shared/api/season-record.ts';
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
      brier: num(s.model.brier),
      marketBrier: num(s.market.brier),
      elo538Brier: s.elo538 ? num(s.elo538.brier) : '—',
    };
  });
}
