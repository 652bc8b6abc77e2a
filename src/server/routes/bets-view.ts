// The tracker's answer from stored rows: each bet settled from the final score known at the clock,
// its CLV against the close (decision 084): a spread's from The Odds API captures where they quote the
// game (the last capture before kickoff, decision 099), nflverse's otherwise, the record, the bankroll line and this week's limits.
import type { BettingSettings, RgBreakRow } from '../../db/repositories/betting-settings.ts';
import type { ListedBet } from '../../db/repositories/user-bets.ts';
import { betClv, type ClosingMarket } from '../../domain/bets/bet-clv.ts';
import { bankrollSeries, betRecord, type RecordedBet } from '../../domain/bets/bet-record.ts';
import { breakInForce } from '../../domain/bets/rg-break.ts';
import { LIMIT_WINDOW_MS, limitsLeft, weekUsage } from '../../domain/bets/rg-limits.ts';
import { settleBet } from '../../domain/bets/settle-bet.ts';
import { noVigChanceAt, noVigTotalChanceAt } from '../../domain/picks/captured-lines.ts';
import { closingChance } from '../../domain/picks/captured-moneyline.ts';
import type { BetsResponse, BettingSettingsView, BetView } from '../../shared/api/bets.ts';
import type { CloseSource } from '../../shared/api/clv.ts';
import type { RgStatus } from '../../shared/api/rg.ts';
import { type CapturedCloses, NFLVERSE_CLOSE, oddsApiClose } from './captured-closes.ts';

const dollars = (cents: number) => cents / 100;
const dollarsOrNull = (cents: number | null) => (cents === null ? null : cents / 100);

export function settingsView(s: BettingSettings): BettingSettingsView {
  const { pending } = s;
  return {
    bankroll: dollarsOrNull(s.bankrollCents),
    maxBet: dollarsOrNull(s.maxBetCents),
    weeklyStakeLimit: dollarsOrNull(s.weeklyStakeLimitCents),
    weeklyLossLimit: dollarsOrNull(s.weeklyLossLimitCents),
    pendingLimits: pending
      ? {
          weeklyStakeLimit: dollarsOrNull(pending.limits.weeklyStakeLimitCents),
          weeklyLossLimit: dollarsOrNull(pending.limits.weeklyLossLimitCents),
          appliesAt: pending.appliesAt.toISOString(),
        }
      : null,
  };
}

export function rgStatusView(breaks: readonly RgBreakRow[], now: Date): RgStatus {
  const current = breakInForce(breaks, now);
  return {
    signedIn: true,
    state: current?.kind ?? 'none',
    until: current?.endsAt?.toISOString() ?? null,
    permanent: current !== null && current.endsAt === null,
  };
}

interface Settled {
  row: ListedBet;
  view: BetView;
  recorded: RecordedBet;
}

/**
 * The bet's close: for a spread or a total on a game the captures quote, the books' median at the last
 * capture before kickoff (the backed side's handicap, or the total) and the backed side's no-vig chance
 * at that line there (decisions 099, 107); for a moneyline the backed side's no-vig chance at that
 * capture, the median over the books (decision 117); otherwise nflverse's closing line and prices.
 */
function closeOf(row: ListedBet, captured: CapturedCloses): { close: ClosingMarket; source: CloseSource } {
  const { side, market, gameId } = row.bet;
  const c = captured.get(gameId);
  if (c?.spread && market === 'spreads' && (side === 'home' || side === 'away')) {
    const homeLine = c.spread.line;
    return {
      close: {
        line: side === 'home' ? homeLine : -homeLine + 0,
        price: null,
        otherPrice: null,
        fair: noVigChanceAt(c.snapshots, { side, homeLine, atMs: c.spread.readAtMs }),
      },
      source: oddsApiClose(c.spread),
    };
  }
  if (c?.total && market === 'totals' && (side === 'over' || side === 'under')) {
    const line = c.total.line;
    return {
      close: {
        line,
        price: null,
        otherPrice: null,
        fair: noVigTotalChanceAt(c.snapshots, { side, line, atMs: c.total.readAtMs }),
      },
      source: oddsApiClose(c.total),
    };
  }
  if (c?.moneyline && market === 'h2h' && (side === 'home' || side === 'away')) {
    return {
      close: { line: null, price: null, otherPrice: null, fair: closingChance(c.moneyline, side) },
      source: oddsApiClose(c.moneyline),
    };
  }
  const close = { line: row.closeLine, price: row.closePrice, otherPrice: row.closeOtherPrice };
  return { close, source: NFLVERSE_CLOSE };
}

