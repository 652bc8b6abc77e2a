// Display tiers of spec 01 (§2 game card, §9 player card and heatmap, past picks) and spec 02 (§2 wizard).
// Pure lookups so that web and server label the same number the same way.

/** Player card colour token (spec 01 §9): ≥90 destructive, ≥75 sleep colour, ≥60 cortisol colour, else muted. */
export type PlayerCardTone = 'destructive' | 'sleep' | 'cortisol' | 'muted';
export function playerCardTone(bioBoost: number): PlayerCardTone {
  if (bioBoost >= 90) return 'destructive';
  if (bioBoost >= 75) return 'sleep';
  if (bioBoost >= 60) return 'cortisol';
  return 'muted';
}

/** Heatmap level for the BioBoost metric (spec 01 §9). */
export type BioBoostLevel = 'Elite' | 'Strong' | 'Average' | 'Weak';
export function bioBoostHeatmapLevel(bioBoost: number): BioBoostLevel {
  if (bioBoost >= 90) return 'Elite';
  if (bioBoost >= 75) return 'Strong';
  if (bioBoost >= 60) return 'Average';
  return 'Weak';
}

/** Heatmap level for the other metrics (sleep, T-Index, hydration). */
export type MetricLevel = 'High' | 'Medium' | 'Low';
export function metricHeatmapLevel(value: number): MetricLevel {
  if (value >= 80) return 'High';
  if (value >= 60) return 'Medium';
  return 'Low';
}

/** Wizard label and tagline (spec 02 §2). */
export interface WizardTier {
  label: 'MAX JUICE' | 'PRIMAL POWER' | 'GOOD VIBES' | 'SLEEPY APE' | 'ZEN MODE';
  tagline: string;
}
export function wizardTier(bioBoost: number): WizardTier {
  if (bioBoost >= 90) return { label: 'MAX JUICE', tagline: 'MAXIMUM GORILLA POWER!' };
  if (bioBoost >= 80) return { label: 'PRIMAL POWER', tagline: 'HIGH VOLTAGE APE!' };
  if (bioBoost >= 70) return { label: 'GOOD VIBES', tagline: 'SOLID BANANA ENERGY' };
  if (bioBoost >= 60) return { label: 'SLEEPY APE', tagline: 'Sleepy but functional' };
  return { label: 'ZEN MODE', tagline: 'Needs jungle rest' };
}

/** Wizard component score label (spec 02 §2). */
export type ComponentGrade = 'Elite' | 'Good' | 'Needs Work';
export function wizardComponentGrade(score: number): ComponentGrade {
  if (score >= 80) return 'Elite';
  if (score >= 60) return 'Good';
  return 'Needs Work';
}

export type TrafficLight = 'green' | 'yellow' | 'red';

/** The spec shows a missing team BioBoost as 75 on the game card; we keep that, and say so in the UI. */
export const MISSING_GAME_BIOBOOST = 75;

/** Game-card BioBoost colour (spec 01 §2): green ≥80, yellow ≥60, else red; missing shown as 75. */
export function gameCardBioBoost(bioBoost: number | null | undefined): { value: number; tone: TrafficLight } {
  const value = bioBoost ?? MISSING_GAME_BIOBOOST;
  return { value, tone: trafficLight(value) };
}

/** Edge between the two teams' BioBoost (spec 01 §2): Strong ≥10, Moderate ≥5, else Weak. */
export type EdgeStrength = 'Strong' | 'Moderate' | 'Weak';
export function bioBoostEdge(home: number | null | undefined, away: number | null | undefined): EdgeStrength {
  const gap = Math.abs((home ?? MISSING_GAME_BIOBOOST) - (away ?? MISSING_GAME_BIOBOOST));
  if (gap >= 10) return 'Strong';
  if (gap >= 5) return 'Moderate';
  return 'Weak';
}

/** Past-pick BioBoost accuracy colour (spec 01 §2): green ≥80, yellow ≥60, else red. */
export function pastPickAccuracyTone(accuracy: number): TrafficLight {
  return trafficLight(accuracy);
}

function trafficLight(value: number): TrafficLight {
  if (value >= 80) return 'green';
  if (value >= 60) return 'yellow';
  return 'red';
}
