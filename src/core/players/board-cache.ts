// The week board takes seconds to build, and /api/top5, /api/top-five (both slates), /api/players,
// /api/players/:id and /api/props all read the same one. It is rebuilt only when what it reads can
// have changed: the week, the data version (any instance's finished runs) or this process's data
// generation moved, or the clock passed the next instant at which a stored row becomes visible (a
// result, a kickoff, a capture, a report). A live clock minute alone no longer rebuilds it
// (docs/decisions/065-board-keyed-on-data.md).

import type { Database } from '../../db/client.ts';
import { readDataVersion } from '../../db/repositories/data-version.ts';
import { nextVisibleChangeAfter } from '../../db/repositories/visibility.ts';
import { dataGeneration } from '../data-changes.ts';
import { weekBoardFromDatabaseInWorker } from '../model/model-task.ts';
import type { WeekBoard } from './week-board.ts';

export type BoardSource = (season: number, week: number, now: Date) => Promise<WeekBoard>;
export type BoardBuilder = (season: number, week: number, asOf: Date) => Promise<WeekBoard>;

// Loaded and built on the model worker's thread: the rows' parsing and shaping stalled the event loop
// for a second at a time when only the build ran there (decision 118).
const buildInWorker =
  (db: Database): BoardBuilder =>
  (season, week, asOf) =>
    weekBoardFromDatabaseInWorker({ databaseUrl: db.url, season, week, asOfMs: asOf.getTime() });

interface Entry {
  key: string;
  builtAtMs: number;
  /** The next instant a stored row becomes visible; the board is current until then. */
  untilMs: number;
  board: Promise<WeekBoard>;
}

export function createBoardCache(db: Database, build: BoardBuilder = buildInWorker(db)): BoardSource {
  let last: Entry | undefined;
  return async (season, week, now) => {
    const key = `${season}|${week}|${await readDataVersion(db.pool)}|${dataGeneration()}`;
    const t = now.getTime();
    if (!last || last.key !== key || t >= last.untilMs || t < last.builtAtMs) {
      const untilMs = nextVisibleChangeAfter(db.orm, now).then((next) => next?.getTime() ?? Infinity);
      // Set before any await, so concurrent requests share this build; the board is answered once
      // its validity is known too.
      const entry: Entry = {
        key,
        builtAtMs: t,
        untilMs: Number.POSITIVE_INFINITY,
        board: Promise.all([build(season, week, now), untilMs]).then(([board, until]) => {
          entry.untilMs = until;
          return board;
        }),
      };
      last = entry;
      // A failed build is not kept: the next request tries again.
      entry.board.catch(() => {
        if (last === entry) last = undefined;
      });
    }
    return last.board;
  };
}
