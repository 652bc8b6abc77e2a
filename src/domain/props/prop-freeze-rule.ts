// Freeze only informed prop picks (decision 064, the props' form of decision 016): at kickoff a prop with
// a sportsbook line is published as a pick only when the line was captured recently enough, the book
// priced both sides (a fair price needs both), we projected the player for that game, and his team's
// previous result was known. Otherwise the record says "no pick published", with the reasons.
import type { PropNoPickReason } from '../../shared/api/props.ts';

export interface PropFreezeFacts {
  kickoffMs: number;
  lineCapturedAtMs: number;
  overPrice: number | null;
  underPrice: number | null;
  projected: boolean;
  /** His team's previous game, absent for its first game on file. */
  previous?: { team: string; gameId: string; resultKnownAtMs: number | null };
}

export type PropFreezeDecision = { publish: true } | { publish: false; reasons: PropNoPickReason[] };

const HOUR = 3_600_000;
const hours = (ms: number) => `${Math.floor(ms / HOUR)} hour${Math.floor(ms / HOUR) === 1 ? '' : 's'}`;

export function decidePropFreeze(facts: PropFreezeFacts, lineMaxAgeMs: number): PropFreezeDecision {
  const reasons: PropNoPickReason[] = [];
  const age = facts.kickoffMs - facts.lineCapturedAtMs;
  if (age > lineMaxAgeMs)
    reasons.push({
      code: 'stale_line',
      detail: `The prop line had last moved ${hours(age)} before kickoff (the limit is ${hours(lineMaxAgeMs)}).`,
    });
  if (facts.overPrice === null || facts.underPrice === null)
    reasons.push({
      code: 'one_sided_line',
      detail: 'The book priced only one side, so there is no fair (no-vig) price to pick against.',
    });
  if (!facts.projected)
    reasons.push({
      code: 'not_projected',
      detail: 'He was not among the players we projected for this game.',
    });
  const p = facts.previous;
  if (p && (p.resultKnownAtMs === null || p.resultKnownAtMs > facts.kickoffMs))
    reasons.push({
      code: 'previous_result_unknown',
      detail: `${p.team}'s previous game (${p.gameId}) had no known result at kickoff.`,
    });
  return reasons.length === 0 ? { publish: true } : { publish: false, reasons };
}
