// Stored contributor and model picks as graded picks (the leaderboard's input) and as the API's UserPick.
import { createHash } from 'node:crypto';
import { gradeStored } from '../../core/model/prediction-rows.ts';
import type { PickWithGame, SettledModelPick } from '../../db/repositories/contributor-picks.ts';
import type { GradedPick } from '../../domain/contributors/contributor-stats.ts';
import {
  gradePick,
  type PickTerms,
  pickClosingLineValue,
  sidedWithBioBoost,
} from '../../domain/contributors/pick.ts';
import type { Outcome } from '../../domain/model/grading.ts';
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import { closingChance, moneylineChances, moneylineClv } from '../../domain/picks/captured-moneyline.ts';
import { clvAtPick, marketLineAt, NO_CLOSE } from '../../domain/picks/clv-at-pick.ts';
import type { CloseSource } from '../../shared/api/clv.ts';
import type { UserPick } from '../../shared/api/contributor-picks.ts';
import { type CapturedCloses, NFLVERSE_CLOSE, oddsApiClose } from './captured-closes.ts';

export const MODEL_KEY = 'model';
export const MODEL_NAME = 'Go Gorilla model';

const closeOf = (
  p: { closeSpread: number | null; closeTotal: number | null },
  market: PickTerms['market'],
) => (market === 'spread' ? p.closeSpread : market === 'total' ? p.closeTotal : null);

const bioBoost = (home: number | null, away: number | null) =>
  home === null || away === null ? null : { home, away };

const NOT_SETTLED = 'measured once the game is final';
export const NO_CAPTURED_MONEYLINE = 'no moneyline close captured from the books for this game';
export const NO_PRICES_AT_LOCK = 'the book’s prices of both sides when it was locked are not stored';

/**
 * A locked spread or total's CLV against the best close we have (decisions 099, 107): the close taken
 * from The Odds API captures where they quote that market of the game, nflverse's close otherwise.
 * My picks and the leaderboard both read it, so a lock has one CLV. Null without a close.
 */
export function contributorClv(
  p: PickWithGame,
  captured: CapturedCloses,
): { value: number; source: CloseSource } | null {
  const c = captured.get(p.gameId);
  const fromCaptures = p.market === 'spread' ? c?.spread : p.market === 'total' ? c?.total : null;
  const value = pickClosingLineValue(p, fromCaptures ? fromCaptures.line : closeOf(p, p.market));
  if (value === null) return null;
  return { value, source: fromCaptures ? oddsApiClose(fromCaptures) : NFLVERSE_CLOSE };
}

/**
 * A moneyline lock's CLV in no-vig probability (decision 117): the side's chance at the captured close
 * (the books' median at the last capture before kickoff) minus its chance at the lock (the locked book's
 * two prices as stored when the line was taken). A reason instead where either is not known.
 */
export function moneylineLockClv(
  p: PickWithGame,
  captured: CapturedCloses,
): { value: number; source: CloseSource } | { reason: string } {
  const c = captured.get(p.gameId);
  if (!c?.moneyline || (p.selection !== 'home' && p.selection !== 'away')) {
    return { reason: NO_CAPTURED_MONEYLINE };
  }
  const [taken] = moneylineChances(c.snapshots, {
    side: p.selection,
    atMs: p.lineCapturedAt.getTime(),
    book: p.book,
  });
  if (taken === undefined) return { reason: NO_PRICES_AT_LOCK };
  const value = moneylineClv(closingChance(c.moneyline, p.selection), taken);
  return { value, source: oddsApiClose(c.moneyline) };
}

/** A locked pick's CLV as My picks shows it: "—" with the reason where there is none. */
function lockClv(p: PickWithGame, captured: CapturedCloses, settled: boolean) {
  const none = (reason: string) => ({ closingLineValue: null, closeSource: null, clvUnknown: reason });
  if (!settled) return none(NOT_SETTLED);
  if (p.market === 'moneyline') {
    const ml = moneylineLockClv(p, captured);
    if ('reason' in ml) return none(ml.reason);
    return { closingLineValue: ml.value, closeSource: ml.source, clvUnknown: null };
  }
  const clv = contributorClv(p, captured);
  if (clv === null) return none(NO_CLOSE);
  return { closingLineValue: clv.value, closeSource: clv.source, clvUnknown: null };
}

