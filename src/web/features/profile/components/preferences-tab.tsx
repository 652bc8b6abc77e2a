import { useState } from 'react';
import type { PreferenceKey, Preferences, ProfileResponse } from '../../../../shared/api/profile.ts';
import { keysOf } from '../../../../shared/guards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { readableError } from '../../../lib/field-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const LABELS: Record<PreferenceKey, { label: string; detail: string }> = {
  emailAlerts: { label: 'Email alerts', detail: 'Juice Watch alerts by email.' },
  lineMovementAlerts: {
    label: 'Line movement alerts',
    detail: 'Line moves and steam (also filters your Dashboard).',
  },
  injuryAlerts: {
    label: 'Injury alerts',
    detail: 'Starters’ injury-report changes (also filters your Dashboard).',
  },
  dfsAlerts: { label: 'DFS alerts', detail: 'Daily-fantasy news for the Top 5.' },
  weeklyNewsletter: { label: 'Weekly newsletter', detail: 'One email a week with the picks.' },
  marketingEmails: {
    label: 'Marketing emails',
    detail: 'Offers and news about Go Gorilla. Off unless you turn it on.',
  },
};

/** Spec 02's six preference toggles; Save stores them. */
export function PreferencesTab({ profile }: { profile: ProfileResponse }) {
  const [values, setValues] = useState<Preferences>(profile.preferences);
  const save = useUpdateProfile();
  const changed = keysOf(LABELS).some((k) => values[k] !== profile.preferences[k]);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <ul className="divide-y divide-canopy-700 rounded-xl border border-canopy-700">
        {keysOf(LABELS).map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 p-3">
            <label htmlFor={`pref-${key}`} className="min-w-0">
              <span className="block text-sm font-medium text-moss-100">{LABELS[key].label}</span>
              <span className="block text-xs text-moss-300">{LABELS[key].detail}</span>
            </label>
            <input
              id={`pref-${key}`}
              type="checkbox"
              role="switch"
              aria-checked={values[key]}
              checked={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
              className="size-6 shrink-0 accent-banana-400"
            />
          </li>
        ))}
      </ul>
      {save.isError && <FormMessage tone="error">{readableError(save.error)}</FormMessage>}
      {save.isSuccess && !changed && <FormMessage tone="success">Preferences saved.</FormMessage>}
      <div>
        <Button
          loading={save.isPending}
          disabled={!changed}
          onClick={() => save.mutate({ preferences: values })}
        >
          {save.isPending ? 'Saving…' : 'Save preferences'}
        </Button>
      </div>
    </div>
  );
}
