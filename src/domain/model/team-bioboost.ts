// One team's BioBoost for one game: the five proxies from real signals, combined with the spec's
// weights. `explain: false` skips the words (the fitting script runs this thousands of times).
// Hydration with no forecast and recovery with no injury report are unknown (null) and left out of
// the composite, the other weights renormalised (decision 085); the schedule inputs are always known.

import { bioBoostOfKnown } from '../bioboost/composite.ts';
import { cortisolScore, cortisolValue, type StressFacts } from '../bioboost/cortisol-score.ts';
import { hydrationScore, hydrationValue, type WeatherFacts } from '../bioboost/hydration-score.ts';
import type { InjuryEntry } from '../bioboost/injury-impact.ts';
import { teamRecoveryScore, teamRecoveryValue } from '../bioboost/recovery-score.ts';
import { type SleepFacts, sleepScore, sleepValue } from '../bioboost/sleep-score.ts';
import { type FormFacts, tIndexScore, tIndexValue } from '../bioboost/t-index-score.ts';
import type { InputScore, MaybeInputScore } from '../bioboost/text.ts';

export interface TeamBioBoost {
  score: number;
  inputs: {
    sleep: InputScore;
    tIndex: InputScore;
    cortisol: InputScore;
    hydration: MaybeInputScore;
    recovery: MaybeInputScore;
  };
}

export interface TeamSignals {
  sleep: SleepFacts;
  form: FormFacts;
  stress: StressFacts;
  weather: WeatherFacts;
  injuries: readonly InjuryEntry[] | null;
}

export function teamBioBoost(signals: TeamSignals, explain: boolean): TeamBioBoost {
  const inputs = explain
    ? {
        sleep: sleepScore(signals.sleep),
        tIndex: tIndexScore(signals.form),
        cortisol: cortisolScore(signals.stress),
        hydration: hydrationScore(signals.weather),
        recovery: teamRecoveryScore(signals.injuries),
      }
    : {
        sleep: { value: sleepValue(signals.sleep), reason: '' },
        tIndex: { value: tIndexValue(signals.form), reason: '' },
        cortisol: { value: cortisolValue(signals.stress), reason: '' },
        hydration: { value: hydrationValue(signals.weather), reason: '' },
        recovery: { value: teamRecoveryValue(signals.injuries), reason: '' },
      };
  const score = bioBoostOfKnown({
    sleep: inputs.sleep.value,
    tIndex: inputs.tIndex.value,
    cortisol: inputs.cortisol.value,
    hydration: inputs.hydration.value,
    recovery: inputs.recovery.value,
  });
  return { score, inputs };
}
