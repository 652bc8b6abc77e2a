// The projection's constants. Fitted values name the command that produced them; the fit reads 2023
// only, so 2024 is out of sample (docs/decisions/029-player-projections.md).

export interface ProjectionParams {
  /** Weight of a game one game older than another (recency). */
  decay: number;
  /** Weight of a previous-season game relative to a current-season one of the same age. */
  previousSeasonWeight: number;
  /** Prior games of "replacement level" usage added to every player's volume (shrinkage). */
  volumePriorGames: number;
  /** Prior opportunities at the league rate added to each efficiency (yards, catches per opportunity). */
  efficiencyPrior: number;
  /** Prior opportunities at the league rate added to each touchdown rate (touchdowns are noisy). */
  touchdownPrior: number;
  /** Exponent on (implied team points / the player's usual implied points) for yards and volume. */
  environmentYards: number;
  /** Exponent on (implied team points / the league's usual implied points) for touchdowns. */
  environmentTouchdowns: number;
  /** Games of league-average defence added to an opponent's record against a position. */
  opponentPriorGames: number;
  /** Share of the opponent's measured effect applied. */
  opponentWeight: number;
  /** Games of league-average volume added to a team's own (shrinkage). */
  teamPriorGames: number;
  /** Pass attempts and targets fall by this share per point the team is favoured by. */
  scriptPass: number;
  /** Carries rise by this share per point the team is favoured by. */
  scriptRush: number;
  /** A teammate counts as expected to play if he appeared in one of the team's last this many games. */
  candidateWindow: number;
  /** How far teammates' shares are scaled to fill the team's volume (0 none, 1 fully). */
  fillShares: number;
  /** Games of the model's points added to a backup quarterback's points per relief appearance. */
  backupPriorGames: number;
}

export const PROJECTION_FIT = {
  season: 2023,
  command:
    'npx tsx bench/fit-player-projection.ts --season 2023; npx tsx bench/fit-player-bands.ts --season 2023',
} as const;

// Fitted by coordinate search on 2023's player-weeks only (npx tsx bench/fit-player-projection.ts
// --season 2023), except previousSeasonWeight: the pack has no 2022 weekly stats, so 2023 cannot say
// how much last season is worth; 0.6 is a judgement, and 2024 (which does use it) is out of sample.
export const PROJECTION_PARAMS: ProjectionParams = {
  decay: 0.85,
  previousSeasonWeight: 0.6,
  volumePriorGames: 0.01,
  efficiencyPrior: 20,
  touchdownPrior: 60,
  environmentYards: 0.25,
  environmentTouchdowns: 2,
  opponentPriorGames: 6,
  opponentWeight: 0.25,
  teamPriorGames: 6,
  scriptPass: 0,
  scriptRush: 0,
  candidateWindow: 2,
  fillShares: 0.75,
  backupPriorGames: 4,
};
