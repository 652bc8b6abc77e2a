// Step of the model job (decision 099): every game with a The Odds API line that has kicked off gets its
// pick at the captured line stored, with the line's source and capture time and its CLV against the last
// capture before kickoff, or the reason there is none. A game not yet final is recomputed on each run
// (upserts: a replay that loads more captures corrects it); a final game's row, once stored, is its
// record and is never rebuilt (decision 107), like a pick frozen at kickoff.
import {
  type CapturePickInsert,
  ODDS_API_LINE_SOURCE,
  oddsApiCaptures,
  storedCapturePickIds,
  upsertCapturePicks,
} from '../db/repositories/capture-picks.ts';
import type { Executor } from '../db/repositories/executor.ts';
import { lineSnapshots } from '../db/repositories/odds.ts';
import { type CapturedSpreads, picksAtCaptures } from '../domain/model/at-capture.ts';
import type { ModelGame } from '../domain/model/game.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import {
  capturedSpreads,
  capturesOf,
  noVigClv,
  spreadClvPoints,
  weekInputsKnownAt,
} from '../domain/picks/captured-lines.ts';

const NO_SPREAD_PICK = 'the model made no spread pick at that line';

export async function storeCapturePicks(db: Executor, games: readonly ModelGame[], now: Date) {
  const [{ stampsMs, gameIds: kickedOff }, stored] = await Promise.all([
    oddsApiCaptures(db, now),
    storedCapturePickIds(db, MODEL_PARAMS.version),
  ]);
  const byId = new Map(games.map((g) => [g.id, g]));
  // A final game keeps the row it has; one without a row yet (first run after it) gets it now.
  const gameIds = kickedOff.filter((id) => !(byId.get(id)?.result && stored.has(id)));
  const kept = kickedOff.length - gameIds.length;
  if (gameIds.length === 0) return { measured: 0, unknown: 0, kept };
  const captures = capturesOf(stampsMs);
  const inputsKnown = weekInputsKnownAt(games);
  const snapshots = await lineSnapshots(db, gameIds, now);

  const base = new Map<string, CapturePickInsert>();
  const measured = new Map<string, CapturedSpreads>();
  for (const gameId of gameIds) {
    const game = byId.get(gameId);
    const known = game && inputsKnown.get(`${game.season}-${game.week}`);
    if (!game || known === undefined) continue;
    const pair = capturedSpreads(snapshots.get(gameId) ?? [], captures, {
      inputsKnownMs: known,
      kickoffMs: game.kickoffMs,
    });
    base.set(gameId, emptyRow(gameId, known, pair.reason));
    if (pair.reason === null) measured.set(gameId, pair);
  }

  const sides = measured.size > 0 ? picksAtCaptures(games, measured, inputsKnown, MODEL_PARAMS) : new Map();
  for (const [gameId, pair] of measured) {
    const row = base.get(gameId);
    // Every measured game got its base row above.
    if (!row) throw new Error(`capture picks: no row for ${gameId}`);
    const side = sides.get(gameId) ?? null;
    if (side === null) {
      row.unknown = NO_SPREAD_PICK;
      continue;
    }
    Object.assign(row, {
      pick: side,
      pickLine: pair.pick.line,
      pickLineBooks: pair.pick.books,
      pickLineSource: ODDS_API_LINE_SOURCE,
      pickLineAt: new Date(pair.pick.captureStartMs),
      closingLine: pair.close.line,
      closingLineBooks: pair.close.books,
      closingLineAt: new Date(pair.close.captureStartMs),
      clvPoints: spreadClvPoints(side, pair.pick.line, pair.close.line),
      clvProbability: noVigClv(snapshots.get(gameId) ?? [], side, pair),
    });
  }
  const rows = [...base.values()];
  await upsertCapturePicks(db, rows);
  return {
    measured: rows.filter((r) => r.unknown === null).length,
    unknown: rows.filter((r) => r.unknown).length,
    kept,
  };
}

function emptyRow(gameId: string, inputsKnownMs: number, unknown: string | null): CapturePickInsert {
  return {
    gameId,
    modelVersion: MODEL_PARAMS.version,
    inputsKnownAt: new Date(inputsKnownMs),
    pick: null,
    pickLine: null,
    pickLineBooks: null,
    pickLineSource: null,
    pickLineAt: null,
    closingLine: null,
    closingLineBooks: null,
    closingLineAt: null,
    clvPoints: null,
    clvProbability: null,
    unknown,
  };
}
