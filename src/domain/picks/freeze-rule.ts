// Freeze only informed picks (docs/decisions/016-informed-picks.md). At kickoff a pick is published
// only when the line it is made against was confirmed by a source recently enough, and both teams'
// previous results were known; otherwise the record says "no pick published", with the reasons. Pure:
// the facts come in, the decision goes out.
import type { NoPickReason } from '../../shared/api/predictions.ts';

export interface FreezeFacts {
  gameId: string;
  kickoffMs: number;
  /** The last instant by kickoff a source vouched for the spread line; undefined: no line at all. */
  lineConfirmedAtMs: number | undefined;
  /** Each team's previous game (absent for a team's first game on file). */
  previous: { team: string; gameId: string; resultKnownAtMs: number | null }[];
}

export type FreezeDecision = { publish: true } | { publish: false; reasons: NoPickReason[] };

const HOUR = 3_600_000;

/** "31 hours", or "6 days" beyond three days: how a reader would say it. */
export function describeAge(ms: number): string {
  const hours = Math.floor(ms / HOUR);
  if (hours < 72) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}

export function decideFreeze(facts: FreezeFacts, lineMaxAgeMs: number): FreezeDecision {
  const reasons: NoPickReason[] = [];
  if (facts.lineConfirmedAtMs === undefined) {
    reasons.push({ code: 'no_line', detail: 'No betting line had been captured before kickoff.' });
  } else {
    const age = facts.kickoffMs - facts.lineConfirmedAtMs;
    if (age > lineMaxAgeMs) {
      reasons.push({
        code: 'stale_line',
        detail: `The latest line had last been confirmed ${describeAge(age)} before kickoff (the limit is ${describeAge(lineMaxAgeMs)}).`,
      });
    }
  }
  for (const p of facts.previous) {
    if (p.resultKnownAtMs === null || p.resultKnownAtMs > facts.kickoffMs) {
      reasons.push({
        code: 'previous_result_unknown',
        detail: `${p.team}'s previous game (${p.gameId}) had no known result at kickoff.`,
      });
    }
  }
  return reasons.length === 0 ? { publish: true } : { publish: false, reasons };
}
