// One game's three risk cells (spread, total, moneyline) from its real inputs.
import {
  atsHistoryRisk,
  historyGames,
  injuryRisk,
  moneylineMoveRisk,
  spreadMoveRisk,
  type TeamHistory,
  totalMoveRisk,
  totalsHistoryRisk,
  type WeatherInput,
  weatherRisk,
} from './factors.ts';
import type { lineMoves } from './line-moves.ts';
import { BET_TYPES, type BetType, type RiskCell, riskCell, type ScoredFactor } from './score.ts';

export interface GameRiskInputs {
  /** The lines to bet: home handicap, total, home moneyline price; null when none is stored. */
  market: { spread: number | null; total: number | null; moneyline: number | null };
  moves: ReturnType<typeof lineMoves>;
  /** Null: outdoors with no forecast or observation stored. */
  weather: WeatherInput | null;
  /** Null: no injury report for the week is stored yet. */
  injuries: { homeImpact: number; awayImpact: number } | null;
  history: { home: TeamHistory; away: TeamHistory };
}

export interface BetRisk {
  betType: BetType;
  factors: Record<ScoredFactor, number | null>;
  cell: RiskCell;
}

export function gameRisk(i: GameRiskInputs): BetRisk[] {
  const weather = i.weather ? weatherRisk(i.weather) : null;
  const injuries = i.injuries ? injuryRisk(i.injuries.homeImpact, i.injuries.awayImpact) : null;
  const ats = atsHistoryRisk(i.history.home, i.history.away);
  const atsGames = historyGames(i.history.home, i.history.away, 'ats');
  return BET_TYPES.map((betType) => {
    const move = i.moves[betType];
    const factors: Record<ScoredFactor, number | null> = {
      lineMovement:
        move === null
          ? null
          : betType === 'spread'
            ? spreadMoveRisk(move)
            : betType === 'total'
              ? totalMoveRisk(move)
              : moneylineMoveRisk(move),
      weather,
      injuries,
      history: betType === 'total' ? totalsHistoryRisk(i.history.home, i.history.away) : ats,
    };
    const games = betType === 'total' ? historyGames(i.history.home, i.history.away, 'totals') : atsGames;
    return { betType, factors, cell: riskCell(betType, factors, i.market[betType] !== null, games) };
  });
}
