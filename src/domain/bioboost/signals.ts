// The real signals a team's BioBoost reads for a game, by input. The loading view states how many
// there are (spec 01 §2 claimed "47 factors"; this is the true count), and signals.test.ts proves
// each one moves its input score, so the list cannot outgrow the code.

export type BioBoostInput = 'sleep' | 'tIndex' | 'cortisol' | 'hydration' | 'recovery';

export interface BioBoostSignal {
  id: string;
  label: string;
  inputs: readonly BioBoostInput[];
}

export const BIOBOOST_SIGNALS: readonly BioBoostSignal[] = [
  { id: 'rest', label: 'Days of rest (byes, short weeks)', inputs: ['sleep'] },
  { id: 'travel', label: 'Miles travelled to the stadium', inputs: ['sleep'] },
  { id: 'time-zones', label: 'Time zones crossed', inputs: ['sleep'] },
  { id: 'body-clock', label: "Kickoff on the team's body clock", inputs: ['sleep'] },
  { id: 'point-differential', label: 'Recent point differential', inputs: ['tIndex'] },
  { id: 'rating-trend', label: 'Rating trend this season', inputs: ['tIndex'] },
  { id: 'prime-time', label: 'Prime-time slot', inputs: ['cortisol'] },
  { id: 'divisional', label: 'Divisional game', inputs: ['cortisol'] },
  { id: 'playoff', label: 'Playoff game', inputs: ['cortisol'] },
  { id: 'home-away', label: 'Home or away', inputs: ['cortisol'] },
  { id: 'opponent-strength', label: 'Opponent strength', inputs: ['cortisol'] },
  { id: 'temperature', label: 'Kickoff temperature', inputs: ['hydration'] },
  { id: 'humidity', label: 'Humidity', inputs: ['hydration'] },
  { id: 'wind', label: 'Wind', inputs: ['hydration'] },
  { id: 'roof', label: 'Dome or open air', inputs: ['hydration'] },
  {
    id: 'injury-report',
    label: 'Injury report: who is out, starters, weeks missed',
    inputs: ['recovery', 'cortisol'],
  },
];
