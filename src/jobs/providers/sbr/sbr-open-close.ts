// The SBR archive workbooks (data pack nfl/lines/, README there) as opening and closing lines per game
// of our schedule, for the record at the open (decision 090). The same reader, rules and schedule match
// as the ingest source (decision 089: read-excel-file, sbr-rows.ts, sbr-match.ts), here as nflverse's
// home-positive spread and the total per game; a value the parser refused is unknown.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LinePair, OpenClose } from '../../../domain/model/at-open.ts';
import type { ModelGame } from '../../../domain/model/game.ts';
import { type HomeLine, matchSbrGames, type ScheduleGame } from './sbr-match.ts';
import { isSbrWorkbook, readSbrWorkbook } from './sbr-workbook.ts';

/** Our home handicap (home −3 = favoured by 3) as nflverse's spread line (home favoured by 3 = +3). */
export function linePair(line: HomeLine): LinePair {
  return { spread: line.homeSpread === null ? null : 0 - line.homeSpread + 0, total: line.total };
}

/** Every schedule game the workbooks in `dir` match; `unmatched`: SBR games left out (refused or no match). */
export async function readOpenClose(
  dir: string,
  games: readonly ModelGame[],
): Promise<{ lines: Map<string, OpenClose>; unmatched: number }> {
  const schedule: ScheduleGame[] = games.map((g) => ({
    gameId: g.id,
    season: g.season,
    kickoff: new Date(g.kickoffMs),
    homeTeam: g.homeTeam,
    awayTeam: g.awayTeam,
  }));
  const lines = new Map<string, OpenClose>();
  let unmatched = 0;
  for (const file of readdirSync(dir).filter(isSbrWorkbook).sort()) {
    const parsed = await readSbrWorkbook(path.join(dir, file));
    const { matched, refused } = matchSbrGames(parsed.games, parsed.season, schedule);
    unmatched += parsed.refused.length + refused.length;
    for (const m of matched) lines.set(m.gameId, { open: linePair(m.open), close: linePair(m.close) });
  }
  return { lines, unmatched };
}
