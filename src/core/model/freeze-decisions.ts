// Loads what the freeze rule needs for a set of games and applies it. The model job uses it to decide
// at kickoff; the predictions API uses it for a game that kicked off before the job got to it, so both
// say the same.
import type { Executor } from '../../db/repositories/executor.ts';
import { gameTimeline, lineConfirmations, type TimelineGame } from '../../db/repositories/freeze-inputs.ts';
import { decideFreeze, type FreezeDecision, type FreezeFacts } from '../../domain/picks/freeze-rule.ts';

/** Each team's previous game before each game, walking the schedule once in kickoff order. */
export function previousGames(timeline: readonly TimelineGame[], ids: ReadonlySet<string>) {
  const last = new Map<string, TimelineGame>();
  const out = new Map<string, FreezeFacts['previous']>();
  for (const g of timeline) {
    if (ids.has(g.gameId)) {
      out.set(
        g.gameId,
        [g.homeTeam, g.awayTeam].flatMap((team) => {
          const p = last.get(team);
          return p ? [{ team, gameId: p.gameId, resultKnownAtMs: p.resultKnownAtMs }] : [];
        }),
      );
    }
    last.set(g.homeTeam, g);
    last.set(g.awayTeam, g);
  }
  return out;
}

export async function freezeDecisions(
  db: Executor,
  gameIds: readonly string[],
  asOf: Date,
  lineMaxAgeMs: number,
): Promise<Map<string, FreezeDecision>> {
  const ids = new Set(gameIds);
  if (ids.size === 0) return new Map();
  const [timeline, lines] = await Promise.all([gameTimeline(db), lineConfirmations(db, gameIds, asOf)]);
  const confirmed = new Map(lines.map((l) => [l.gameId, l.confirmedAtMs]));
  const previous = previousGames(timeline, ids);
  const decisions = new Map<string, FreezeDecision>();
  for (const g of timeline) {
    if (!ids.has(g.gameId)) continue;
    const facts: FreezeFacts = {
      gameId: g.gameId,
      kickoffMs: g.kickoffMs,
      lineConfirmedAtMs: confirmed.get(g.gameId),
      previous: previous.get(g.gameId) ?? [],
    };
    decisions.set(g.gameId, decideFreeze(facts, lineMaxAgeMs));
  }
  return decisions;
}
