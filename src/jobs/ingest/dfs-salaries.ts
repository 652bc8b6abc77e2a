// npm run ingest -- dfs-salaries FILE [--slate NAME] [--season N --week N]: one site export, placed in
// our schedule and matched to our players. Any season's file works: players are matched by the team
// they were on in that season and week, not by their team today (src/domain/dfs/player-match.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DfsSalaryInsert, upsertDfsSalaries } from '../../db/repositories/dfs-salaries.ts';
import { gamesBetween } from '../../db/repositories/games.ts';
import { knownSiteIds, matchCandidates, teamStints } from '../../db/repositories/player-match-index.ts';
import { createPlayerMatcher, type MatchMethod } from '../../domain/dfs/player-match.ts';
import { salaryKnownAt } from '../../domain/dfs/salary-publication.ts';
import { easternWallTime } from '../../domain/time/eastern-time.ts';
import { SLATE_DAYS, slateId } from '../../shared/dfs-slate-name.ts';
import type { IngestContext } from '../ingest-context.ts';
import { parseSalaries, type SalaryRow } from '../providers/dfs/salaries.ts';
import type { SourceResult } from '../run-recorder.ts';
import { placeByPairings } from './dfs-slate-placement.ts';
import { createGameMatcher } from './game-matcher.ts';

const DAY = 86_400_000;

export interface DfsSalaryOptions {
  file: string;
  /** Defaults to an id from the site, season, week and days ('dk-2025-wk12-sun-mon', shared/dfs-slate-name.ts). */
  slate?: string;
  season?: number;
  week?: number;
}

export interface UnmatchedRow {
  line: number;
  name: string;
  position: string;
  team: string;
  reason: string;
}

interface Placement {
  season: number | null;
  week: number | null;
  gameId: (row: SalaryRow) => string | null;
  kickoffs: Date[];
}

async function placeSlate(
  ctx: IngestContext,
  rows: SalaryRow[],
  options: DfsSalaryOptions,
): Promise<Placement> {
  const kickoffs = rows.map((r) => r.kickoff).filter((k): k is Date => k !== null);
  if (kickoffs.length > 0) {
    const times = kickoffs.map((k) => k.getTime());
    const matcher = createGameMatcher(
      await gamesBetween(ctx.db.orm, new Date(Math.min(...times) - DAY), new Date(Math.max(...times) + DAY)),
    );
    const found = new Map<SalaryRow, { gameId: string; season: number; week: number }>();
    for (const r of rows) {
      const m =
        r.kickoff && r.homeTeam && r.awayTeam ? matcher.match(r.homeTeam, r.awayTeam, r.kickoff) : undefined;
      if (m) found.set(r, { gameId: m.game.gameId, season: m.game.season, week: m.game.week });
    }
    const first = [...found.values()][0];
    return {
      season: first?.season ?? options.season ?? null,
      week: first?.week ?? options.week ?? null,
      gameId: (r) => found.get(r)?.gameId ?? null,
      kickoffs,
    };
  }
  // FanDuel's old layout has no dates: the week in which all of its games were played.
  const placed = await placeByPairings(ctx.db.orm, rows, options);

  return { ...placed, gameId: (r) => placed.gameIds.get(`${r.homeTeam}|${r.awayTeam}`) ?? null };
}

function slateName(site: SalaryRow['site'], p: Placement, rows: SalaryRow[]): string {
  const place = { site, season: p.season, week: p.week };
  if (p.kickoffs.length === 0)
    return slateId({ ...place, span: { games: new Set(rows.map((r) => r.gameInfo)).size } });
  const sorted = [...p.kickoffs].sort((a, b) => a.getTime() - b.getTime());
  const day = (kickoff: Date) => SLATE_DAYS[easternWallTime(kickoff).weekday] ?? 'sun';
  return slateId({ ...place, span: { first: day(sorted[0] as Date), last: day(sorted.at(-1) as Date) } });
}

export async function ingestDfsSalaries(
  ctx: IngestContext,
  options: DfsSalaryOptions,
): Promise<SourceResult> {
  const origin = path.basename(options.file);
  const rows = parseSalaries(await readFile(options.file), origin);
  const site = (rows[0] as SalaryRow).site;
  const placement = await placeSlate(ctx, rows, options);
  const slate = options.slate ?? slateName(site, placement, rows);
  const matcher = createPlayerMatcher(
    await matchCandidates(ctx.db.orm),
    await teamStints(ctx.db.orm, placement.season === null ? [] : [placement.season]),
    await knownSiteIds(ctx.db.orm, site, slate),
  );
  const firstKickoff = placement.kickoffs.length
    ? new Date(Math.min(...placement.kickoffs.map((k) => k.getTime())))
    : null;
  const capturedAt = salaryKnownAt(ctx.clock.now(), firstKickoff);
  const methods: Partial<Record<MatchMethod, number>> = {};
  const unmatched: UnmatchedRow[] = [];
  const records: DfsSalaryInsert[] = rows.map((r, i) => {
    const m = matcher.match({
      sitePlayerId: r.sitePlayerId,
      name: r.playerName,
      position: r.position,
      team: r.team,
      season: placement.season,
      week: placement.week,
    });
    methods[m.method] = (methods[m.method] ?? 0) + 1;
    if (m.method === 'unmatched')
      unmatched.push({
        line: i + 2,
        name: r.playerName,
        position: r.position,
        team: r.team,
        reason: m.reason ?? '',
      });
    return {
      site: r.site,
      slate,
      sitePlayerId: r.sitePlayerId,
      season: placement.season,
      week: placement.week,
      playerName: r.playerName,
      position: r.position,
      rosterPosition: r.rosterPosition,
      salary: r.salary,
      team: r.team,
      opponent: r.opponent,
      gameId: placement.gameId(r),
      gameInfo: r.gameInfo,
      avgPoints: r.avgPoints,
      injuryIndicator: r.injuryIndicator,
      gsisId: m.gsisId,
      playerKey: m.playerKey,
      matchMethod: m.method,
      capturedAt,
    };
  });
  const counts = await ctx.db.orm.transaction((tx) => upsertDfsSalaries(tx, records));
  const players = rows.length - (methods['team-defence'] ?? 0);
  const matched = players - unmatched.length;
  return {
    counts,
    dataAsOf: capturedAt,
    details: {
      file: options.file,
      site,
      slate,
      season: placement.season,
      week: placement.week,
      rows: rows.length,
      matchedGames: records.filter((r) => r.gameId).length,
      players,
      matchedPlayers: matched,
      matchRate: players === 0 ? null : matched / players,
      methods,
      unmatched,
    },
  };
}
