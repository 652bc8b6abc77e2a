// One player's BioBoost for one game: the five proxies, each 0–100 with its reason, combined with the
// spec's weights (sleep 30%, T-Index 40%, cortisol 15% inverted, hydration 10%, recovery 5%), with the
// display tiers of spec 01 §9. Sleep and hydration are his team's (he lives on its schedule and plays
// in its weather); T-Index, cortisol and recovery are his own. Form with no baseline, weather with no
// forecast and recovery with no report are unknown (null) and left out, the weights renormalised
// (decision 085); sleep, from the schedule, is always known.

import { bioBoostOfKnown } from '../../bioboost/composite.ts';
import { hydrationScore, type WeatherFacts } from '../../bioboost/hydration-score.ts';
import { type SleepFacts, sleepScore } from '../../bioboost/sleep-score.ts';
import type { InputScore, MaybeInputScore } from '../../bioboost/text.ts';
import {
  type BioBoostLevel,
  bioBoostHeatmapLevel,
  type MetricLevel,
  metricHeatmapLevel,
  type PlayerCardTone,
  playerCardTone,
} from '../../bioboost/tiers.ts';
import { type FormGame, playerFormScore } from './form-score.ts';
import { type PlayerInjuryFacts, playerRecoveryScore } from './recovery-score.ts';
import { type PlayerStressFacts, playerStressScore } from './stress-score.ts';

export interface PlayerSignals {
  season: number;
  sleep: SleepFacts;
  form: readonly FormGame[];
  stress: PlayerStressFacts;
  weather: WeatherFacts;
  injury: PlayerInjuryFacts;
}

export interface PlayerBioBoost {
  score: number;
  /** Player card colour (spec 01 §9): ≥90 destructive, ≥75 sleep, ≥60 cortisol, else muted. */
  tone: PlayerCardTone;
  /** Heatmap level of the composite: Elite, Strong, Average, Weak. */
  level: BioBoostLevel;
  inputs: {
    sleep: InputScore & { level: MetricLevel };
    tIndex: MaybeInputScore & { level: MetricLevel | null };
    cortisol: InputScore;
    hydration: MaybeInputScore & { level: MetricLevel | null };
    recovery: MaybeInputScore;
  };
  /** Days on the injury report (0 when not listed): the spec's injuryRecoveryDays. */
  injuryRecoveryDays: number;
}

function leveled(s: InputScore): InputScore & { level: MetricLevel };
function leveled(s: MaybeInputScore): MaybeInputScore & { level: MetricLevel | null };
function leveled(s: MaybeInputScore) {
  return { ...s, level: s.value === null ? null : metricHeatmapLevel(s.value) };
}

export function playerBioBoost(signals: PlayerSignals): PlayerBioBoost {
  const sleep = sleepScore(signals.sleep);
  const tIndex = playerFormScore(signals.form, signals.season);
  const cortisol = playerStressScore(signals.stress);
  const hydration = hydrationScore(signals.weather);
  const recovery = playerRecoveryScore(signals.injury);
  const score = bioBoostOfKnown({
    sleep: sleep.value,
    tIndex: tIndex.value,
    cortisol: cortisol.value,
    hydration: hydration.value,
    recovery: recovery.value,
  });
  const listed = signals.injury.reportPublished && signals.injury.status !== 'HEALTHY';
  return {
    score,
    tone: playerCardTone(score),
    level: bioBoostHeatmapLevel(score),
    inputs: {
      sleep: leveled(sleep),
      tIndex: leveled(tIndex),
      cortisol,
      hydration: leveled(hydration),
      recovery,
    },
    injuryRecoveryDays: listed ? signals.injury.daysListed : 0,
  };
}
