// nflverse injuries_YYYY.csv: the final weekly injury report per player (game status and practice
// participation). Older files carry date_modified; the loader-made 2025 file does not.
import { z } from 'zod';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { type RowParser, requiredInteger, requiredText, text } from '../csv.ts';

const Row = z.object({
  season: requiredInteger,
  game_type: z.enum(['REG', 'WC', 'DIV', 'CON', 'SB']),
  team: requiredText.transform((t) => canonicalTeamCode(t) ?? t),
  week: requiredInteger,
  gsis_id: text,
  position: text,
  full_name: requiredText,
  report_primary_injury: text,
  report_secondary_injury: text,
  report_status: text,
  practice_primary_injury: text,
  practice_secondary_injury: text,
  practice_status: text,
  date_modified: z.iso.datetime({ offset: true }).or(z.literal('')).optional(),
});

export interface InjuryReport {
  season: number;
  week: number;
  gameType: string;
  team: string;
  gsisId: string | null;
  fullName: string;
  position: string | null;
  reportPrimaryInjury: string | null;
  reportSecondaryInjury: string | null;
  reportStatus: string | null;
  practicePrimaryInjury: string | null;
  practiceSecondaryInjury: string | null;
  practiceStatus: string | null;
  /** From the file when it says; otherwise the ingest decides (see ingest-nflverse). */
  modifiedAt: Date | null;
}

export const injuriesParser: RowParser<typeof Row, InjuryReport> = {
  source: 'nflverse injuries',
  schema: Row,
  map: (r) => ({
    season: r.season,
    week: r.week,
    gameType: r.game_type,
    team: r.team,
    gsisId: r.gsis_id,
    fullName: r.full_name,
    position: r.position,
    reportPrimaryInjury: r.report_primary_injury,
    reportSecondaryInjury: r.report_secondary_injury,
    reportStatus: r.report_status,
    practicePrimaryInjury: r.practice_primary_injury,
    practiceSecondaryInjury: r.practice_secondary_injury,
    practiceStatus: r.practice_status,
    modifiedAt: r.date_modified ? new Date(r.date_modified) : null,
  }),
};
