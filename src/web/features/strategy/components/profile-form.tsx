import type { FormEvent } from 'react';
import {
  AVOIDANCE_FACTORS,
  BANKROLL_MIN,
  BANKROLL_STEP,
  BET_TYPES,
  BETTING_STYLES,
  EXPERIENCE_LEVELS,
  PRESET_NAMES,
  PRESETS,
  type ProfileProblems,
  RISK_TOLERANCES,
  type StrategyProfile,
  UNIT_MIN,
  UNIT_STEP,
} from '../../../../domain/strategy/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

const LABEL: Record<string, string> = {
  conservative: 'Conservative',
  medium: 'Medium',
  aggressive: 'Aggressive',
  balanced: 'Balanced',
  value: 'Value',
  contrarian: 'Contrarian',
  sharp: 'Sharp',
  spread: 'Spread',
  total: 'Total',
  moneyline: 'Moneyline',
  primetime: 'Prime-time games',
  divisional: 'Divisional games',
  weather: 'Bad weather',
  travel: 'Long travel (2,000+ miles)',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

interface ProfileFormProps {
  profile: StrategyProfile;
  problems: ProfileProblems;
  onChange: (profile: StrategyProfile) => void;
  onSubmit: () => void;
}

function Select<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-moss-200">
      {props.label}
      <select
        value={props.value}
        onChange={(e) => {
          const chosen = props.options.find((o) => o === e.target.value);
          if (chosen !== undefined) props.onChange(chosen);
        }}
        className="h-11 rounded-lg border border-control bg-canopy-950 px-3 text-moss-100"
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {LABEL[o] ?? o}
          </option>
        ))}
      </select>
    </label>
  );
}

function Checks<T extends string>(props: {
  legend: string;
  values: readonly T[];
  options: readonly T[];
  error?: string;
  onChange: (values: T[]) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-moss-200">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {props.options.map((o) => (
          <label key={o} className="inline-flex min-h-11 items-center gap-2 text-moss-100">
            <input
              type="checkbox"
              className="size-5 accent-banana-400"
              checked={props.values.includes(o)}
              onChange={(e) =>
                props.onChange(e.target.checked ? [...props.values, o] : props.values.filter((v) => v !== o))
              }
            />
            {LABEL[o] ?? o}
          </label>
        ))}
      </div>
      {props.error && (
        <p role="alert" className="text-sm text-ember-400">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

/** Spec 02's profile form with its presets; bankroll ≥ 100 step 100, unit ≥ 10 step 10 (§5). */
export function ProfileForm({ profile, problems, onChange, onSubmit }: ProfileFormProps) {
  const set = (patch: Partial<StrategyProfile>) => onChange({ ...profile, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card className="space-y-4">
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-moss-100">Your betting profile</h2>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Presets</legend>
          {PRESET_NAMES.map((name) => (
            <Button key={name} type="button" variant="secondary" onClick={() => onChange(PRESETS[name])}>
              {LABEL[name]} preset
            </Button>
          ))}
        </fieldset>
      </div>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Risk tolerance"
            value={profile.riskTolerance}
            options={RISK_TOLERANCES}
            onChange={(v) => set({ riskTolerance: v })}
          />
          <Select
            label="Betting style"
            value={profile.bettingStyle}
            options={BETTING_STYLES}
            onChange={(v) => set({ bettingStyle: v })}
          />
          <TextField
            label="Bankroll ($)"
            type="number"
            inputMode="numeric"
            min={BANKROLL_MIN}
            step={BANKROLL_STEP}
            value={Number.isNaN(profile.bankrollSize) ? '' : profile.bankrollSize}
            error={problems.bankrollSize}
            onChange={(e) => set({ bankrollSize: e.target.valueAsNumber })}
          />
          <TextField
            label="Unit size ($)"
            type="number"
            inputMode="numeric"
            min={UNIT_MIN}
            step={UNIT_STEP}
            value={Number.isNaN(profile.unitSize) ? '' : profile.unitSize}
            error={problems.unitSize}
            onChange={(e) => set({ unitSize: e.target.valueAsNumber })}
          />
          <Select
            label="Experience"
            value={profile.experience}
            options={EXPERIENCE_LEVELS}
            onChange={(v) => set({ experience: v })}
          />
        </div>
        <Checks
          legend="Preferred bets"
          values={profile.preferredBets}
          options={BET_TYPES}
          error={problems.preferredBets}
          onChange={(v) => set({ preferredBets: v })}
        />
        <Checks
          legend="Avoid"
          values={profile.avoidanceFactors}
          options={AVOIDANCE_FACTORS}
          onChange={(v) => set({ avoidanceFactors: v })}
        />
        <Button type="submit">Generate Strategy</Button>
      </form>
    </Card>
  );
}
