// The week board takes seconds to build, and /api/top5, /api/top-five (both slates), /api/players and
// /api/players/:id all read the same one. Built once per week, clock minute and data version (the
// response cache's own key parts), so every player answer of that minute agrees with the others.
import type { Database } from '../../db/client.ts';
import { readDataVersion } from '../../db/repositories/data-version.ts';
import { weekBoardInWorker } from '../model/model-task.ts';
import { loadWeekBoardInputs, type WeekBoard } from './week-board.ts';

export type BoardSource = (season: number, week: number, now: Date) => Promise<WeekBoard>;

export function createBoardCache(db: Database): BoardSource {
  let last: { key: string; board: Promise<WeekBoard> } | undefined;
  return async (season, week, now) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const key = `${season}|${week}|${minute}|${await readDataVersion(db.pool)}`;
    if (last?.key !== key) {
      const board = loadWeekBoardInputs(db.orm, season, week, now).then(weekBoardInWorker);
      const entry = { key, board };
      last = entry;
      // A failed build is not kept: the next request tries again.
      entry.board.catch(() => {
        if (last === entry) last = undefined;
      });
    }
    return last.board;
  };
}
