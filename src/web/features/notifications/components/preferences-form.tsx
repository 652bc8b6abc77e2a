import { useState } from 'react';
import type { PushPreferencesBody } from '../../../../shared/api/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { readableError } from '../../../lib/field-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSavePushPreferences } from '../api/notifications.ts';

type Toggle =
  | 'juiceWatch'
  | 'lineMovements'
  | 'playerUpdates'
  | 'weeklyDigest'
  | 'criticalOnly'
  | 'favoriteTeamsOnly';

const TOGGLES: { key: Toggle; label: string; detail: string }[] = [
  {
    key: 'juiceWatch',
    label: 'Juice Watch alerts',
    detail: 'Every alert kind below; off turns them all off.',
  },
  { key: 'lineMovements', label: 'Line movements', detail: 'Consensus line moves and steam across books.' },
  { key: 'playerUpdates', label: 'Player updates', detail: 'Starters’ injury-report changes.' },
  {
    key: 'weeklyDigest',
    label: 'Weekly digest',
    detail: 'Tuesday, after the week is graded: last week’s record and this week’s games, once a week.',
  },
  { key: 'criticalOnly', label: 'Critical only', detail: 'Only high-urgency alerts (Full Bananas).' },
  {
    key: 'favoriteTeamsOnly',
    label: 'My teams only',
    detail: 'Only games of the favourite teams on your Profile.',
  },
];

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';

/** The five toggles of spec 02 §8, plus teams and quiet hours; Save stores them with the account. */
export function PreferencesForm({ preferences }: { preferences: PushPreferencesBody }) {
  const [values, setValues] = useState<PushPreferencesBody>(preferences);
  const save = useSavePushPreferences();
  const changed = JSON.stringify(values) !== JSON.stringify(preferences);
  const zone = browserZone();
  const submit = () =>
    save.mutate(values, {
      onSuccess: () => showToast({ kind: 'success', message: 'Settings Updated' }),
    });
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <ul className="divide-y divide-canopy-700 rounded-xl border border-canopy-700">
        {TOGGLES.map(({ key, label, detail }) => (
          <li key={key} className="flex items-center justify-between gap-4 p-3">
            <label htmlFor={`push-${key}`} className="min-w-0">
              <span className="block text-sm font-medium text-moss-100">{label}</span>
              <span className="block text-xs text-moss-300">{detail}</span>
            </label>
            <input
              id={`push-${key}`}
              type="checkbox"
              role="switch"
              aria-checked={values[key]}
              checked={values[key]}
              disabled={key !== 'juiceWatch' && !values.juiceWatch}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
              className="size-6 shrink-0 accent-banana-400"
            />
          </li>
        ))}
      </ul>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-moss-100">Quiet hours</legend>
        <label className="flex items-center gap-2 text-sm text-moss-200">
          <input
            type="checkbox"
            checked={values.quietHours !== null}
            onChange={(e) =>
              setValues((v) => ({
                ...v,
                quietHours: e.target.checked ? { start: 22, end: 7 } : null,
                timeZone: e.target.checked ? zone : v.timeZone,
              }))
            }
            className="size-5 accent-banana-400"
          />
          No alerts at night
        </label>
        {values.quietHours && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-moss-200">
            <label className="flex items-center gap-2">
              From
              <select
                value={values.quietHours.start}
                onChange={(e) =>
                  setValues((v) => ({
                    ...v,
                    quietHours: { start: Number(e.target.value), end: v.quietHours?.end ?? 7 },
                  }))
                }
                className="h-11 rounded-lg border border-control bg-canopy-950 px-2"
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {hourLabel(h)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2">
              to
              <select
                value={values.quietHours.end}
                onChange={(e) =>
                  setValues((v) => ({
                    ...v,
                    quietHours: { start: v.quietHours?.start ?? 22, end: Number(e.target.value) },
                  }))
                }
                className="h-11 rounded-lg border border-control bg-canopy-950 px-2"
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {hourLabel(h)}
                  </option>
                ))}
              </select>
            </label>
            <span className="text-xs text-moss-300">{values.timeZone.replace(/_/g, ' ')} time</span>
          </div>
        )}
      </fieldset>
      {save.isError && <FormMessage tone="error">{readableError(save.error)}</FormMessage>}
      <div>
        <Button loading={save.isPending} disabled={!changed} onClick={submit}>
          {save.isPending ? 'Saving…' : 'Save preferences'}
        </Button>
      </div>
    </div>
  );
}
