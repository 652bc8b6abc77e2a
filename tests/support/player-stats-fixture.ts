// Test and bench only: the shared pack's weekly player stats (2023, 2024 weeks 1–12) joined to the
// nflverse schedule, as the projection's PlayerGame values. Never copied into the repo; the app builds
// the same values from the database (src/db/repositories/player-history.ts).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModelGame } from '../../src/domain/model/game.ts';
import type { PlayerInjuryReport } from '../../src/domain/players/injury-status.ts';
import { type PlayerGame, skillPosition } from '../../src/domain/players/player-game.ts';
import { statLineFromNflverse } from '../../src/domain/players/stat-line.ts';
import { parseWith } from '../../src/jobs/providers/csv.ts';
import { injuriesParser } from '../../src/jobs/providers/nflverse/injuries.ts';
import { playerWeekStatsParser } from '../../src/jobs/providers/nflverse/player-stats.ts';
import { loadNflGames, NFL_DATA_DIR } from './nfl-schedule-fixture.ts';

export const WEEKLY_STATS_FILES = [
  'player_stats/nflverse_player_stats_week_2023.csv',
  'player_stats/nflverse_player_stats_week_2024_wk01-12.csv',
];

export const INJURY_FILES = [
  'injuries/nflverse_injuries_2023.csv',
  'injuries/nflverse_injuries_2024_wk01-10.csv',
];

export interface PlayerFixture {
  games: ModelGame[];
  playerGames: PlayerGame[];
  injuries: PlayerInjuryReport[];
}

let cached: PlayerFixture | undefined;

export function loadPlayerFixture(): PlayerFixture {
  if (cached) return cached;
  const games = loadNflGames({ fromSeason: 2023, toSeason: 2024 });
  const byTeamWeek = new Map<string, ModelGame>();
  for (const g of games) {
    byTeamWeek.set(`${g.season}|${g.week}|${g.homeTeam}`, g);
    byTeamWeek.set(`${g.season}|${g.week}|${g.awayTeam}`, g);
  }
  const playerGames: PlayerGame[] = [];
  for (const file of WEEKLY_STATS_FILES) {
    for (const r of parseWith(playerWeekStatsParser, readFileSync(path.join(NFL_DATA_DIR, file), 'utf8'))
      .rows) {
      const position = skillPosition(r.position);
      const game = byTeamWeek.get(`${r.season}|${r.week}|${r.team}`);
      if (!position || !game) continue;
      playerGames.push({
        playerId: r.playerId,
        name: r.playerName ?? r.playerId,
        position,
        team: r.team,
        opponent: game.homeTeam === r.team ? game.awayTeam : game.homeTeam,
        season: r.season,
        week: r.week,
        gameId: game.id,
        kickoffMs: game.kickoffMs,
        line: statLineFromNflverse(r.stats),
      });
    }
  }
  const injuries: PlayerInjuryReport[] = INJURY_FILES.flatMap((file) =>
    parseWith(injuriesParser, readFileSync(path.join(NFL_DATA_DIR, file), 'utf8')).rows.flatMap((r) =>
      r.modifiedAt
        ? [
            {
              season: r.season,
              week: r.week,
              team: r.team,
              playerId: r.gsisId,
              name: r.fullName,
              position: r.position,
              reportStatus: r.reportStatus,
              primaryInjury: r.reportPrimaryInjury,
              reportedAtMs: r.modifiedAt.getTime(),
            },
          ]
        : [],
    ),
  );
  cached = { games, playerGames, injuries };
  return cached;
}
