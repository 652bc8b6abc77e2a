// The sample bettor of spec 01 §3, shown to visitors and labelled "Sample profile" wherever it is used.
// The spec gives bankroll 500, max bet 50, win rate 0.62, 47 bets, favourite teams KC, SF, BUF and
// minConfidence 75; it names but does not give the other fields, so those below are ours, chosen as a
// middle-of-the-road bettor (medium risk, QBs and WRs, steering clear of injured players).
import type { BettorProfile } from './personal-score.ts';

export interface SampleProfile extends BettorProfile {
  winRate: number;
  totalBets: number;
}

export const SAMPLE_PROFILE: SampleProfile = {
  riskTolerance: 'medium',
  favoriteTeams: ['KC', 'SF', 'BUF'],
  bankrollSize: 500,
  maxBetSize: 50,
  winRate: 0.62,
  totalBets: 47,
  preferences: {
    favoritePositions: ['QB', 'WR'],
    minConfidence: 75,
    avoidInjured: true,
  },
};
