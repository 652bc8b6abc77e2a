// DynastyProcess player-id crosswalk (db_playerids.csv, as nflreadr's load_ff_playerids serves it):
// maps gsis to sleeper, espn, pfr, yahoo, pff, fantasypros and more. Vendored copies write ids as
// floats ('24755.0').
import { z } from 'zod';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { integer, number, type RowParser, requiredText, text } from '../csv.ts';

const id = text.transform((v) => (v === null ? null : v.replace(/\.0$/, '')));

const Row = z.object({
  mfl_id: id,
  gsis_id: text,
  sleeper_id: id,
  espn_id: id,
  yahoo_id: id,
  pff_id: id,
  pfr_id: text,
  fantasypros_id: id,
  sportradar_id: text,
  name: requiredText,
  merge_name: text,
  position: text,
  team: text.transform((t) => (t === null ? null : (canonicalTeamCode(t) ?? null))),
  birthdate: text.pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
  ),
  height: number,
  weight: number,
  college: text,
  draft_year: integer.optional(),
  /** The season the crosswalk describes: its `team` is the team in (or after) that season. */
  db_season: integer.optional(),
});

export type CrosswalkRow = z.output<typeof Row>;
export type PlayerIdRow = CrosswalkRow & { gsis_id: string };

/**
 * Every crosswalk entry: the writer keeps those with a gsis id as players (ours) and every entry with
 * an MFL id in the crosswalk, so that an old salary file can still name a player nflverse never gave
 * an id (a 2015 fullback).
 */
export const playerIdsParser: RowParser<typeof Row, CrosswalkRow> = {
  source: 'player id crosswalk',
  schema: Row,
  map: (r) => r,
};
