import type { PublicPredictionsResponse } from '../../../../shared/api/predictions.ts';

export const INPUTS = [
  {
    id: 'sleep',
    name: 'Sleep',
    weight: 30,
    description: 'Rest days, short weeks, byes, travel and time zones',
  },
  {
    id: 'tIndex',
    name: 'T-Index',
    weight: 40,
    description: 'Form: recent point differential and rating trend',
  },
  {
    id: 'cortisol',
    name: 'Cortisol',
    weight: 15,
    description: 'Stress: prime time, division games, opponent, injuries',
  },
  {
    id: 'hydration',
    name: 'Hydration',
    weight: 10,
    description: 'Weather at kickoff: heat, humidity, wind; domes neutral',
  },
  {
    id: 'recovery',
    name: 'Recovery',
    weight: 5,
    description: 'Injury reports: the share of the lineup lost',
  },
] as const;

export type InputId = (typeof INPUTS)[number]['id'];

export interface LeagueMetric {
  id: InputId;
  name: string;
  weight: number;
  description: string;
  average: number | null;
  teams: number;
}

/** League-wide averages of the five BioBoost inputs over every team with a pick this week. */
export function leagueMetrics(answer: PublicPredictionsResponse): {
  metrics: LeagueMetric[];
  avgBioBoost: number | null;
  teams: number;
} {
  const sides = answer.predictions.flatMap((p) =>
    p.status === 'no_pick' ? [] : [p.home.bioBoost, p.away.bioBoost],
  );
  const mean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  // An input with no data (no forecast, no report) is not averaged in as a number: each metric
  // averages, and counts, only the teams where it is known.
  const known = (id: (typeof INPUTS)[number]['id']) =>
    sides.flatMap((s) => (s.inputs[id].score === null ? [] : [s.inputs[id].score]));
  return {
    metrics: INPUTS.map((input) => ({
      ...input,
      average: mean(known(input.id)),
      teams: known(input.id).length,
    })),
    avgBioBoost: mean(sides.map((s) => s.score)),
    teams: sides.length,
  };
}
