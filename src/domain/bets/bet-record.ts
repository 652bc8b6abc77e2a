// The tracker's figures from a person's bets: record, staked, profit, ROI, CLV averages and the
// bankroll over time. Open bets count in nothing but the open stake.
import type { BetResult } from './bet.ts';

export interface RecordedBet {
  stakeCents: number;
  /** Null while the game has no final score. */
  result: BetResult | null;
  profitCents: number | null;
  /** When the result became known (orders the bankroll line). */
  settledAt: Date | null;
  lineClv: number | null;
  priceClv: number | null;
}

export interface BetRecord {
  wins: number;
  losses: number;
  pushes: number;
  open: number;
  openStakeCents: number;
  /** Stakes of settled bets. */
  settledStakeCents: number;
  profitCents: number;
  /** Profit over settled stakes; null before the first settled bet. */
  roi: number | null;
  averageLineClv: number | null;
  averagePriceClv: number | null;
  clvSample: { line: number; price: number };
}

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

export function betRecord(bets: readonly RecordedBet[]): BetRecord {
  const settled = bets.filter((b) => b.result !== null);
  const open = bets.filter((b) => b.result === null);
  const settledStakeCents = settled.reduce((s, b) => s + b.stakeCents, 0);
  const profitCents = settled.reduce((s, b) => s + (b.profitCents ?? 0), 0);
  const lineClvs = bets.flatMap((b) => (b.lineClv === null ? [] : [b.lineClv]));
  const priceClvs = bets.flatMap((b) => (b.priceClv === null ? [] : [b.priceClv]));
  return {
    wins: settled.filter((b) => b.result === 'win').length,
    losses: settled.filter((b) => b.result === 'loss').length,
    pushes: settled.filter((b) => b.result === 'push').length,
    open: open.length,
    openStakeCents: open.reduce((s, b) => s + b.stakeCents, 0),
    settledStakeCents,
    profitCents,
    roi: settledStakeCents > 0 ? profitCents / settledStakeCents : null,
    averageLineClv: mean(lineClvs),
    averagePriceClv: mean(priceClvs),
    clvSample: { line: lineClvs.length, price: priceClvs.length },
  };
}

export interface BankrollPoint {
  at: Date;
  bankrollCents: number;
  profitCents: number;
}

/** The bankroll after each settled bet, in the order results became known, from a starting bankroll. */
export function bankrollSeries(bets: readonly RecordedBet[], startCents: number): BankrollPoint[] {
  const settled = bets
    .filter((b): b is RecordedBet & { settledAt: Date; profitCents: number } => b.settledAt !== null)
    .sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime());
  let bankroll = startCents;
  return settled.map((b) => {
    bankroll += b.profitCents;
    return { at: b.settledAt, bankrollCents: bankroll, profitCents: b.profitCents };
  });
}
