// Sleeper players -> injury status on our players (joined through the sleeper id crosswalk) and a
// dated injury row per listed player for the current week.

import { addCounts } from '../../db/repositories/bulk-upsert.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import {
  type InjuryInsert,
  playerIdIndex,
  updateInjuryStatuses,
  upsertInjuries,
} from '../../db/repositories/players.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { canonicalTeamCode } from '../../shared/reference/teams.ts';
import type { IngestContext } from '../ingest-context.ts';
import { fetchSleeperPlayers, type SleeperPlayer } from '../providers/sleeper/players.ts';
import type { SourceResult } from '../run-recorder.ts';

export async function applySleeperPlayers(
  ctx: IngestContext,
  sleeper: Record<string, SleeperPlayer>,
): Promise<SourceResult> {
  const now = ctx.clock.now();
  const { season, week } = currentWeek(await seasonWindows(ctx.db.orm), now);
  const gsisBySleeper = new Map(
    (await playerIdIndex(ctx.db.orm))
      .filter((p) => p.sleeperId)
      .map((p) => [p.sleeperId as string, p.gsisId]),
  );
  const statuses: { gsisId: string; status: string | null }[] = [];
  const injuries: InjuryInsert[] = [];
  let unmatched = 0;
  for (const [sleeperId, p] of Object.entries(sleeper)) {
    const gsisId = gsisBySleeper.get(sleeperId) ?? p.gsis_id?.trim() ?? undefined;
    if (gsisId) statuses.push({ gsisId, status: p.injury_status ?? null });
    else if (p.injury_status) unmatched += 1;
    const team = canonicalTeamCode(p.team ?? '');
    if (!p.injury_status || !team) continue;
    injuries.push({
      source: 'sleeper',
      season,
      week,
      gameType: week > 18 ? 'POST' : 'REG',
      team,
      playerKey: gsisId ?? `sleeper:${sleeperId}`,
      gsisId: gsisId ?? null,
      fullName: p.full_name ?? ([p.first_name, p.last_name].filter(Boolean).join(' ') || sleeperId),
      position: p.position ?? null,
      reportStatus: p.injury_status,
      reportedAt: now,
    });
  }
  const counts = await ctx.db.orm.transaction(async (tx) =>
    addCounts(await updateInjuryStatuses(tx, statuses, now), await upsertInjuries(tx, injuries)),
  );
  return {
    counts,
    dataAsOf: now,
    details: {
      players: Object.keys(sleeper).length,
      matched: statuses.length,
      injured: injuries.length,
      unmatchedInjured: unmatched,
    },
  };
}

export async function ingestSleeper(ctx: IngestContext): Promise<SourceResult> {
  return applySleeperPlayers(ctx, await fetchSleeperPlayers(ctx.http, ctx.config.sleeperBaseUrl));
}
