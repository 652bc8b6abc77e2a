import { useState } from 'react';
import type { RgStatus } from '../../../../shared/api/rg.ts';
import { SELF_EXCLUSION_CONFIRMATION } from '../../../../shared/api/rg.ts';
import type { SelfExclusionPeriod } from '../../../../shared/bet-terms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useStartBreak } from '../api/rg.ts';
import { HelpLines } from './help-lines.tsx';

const COOL_OFFS = [
  { period: '24h', label: '24 hours' },
  { period: '7d', label: '7 days' },
  { period: '30d', label: '30 days' },
] as const;

/** Cool-off buttons and the two-step self-exclusion, with the help lines beside them. */
export function BreakPanel({ status }: { status: RgStatus }) {
  const start = useStartBreak();
  const [exclusion, setExclusion] = useState<SelfExclusionPeriod | null>(null);
  const [typed, setTyped] = useState('');
  return (
    <Card asChild>
      <section aria-labelledby="take-a-break" className="space-y-3">
        <CardTitle id="take-a-break">Take a break</CardTitle>
        {status.state !== 'none' && (
          <p className="font-semibold text-banana-400">
            You are on a {status.state === 'cool_off' ? 'cool-off' : 'self-exclusion'}{' '}
            {status.permanent ? 'permanently' : status.until ? `until ${formatInstant(status.until)}` : ''}.
          </p>
        )}
        <p className="text-sm text-moss-300">
          A break hides all picks and stops our newsletter to you until it ends. It can be made longer, never
          shorter.
        </p>
        <div className="flex flex-wrap gap-2">
          {COOL_OFFS.map((c) => (
            <Button
              key={c.period}
              variant="secondary"
              loading={start.isPending && start.variables?.period === c.period}
              onClick={() => start.mutate({ kind: 'cool-off', period: c.period })}
            >
              Cool off for {c.label}
            </Button>
          ))}
        </div>
        {exclusion === null ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={() => setExclusion('6m')}>
              Self-exclude for 6 months…
            </Button>
            <Button variant="ghost" onClick={() => setExclusion('permanent')}>
              Self-exclude permanently…
            </Button>
          </div>
        ) : (
          <form
            className="space-y-2 rounded-lg border border-ember-400/60 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              start.mutate({ kind: 'self-exclusion', period: exclusion, confirm: typed.trim() });
            }}
          >
            <p className="text-sm text-moss-100">
              Self-exclusion {exclusion === 'permanent' ? 'never ends' : 'lasts 6 months'} and cannot be
              lifted early. To confirm a second time, type {SELF_EXCLUSION_CONFIRMATION}.
            </p>
            <label className="flex flex-col gap-1 text-sm">
              Type {SELF_EXCLUSION_CONFIRMATION}
              <input
                className="h-11 rounded-lg border border-control bg-canopy-950 px-3"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </label>
            <div className="flex gap-2">
              <Button
                type="submit"
                disabled={typed.trim() !== SELF_EXCLUSION_CONFIRMATION}
                loading={start.isPending}
              >
                Exclude me
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setExclusion(null);
                  setTyped('');
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        )}
        <div aria-live="polite" className="text-sm">
          {start.isError && (
            <p role="alert" className="text-ember-400">
              {start.error.message}
            </p>
          )}
        </div>
        <h3 className="pt-2 text-sm font-semibold text-moss-100">Need to talk to someone?</h3>
        <HelpLines className="space-y-1 text-sm" />
      </section>
    </Card>
  );
}
