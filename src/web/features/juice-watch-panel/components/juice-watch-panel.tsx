import { Siren } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isOneOf } from '../../../../shared/guards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StillComputing } from '../../../components/ui/still-computing.tsx';
import { useAlertSummary } from '../api/get-alert-summary.ts';
import { INTENSITIES, type Preferences, readPreferences, savePreferences } from '../lib/preferences.ts';
import { WeekAlerts } from './week-alerts.tsx';

/** The alerts are found after the record, so their computing line says so. */
export const ALERTS_COMPUTING = 'this week’s alerts (found after the record)';

const SWITCHES: { key: Exclude<keyof Preferences, 'intensity'>; label: string }[] = [
  { key: 'juiceWatch', label: 'Juice Watch' },
  { key: 'satiricalMode', label: 'Satirical Mode (BETA)' },
  { key: 'soundEffects', label: 'Gorilla Sound Effects' },
  { key: 'pushNotifications', label: 'Push Notifications' },
  { key: 'weeklyDigest', label: 'Weekly Digest' },
];

/** The home page's Juice Watch panel: the real summary of this week's alerts and local preferences. */
export function JuiceWatchPanel() {
  const summary = useAlertSummary();
  const id = useId();
  const [prefs, setPrefs] = useState(readPreferences);
  const [saved, setSaved] = useState<boolean>();
  const set = (patch: Partial<Preferences>) => {
    setPrefs((p) => ({ ...p, ...patch }));
    setSaved(undefined);
  };
  return (
    <section id="alerts" aria-labelledby={`${id}-h`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-h`} className="flex items-center gap-2 font-display text-xl text-banana-400">
        <Siren className="size-5" aria-hidden="true" /> Juice Watch Alerts
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardTitle>This week</CardTitle>
          <CardDescription>
            Alerts our jobs raised from real line, injury and weather changes.
          </CardDescription>
          <CardContent>
            <QueryState query={summary} what="this week's alerts" pending={<Skeleton className="h-48" />}>
              {(data) =>
                // Not "Alerts sent 0" before the catch-up has looked for them (decision 150).
                data.computing ? (
                  <StillComputing computing={data.computing} what={ALERTS_COMPUTING} />
                ) : (
                  <WeekAlerts data={data} />
                )
              }
            </QueryState>
          </CardContent>
          <Button asChild variant="link" size="flush" className="mt-2">
            <Link to="/alerts">Open Juice Watch</Link>
          </Button>
        </Card>
        <Card>
          <CardTitle>Your alert settings</CardTitle>
          <CardDescription>Saved on this device only.</CardDescription>
          <CardContent className="space-y-2">
            {SWITCHES.map((s) => (
              <label
                key={s.key}
                className="flex min-h-11 items-center justify-between gap-3 text-sm text-moss-200"
              >
                {s.label}
                <input
                  type="checkbox"
                  checked={prefs[s.key]}
                  onChange={(e) => set({ [s.key]: e.target.checked })}
                  className="size-5 accent-banana-400"
                />
              </label>
            ))}
            <label className="flex min-h-11 items-center justify-between gap-3 text-sm text-moss-200">
              Gorilla intensity
              <select
                value={prefs.intensity}
                onChange={(e) => isOneOf(INTENSITIES, e.target.value) && set({ intensity: e.target.value })}
                className="h-11 rounded-lg border border-control bg-canopy-950 px-3 text-moss-100"
              >
                <option value="zen">Zen</option>
                <option value="alpha">Alpha</option>
                <option value="bananas">Bananas</option>
              </select>
            </label>
            <div className="flex items-center gap-3 pt-2">
              <Button variant="secondary" onClick={() => setSaved(savePreferences(prefs))}>
                Save
              </Button>
              <p aria-live="polite" className="text-sm text-moss-300">
                {saved === true && 'Saved on this device.'}
                {saved === false && 'This browser does not allow saving.'}
              </p>
            </div>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
