// Saved The Odds API answers -> odds_snapshots and player_props, with no key and no network:
// `npm run ingest -- odds-api --file F`, and in offline/replay mode every *.json file of
// ODDS_API_CAPTURES_DIR. Each market is dated by its own `last_update`; a market updated after the
// clock is not known yet and is skipped (a replay before the capture sees none of it), so loading the
// same files again, or at a later clock, only adds what became known since.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { addCounts, noWrites } from '../../db/repositories/bulk-upsert.ts';
import { gamesBetween } from '../../db/repositories/games.ts';
import {
  appendOddsSnapshots,
  appendPlayerProps,
  type OddsInsert,
  type PropInsert,
} from '../../db/repositories/odds.ts';
import { teamCodeByName } from '../../shared/reference/teams.ts';
import type { IngestContext } from '../ingest-context.ts';
import { type OddsApiEvent, parseSavedOddsAnswer } from '../providers/odds-api/odds-api.ts';
import type { SourceResult } from '../run-recorder.ts';
import { createGameMatcher } from './game-matcher.ts';
import { eventProps, eventSnapshots, fileCapture } from './odds-api-rows.ts';

export const ODDS_API_FILE_SOURCE = 'odds-api:file';
const DAY = 86_400_000;

/** One saved answer's events; a file that is empty, not an answer, or holds no event is refused by name. */
async function readAnswer(ctx: IngestContext, file: string): Promise<OddsApiEvent[]> {
  const size = (await stat(file)).size;
  if (size > ctx.config.http.maxBytes)
    throw new Error(`${file}: ${size} bytes is over HTTP_MAX_BYTES (${ctx.config.http.maxBytes})`);
  const text = await readFile(file, 'utf8');
  if (text.trim() === '') throw new Error(`${file}: the file is empty`);
  let events: OddsApiEvent[];
  try {
    events = parseSavedOddsAnswer(text);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (events.length === 0) throw new Error(`${file}: the saved answer holds no events (an empty list)`);
  return events;
}

async function writeEvents(
  ctx: IngestContext,
  events: OddsApiEvent[],
  files: string[],
): Promise<SourceResult> {
  const now = ctx.clock.now();
  const starts = events.map((e) => Date.parse(e.commence_time));
  const matcher = createGameMatcher(
    starts.length
      ? await gamesBetween(
          ctx.db.orm,
          new Date(Math.min(...starts) - 2 * DAY),
          new Date(Math.max(...starts) + 2 * DAY),
        )
      : [],
  );
  const capture = fileCapture(now);
  let unmatched = 0;
  let inPlay = 0;
  let notYetKnown = 0;
  const lines: OddsInsert[] = [];
  const props: PropInsert[] = [];
  for (const event of events) {
    const m = matcher.match(
      teamCodeByName(event.home_team),
      teamCodeByName(event.away_team),
      new Date(event.commence_time),
    );
    if (!m) {
      unmatched += 1;
      continue;
    }
    const eventLines = eventSnapshots(event, m, capture);
    const eventPropRows = eventProps(event, m, capture);
    inPlay += eventLines.inPlay + eventPropRows.inPlay;
    notYetKnown += eventLines.notYetKnown + eventPropRows.notYetKnown;
    lines.push(...eventLines.rows);
    props.push(...eventPropRows.rows);
  }
  const counts = await ctx.db.orm.transaction(async (tx) =>
    addCounts(
      await appendOddsSnapshots(tx, lines),
      props.length ? await appendPlayerProps(tx, props) : noWrites(),
    ),
  );
  const known = lines.map((r) => r.capturedAt.getTime());
  return {
    counts,
    dataAsOf: known.length ? new Date(Math.max(...known)) : null,
    details: {
      files: files.map((f) => path.basename(f)),
      events: events.length,
      unmatched,
      books: new Set(lines.map((r) => r.book)).size,
      snapshots: lines.length,
      props: props.length,
      inPlayMarkets: inPlay,
      notYetKnownMarkets: notYetKnown,
    },
  };
}

/** One saved answer (featured odds or one event's odds). */
export async function ingestOddsApiFile(ctx: IngestContext, file: string): Promise<SourceResult> {
  return writeEvents(ctx, await readAnswer(ctx, file), [file]);
}

/** Every saved answer in a folder (*.json), read in name order. */
export async function ingestOddsApiCaptures(ctx: IngestContext, dir: string): Promise<SourceResult> {
  const files = (await readdir(dir))
    .filter((f) => f.toLowerCase().endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
  const events: OddsApiEvent[] = [];
  for (const file of files) events.push(...(await readAnswer(ctx, file)));
  return writeEvents(ctx, events, files);
}
