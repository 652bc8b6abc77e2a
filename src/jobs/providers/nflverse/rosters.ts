// nflverse roster_YYYY.csv: one row per player and season, with the id crosswalk nflverse keeps.
import { z } from 'zod';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { integer, type RowParser, requiredInteger, requiredText, text } from '../csv.ts';

const birthDate = text.pipe(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'birth_date must be YYYY-MM-DD')
    .nullable(),
);
const idText = text.transform((v) => (v === null ? null : v.replace(/\.0$/, '')));

const Row = z.object({
  season: requiredInteger,
  team: requiredText.transform((t) => canonicalTeamCode(t) ?? t),
  position: text,
  depth_chart_position: text,
  jersey_number: integer,
  status: text,
  full_name: requiredText,
  first_name: text,
  last_name: text,
  birth_date: birthDate,
  height: integer,
  weight: integer,
  college: text,
  gsis_id: text,
  espn_id: idText,
  sportradar_id: text,
  yahoo_id: idText,
  pff_id: idText,
  pfr_id: text,
  sleeper_id: idText,
  years_exp: integer,
  headshot_url: text,
  week: integer.optional(),
});

export type RosterRow = z.output<typeof Row> & { gsis_id: string };

/** Rows without a gsis id cannot be joined to anything else and are left out. */
export const rostersParser: RowParser<typeof Row, RosterRow> = {
  source: 'nflverse rosters',
  schema: Row,
  map: (r) => (r.gsis_id === null ? null : (r as RosterRow)),
};
