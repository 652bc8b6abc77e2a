// Small files in the nflverse layouts, for tests that write their own data folder.

/** The header of nflverse's schedule file (`games.csv`), in its column order. */
export const NFLVERSE_GAMES_HEADER =
  'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,' +
  'overtime,old_game_id,espn,pfr,away_rest,home_rest,away_moneyline,home_moneyline,spread_line,' +
  'away_spread_odds,home_spread_odds,total_line,under_odds,over_odds,div_game,roof,surface,temp,wind,' +
  'away_qb_id,home_qb_id,away_qb_name,home_qb_name,away_coach,home_coach,referee,stadium_id,stadium';
