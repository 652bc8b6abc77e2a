// Loads what weekProps needs for the board's week as known at an instant: the sportsbook quotes of the
// week's games and the players' weekly lines of this season and the last (their recent games).
import type { Executor } from '../../db/repositories/executor.ts';
import { playerLinesAsOf } from '../../db/repositories/player-history.ts';
import { propQuotesAsOf, weekGameIds } from '../../db/repositories/prop-lines.ts';
import { toPlayerGames } from '../players/player-data.ts';
import type { WeekBoard } from '../players/week-board.ts';
import { type WeekProp, weekProps } from './week-props.ts';

export async function loadWeekProps(db: Executor, board: WeekBoard, asOf: Date): Promise<WeekProp[]> {
  const ids = await weekGameIds(db, board.season, board.week, asOf);
  const [quotes, lines] = await Promise.all([
    propQuotesAsOf(db, ids, asOf),
    playerLinesAsOf(db, [board.season - 1, board.season], asOf),
  ]);
  return weekProps(board, quotes, toPlayerGames(lines));
}
