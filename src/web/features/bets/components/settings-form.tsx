import { type FormEvent, useState } from 'react';
import type { BettingSettingsView } from '../../../../shared/api/bets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useSaveSettings } from '../api/save-betting-settings.ts';
import { Field, MoneyInput } from './field.tsx';

const text = (v: number | null) => (v === null ? '' : String(v));
const value = (v: string) => (v.trim() === '' ? null : Number(v));

/** Bankroll and max bet (for the suggested stake) and the weekly limits. Empty: none. */
export function SettingsForm({ settings }: { settings: BettingSettingsView }) {
  // The limits fields hold what the person asked for: a pending raise, not the limit in force, so
  // saving the bankroll later re-sends the same raise (which keeps its time) instead of dropping it.
  const asked = settings.pendingLimits ?? settings;
  const [form, setForm] = useState(() => ({
    bankroll: text(settings.bankroll),
    maxBet: text(settings.maxBet),
    weeklyStakeLimit: text(asked.weeklyStakeLimit),
    weeklyLossLimit: text(asked.weeklyLossLimit),
  }));
  const save = useSaveSettings();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      bankroll: value(form.bankroll),
      maxBet: value(form.maxBet),
      weeklyStakeLimit: value(form.weeklyStakeLimit),
      weeklyLossLimit: value(form.weeklyLossLimit),
    });
  };
  return (
    <Card asChild>
      <section aria-labelledby="bet-settings">
        <CardTitle id="bet-settings">Bankroll and limits</CardTitle>
        <PendingRaise settings={settings} />
        <form onSubmit={submit} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Bankroll ($)" hint="Starts the bankroll chart and sizes the suggested stake">
            <MoneyInput value={form.bankroll} onChange={set('bankroll')} />
          </Field>
          <Field label="Max bet ($)" hint="Without one: 10% of the bankroll">
            <MoneyInput value={form.maxBet} onChange={set('maxBet')} />
          </Field>
          <Field label="Weekly stake limit ($)" hint="Total stakes logged in 7 days">
            <MoneyInput value={form.weeklyStakeLimit} onChange={set('weeklyStakeLimit')} />
          </Field>
          <Field label="Weekly loss limit ($)" hint="Net loss plus open stakes in 7 days">
            <MoneyInput value={form.weeklyLossLimit} onChange={set('weeklyLossLimit')} />
          </Field>
          <div>
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </div>
        </form>
        <div aria-live="polite" className="mt-2 text-sm">
          {save.isSuccess && <p className="text-leaf-400">Saved.</p>}
          {save.isError && (
            <p role="alert" className="text-ember-400">
              {save.error.message}
            </p>
          )}
        </div>
      </section>
    </Card>
  );
}

const limitText = (v: number | null) => (v === null ? 'no limit' : `$${v.toLocaleString('en-US')}`);

/** A raised limit waits 24 hours (decision 094): what is in force now, and what applies when. */
function PendingRaise({ settings }: { settings: BettingSettingsView }) {
  const pending = settings.pendingLimits;
  if (!pending) return null;
  const when = formatInstant(pending.appliesAt);
  return (
    <p className="mt-2 text-sm text-moss-300">
      A raised limit takes effect 24 hours after you ask. In force now: stake{' '}
      {limitText(settings.weeklyStakeLimit)}, loss {limitText(settings.weeklyLossLimit)}. From {when}: stake{' '}
      {limitText(pending.weeklyStakeLimit)}, loss {limitText(pending.weeklyLossLimit)}.
    </p>
  );
}
