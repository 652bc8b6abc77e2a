// A real fixture's game for alert tests: ARI @ HOU, 2025 week 15 (NRG Stadium, retractable roof closed).
import type { AlertGame } from './alert.ts';

export const GAME: AlertGame = {
  gameId: '2025_15_ARI_HOU',
  season: 2025,
  week: 15,
  homeTeam: 'HOU',
  awayTeam: 'ARI',
  kickoffMs: Date.parse('2025-12-14T18:00:00Z'),
  roof: 'closed',
};