export function settleRow(row: ListedBet, captured: CapturedCloses = new Map()): Settled {
  const { bet, game, final } = row;
  const settlement = final
    ? settleBet(bet, { homeScore: final.homeScore, awayScore: final.awayScore })
    : null;
  const { close, source } = closeOf(row, captured);
  const clv = betClv({ ...bet, placedAtMs: bet.placedAt.getTime() }, game.kickoff.getTime(), close);
  const lClv = clv.lineClv;
  const pClv = clv.priceClv;
  const settledAt = final ? new Date(final.knownAt) : null;
  return {
    row,
    recorded: {
      stakeCents: bet.stakeCents,
      result: settlement?.result ?? null,
      profitCents: settlement?.profitCents ?? null,
      settledAt,
      lineClv: lClv,
      priceClv: pClv,
    },
    view: {
      id: bet.id,
      gameId: bet.gameId,
      season: game.season,
      week: game.week,
      kickoff: game.kickoff.toISOString(),
      home: game.homeTeam,
      away: game.awayTeam,
      book: bet.book,
      market: bet.market,
      side: bet.side,
      line: bet.line,
      price: bet.price,
      stake: dollars(bet.stakeCents),
      placedAt: bet.placedAt.toISOString(),
      status: settlement?.result ?? 'open',
      profit: settlement ? dollars(settlement.profitCents) : null,
      settledAt: settledAt?.toISOString() ?? null,
      finalScore: final ? { home: final.homeScore, away: final.awayScore } : null,
      closingLine: close.line,
      closeSource: clv.unknown === null ? source : null,
      lineClv: lClv,
      priceClv: pClv,
      clvUnknown: clv.unknown,
    },
  };
}

/** This week's usage of the limits: bets logged in the last 7 days of real time. */
export function weekOf(settled: readonly Settled[], wallNow: Date) {
  return weekUsage(
    settled.map((s) => ({
      loggedAt: s.row.bet.loggedAt,
      stakeCents: s.row.bet.stakeCents,
      profitCents: s.recorded.profitCents,
    })),
    wallNow,
  );
}

export function betsResponse(input: {
  rows: readonly ListedBet[];
  settings: BettingSettings;
  breaks: readonly RgBreakRow[];
  asOf: Date;
  wallNow: Date;
  captured: CapturedCloses;
}): BetsResponse {
  const settled = input.rows.map((row) => settleRow(row, input.captured));
  const recorded = settled.map((s) => s.recorded);
  const record = betRecord(recorded);
  const usage = weekOf(settled, input.wallNow);
  const left = limitsLeft(input.settings, usage);
  const start = input.settings.bankrollCents ?? 0;
  return {
    asOf: input.asOf.toISOString(),
    bets: settled.map((s) => s.view),
    record: {
      wins: record.wins,
      losses: record.losses,
      pushes: record.pushes,
      open: record.open,
      openStake: dollars(record.openStakeCents),
      settledStake: dollars(record.settledStakeCents),
      profit: dollars(record.profitCents),
      roi: record.roi,
      averageLineClv: record.averageLineClv,
      averagePriceClv: record.averagePriceClv,
      clvSample: record.clvSample,
    },
    bankroll: bankrollSeries(recorded, start).map((p) => ({
      at: p.at.toISOString(),
      bankroll: dollars(p.bankrollCents),
      profit: dollars(p.profitCents),
    })),
    settings: settingsView(input.settings),
    limits: {
      windowStart: new Date(input.wallNow.getTime() - LIMIT_WINDOW_MS).toISOString(),
      staked: dollars(usage.stakedCents),
      atRisk: dollars(usage.atRiskLossCents),
      stakeLeft: dollarsOrNull(left.stakeLeftCents),
      lossLeft: dollarsOrNull(left.lossLeftCents),
    },
    rg: rgStatusView(input.breaks, input.wallNow),
  };
}
