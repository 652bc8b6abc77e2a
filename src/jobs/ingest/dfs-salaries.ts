// npm run ingest -- dfs-salaries FILE --slate NAME: one site export, matched to our games and players.
import { readFile } from 'node:fs/promises';
import { type DfsSalaryInsert, upsertDfsSalaries } from '../../db/repositories/dfs-salaries.ts';
import { gamesBetween } from '../../db/repositories/games.ts';
import { playerIdIndex } from '../../db/repositories/players.ts';
import { mergeName } from '../../domain/player-name.ts';
import type { IngestContext } from '../ingest-context.ts';
import { parseSalaries } from '../providers/dfs/salaries.ts';
import type { SourceResult } from '../run-recorder.ts';
import { createGameMatcher } from './game-matcher.ts';

const DAY = 86_400_000;

export async function ingestDfsSalaries(
  ctx: IngestContext,
  options: { file: string; slate: string; season?: number; week?: number },
): Promise<SourceResult> {
  const rows = parseSalaries(await readFile(options.file, 'utf8'));
  const now = ctx.clock.now();
  const kickoffs = rows.map((r) => r.kickoff?.getTime()).filter((t): t is number => t !== undefined);
  const first = kickoffs.length ? Math.min(...kickoffs) : undefined;
  const last = kickoffs.length ? Math.max(...kickoffs) : undefined;
  const matcher = createGameMatcher(
    first !== undefined && last !== undefined
      ? await gamesBetween(ctx.db.orm, new Date(first - DAY), new Date(last + DAY))
      : [],
  );
  // Name + team decides; a name shared by two players on one team stays unmatched rather than guessed.
  const byNameTeam = new Map<string, string | null>();
  for (const p of await playerIdIndex(ctx.db.orm)) {
    if (!p.mergeName || !p.team) continue;
    const key = `${p.mergeName}|${p.team}`;
    byNameTeam.set(key, byNameTeam.has(key) ? null : p.gsisId);
  }
  // A salary is known once the site publishes it, before the slate's first kickoff.
  const capturedAt = new Date(Math.min(now.getTime(), first ?? now.getTime()));
  const records: DfsSalaryInsert[] = rows.map((r) => {
    const atHome = r.homeTeam === r.team;
    const m =
      r.kickoff && r.opponent
        ? matcher.match(atHome ? r.team : r.opponent, atHome ? r.opponent : r.team, r.kickoff)
        : undefined;
    return {
      site: r.site,
      slate: options.slate,
      sitePlayerId: r.sitePlayerId,
      season: m?.game.season ?? options.season ?? null,
      week: m?.game.week ?? options.week ?? null,
      playerName: r.playerName,
      position: r.position,
      rosterPosition: r.rosterPosition,
      salary: r.salary,
      team: r.team,
      opponent: r.opponent,
      gameId: m?.game.gameId ?? null,
      gameInfo: r.gameInfo,
      avgPoints: r.avgPoints,
      injuryIndicator: r.injuryIndicator,
      gsisId:
        r.position === 'DST' || r.position === 'D'
          ? null
          : (byNameTeam.get(`${mergeName(r.playerName)}|${r.team}`) ?? null),
      capturedAt,
    };
  });
  const counts = await ctx.db.orm.transaction((tx) => upsertDfsSalaries(tx, records));
  return {
    counts,
    dataAsOf: capturedAt,
    details: {
      site: rows[0]?.site,
      slate: options.slate,
      players: records.length,
      matchedGames: records.filter((r) => r.gameId).length,
      matchedPlayers: records.filter((r) => r.gsisId).length,
    },
  };
}
