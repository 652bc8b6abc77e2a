// Names a person reads for the weeks and games the data knows by number and id.

/** 'Week 12', or the playoff round's name (weeks 19–22 in nflverse's numbering). */
export const weekName = (week: number): string =>
  week <= 18
    ? `Week ${week}`
    : week === 22
      ? 'Super Bowl'
      : week === 21
        ? 'Conference'
        : week === 20
          ? 'Divisional'
          : 'Wild Card';

// nflverse's game id: season, two-digit week, away team, home team ('2026_10_PHI_GB').
const GAME_ID = /\b(\d{4})_(\d{2})_([A-Z]{2,3})_([A-Z]{2,3})\b/g;

/**
 * A sentence the server wrote with game ids in it (a no-pick reason: "PHI's previous game
 * (2026_10_PHI_GB) had no known result at kickoff.") with each id read out: "(Week 10 of 2026, PHI at
 * GB)". The stored reason keeps the id (frozen with the pick, decision 016); only the screen names it.
 */
export const withGameNames = (text: string): string =>
  text.replace(
    GAME_ID,
    (_id, season: string, week: string, away: string, home: string) =>
      `${weekName(Number(week))} of ${season}, ${away} at ${home}`,
  );
