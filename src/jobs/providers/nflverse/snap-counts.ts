// nflverse snap_counts_YYYY.csv (Pro Football Reference via nflverse): snaps per player per game.
import { z } from 'zod';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { integer, number, type RowParser, requiredInteger, requiredText, text } from '../csv.ts';

const team = requiredText.transform((t) => canonicalTeamCode(t) ?? t);

const Row = z.object({
  game_id: requiredText,
  season: requiredInteger,
  game_type: z.enum(['REG', 'WC', 'DIV', 'CON', 'SB']),
  week: requiredInteger,
  player: requiredText,
  pfr_player_id: requiredText,
  position: text,
  team,
  opponent: text.transform((t) => (t === null ? null : (canonicalTeamCode(t) ?? t))),
  offense_snaps: integer,
  offense_pct: number,
  defense_snaps: integer,
  defense_pct: number,
  st_snaps: integer,
  st_pct: number,
});

export interface SnapCount {
  gameId: string;
  pfrPlayerId: string;
  season: number;
  week: number;
  gameType: string;
  player: string;
  position: string | null;
  team: string;
  opponent: string | null;
  offenseSnaps: number | null;
  offensePct: number | null;
  defenseSnaps: number | null;
  defensePct: number | null;
  stSnaps: number | null;
  stPct: number | null;
}

export const snapCountsParser: RowParser<typeof Row, SnapCount> = {
  source: 'nflverse snap counts',
  schema: Row,
  map: (r) => ({
    gameId: r.game_id,
    pfrPlayerId: r.pfr_player_id,
    season: r.season,
    week: r.week,
    gameType: r.game_type,
    player: r.player,
    position: r.position,
    team: r.team,
    opponent: r.opponent,
    offenseSnaps: r.offense_snaps,
    offensePct: r.offense_pct,
    defenseSnaps: r.defense_snaps,
    defensePct: r.defense_pct,
    stSnaps: r.st_snaps,
    stPct: r.st_pct,
  }),
};