export function userPickView(p: PickWithGame, captured: CapturedCloses = new Map()): UserPick {
  const result =
    p.homeScore !== null && p.awayScore !== null ? { homeScore: p.homeScore, awayScore: p.awayScore } : null;
  return {
    id: p.id,
    gameId: p.gameId,
    season: p.season,
    week: p.week,
    kickoff: p.kickoff.toISOString(),
    homeTeam: p.homeTeam,
    awayTeam: p.awayTeam,
    market: p.market,
    selection: p.selection,
    line: p.line,
    price: p.price,
    book: p.book,
    lineCapturedAt: p.lineCapturedAt.toISOString(),
    lockedAt: p.lockedAt.toISOString(),
    status: result ? gradePick(p, result) : 'pending',
    finalScore: result ? { home: result.homeScore, away: result.awayScore } : null,
    ...lockClv(p, captured, result !== null),
  };
}

/** A settled contributor pick as the leaderboard counts it, its CLV against the best close we have. */
export function gradedContributorPick(p: PickWithGame, captured: CapturedCloses): GradedPick | null {
  if (p.homeScore === null || p.awayScore === null) return null;
  return {
    contributor: p.contributor,
    gameId: p.gameId,
    season: p.season,
    week: p.week,
    kickoff: p.kickoff,
    lockedAt: p.lockedAt,
    market: p.market,
    outcome: gradePick(p, { homeScore: p.homeScore, awayScore: p.awayScore }),
    clv: contributorClv(p, captured)?.value ?? null,
    withBioBoost: sidedWithBioBoost(p.selection, bioBoost(p.homeBioBoost, p.awayBioBoost)),
  };
}

/**
 * The model's frozen picks as a contributor's: its pick against the spread (when a line was known)
 * and its pick on the total, each graded at the line it was frozen against (decision 055), as every
 * record of the model is (decision 083). Frozen at kickoff, that line is the close, so its CLV is
 * measured from the market's line before kickoff instead, unknown without one (decision 084).
 * `snapshots`: the game's lines known at the clock.
 */
export function gradedModelPicks(m: SettledModelPick, snapshots: readonly LineSnapshot[]): GradedPick[] {
  const grade = gradeStored(
    { ...m, spreadLine: m.spreadMargin },
    { homeScore: m.homeScore, awayScore: m.awayScore },
  );
  const terms: (PickTerms & { outcome: Outcome })[] = [];
  if (m.spreadMargin !== null && m.spreadPickTeam !== null && grade.againstSpread) {
    // Stored as the expected home margin; the handicap is its negation (decision 034).
    terms.push({
      market: 'spread',
      selection: m.spreadPickTeam === m.homeTeam ? 'home' : 'away',
      // Stryker disable next-line ArithmeticOperator,UnaryOperator: equivalent: the term's line is not read below (its grade is the stored one; the CLV reads the market's lines)
      line: -m.spreadMargin + 0,
      outcome: grade.againstSpread,
    });
  }
  if (m.totalLine !== null && m.totalPick !== null && grade.totalResult) {
    terms.push({
      market: 'total',
      selection: m.totalPick === 'OVER' ? 'over' : 'under',
      line: m.totalLine,
      outcome: grade.totalResult,
    });
  }
  return terms.map((t) => ({
    contributor: MODEL_KEY,
    gameId: m.gameId,
    season: m.season,
    week: m.week,
    kickoff: m.kickoff,
    lockedAt: m.kickoff,
    market: t.market,
    outcome: t.outcome,
    clv: clvAtPick(
      t.selection,
      marketLineAt(snapshots, {
        market: t.market === 'total' ? 'totals' : 'spreads',
        side: t.market === 'total' ? 'over' : 'home',
        atMs: m.kickoff.getTime(),
        kickoffMs: m.kickoff.getTime(),
      }),
      closeOf(m, t.market),
    ).points,
    withBioBoost: sidedWithBioBoost(t.selection, { home: m.homeBioBoost, away: m.awayBioBoost }),
  }));
}

/** The public id of a contributor: never the account's id itself. */
export function publicContributorId(key: string): string {
  if (key === MODEL_KEY) return MODEL_KEY;
  return createHash('sha256').update(`contributor:${key}`).digest('base64url').slice(0, 16);
}
