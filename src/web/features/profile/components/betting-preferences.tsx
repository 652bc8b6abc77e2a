import { type FormEvent, useState } from 'react';
import {
  type PersonalProfileResponse,
  PersonalProfileUpdate,
} from '../../../../shared/api/personal-profile.ts';
import { RISK_TOLERANCES, type UserRiskTolerance } from '../../../../shared/risk-tolerance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import {
  apiFieldErrors,
  type FieldErrors,
  readableError,
  zodFieldErrors,
} from '../../../lib/field-errors.ts';
import { usePersonalProfile, useSavePersonalProfile } from '../api/personal-profile.ts';

const RISK_TEXT: Record<UserRiskTolerance, string> = {
  conservative: 'Only low-risk picks earn the risk bonus; injured players are avoided.',
  moderate: 'Low- and medium-risk picks earn the risk bonus; injured players are avoided.',
  aggressive: 'Every pick earns the risk bonus; injured players are not marked down.',
};

const text = (v: number | null) => (v === null ? '' : String(v));
const amount = (v: string) => (v.trim() === '' ? null : Number(v));

/** 'Your Personal Picks' reads these (spec 01 §9): risk tolerance here, bankroll and max bet of the tracker. */
export function BettingPreferences() {
  const query = usePersonalProfile();
  return (
    <Card asChild className="max-w-xl">
      <section aria-labelledby="betting-preferences">
        <CardTitle id="betting-preferences">Betting preferences</CardTitle>
        <p className="mt-1 text-sm text-moss-300">
          Your Personal Picks on the home page are scored and staked with these and your favourite teams.
          Bankroll and max bet are the same as in your Bet Tracker.
        </p>
        <div className="mt-3">
          <QueryState query={query} what="your betting preferences" pending={<Skeleton className="h-56" />}>
            {(data) => <BettingPreferencesForm saved={data} />}
          </QueryState>
        </div>
      </section>
    </Card>
  );
}

function BettingPreferencesForm({ saved }: { saved: PersonalProfileResponse }) {
  const [risk, setRisk] = useState<UserRiskTolerance>(saved.riskTolerance);
  const [bankroll, setBankroll] = useState(text(saved.bankroll));
  const [maxBet, setMaxBet] = useState(text(saved.maxBet));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSavePersonalProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { riskTolerance: risk, bankroll: amount(bankroll), maxBet: amount(maxBet) };
    const checked = PersonalProfileUpdate.safeParse(body);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    // On a refusal the form keeps what was typed, with the server's reason by its field.
    save.mutate(checked.data, { onError: (error) => setErrors(apiFieldErrors(error.message)) });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-moss-200">Risk tolerance</legend>
        {RISK_TOLERANCES.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="risk-tolerance"
              value={value}
              checked={risk === value}
              onChange={() => setRisk(value)}
              className="mt-1 accent-banana-400"
            />
            <span>
              <span className="block font-medium capitalize text-moss-100">{value}</span>
              <span className="block text-xs text-moss-300">{RISK_TEXT[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Bankroll ($)"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={bankroll}
          onChange={(e) => setBankroll(e.target.value)}
          error={errors.bankroll}
          hint="Empty: stakes show the spec's default $25"
        />
        <TextField
          label="Max bet ($)"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={maxBet}
          onChange={(e) => setMaxBet(e.target.value)}
          error={errors.maxBet}
          hint="Empty: 10% of the bankroll"
        />
      </div>
      {save.isError && Object.keys(errors).length === 0 && (
        <FormMessage tone="error">{readableError(save.error)}</FormMessage>
      )}
      {save.isSuccess && <FormMessage tone="success">Betting preferences saved.</FormMessage>}
      <div>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save betting preferences'}
        </Button>
      </div>
    </form>
  );
}
