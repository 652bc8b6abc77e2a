import { useState } from 'react';
import type { RgStatus } from '../../../../shared/api/rg.ts';
import { COOL_OFF_PERIODS } from '../../../../shared/bet-terms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useStartBreak } from '../api/rg.ts';
import { type BreakEvent, breakStep, coolOffLabel, START } from '../lib/break-flow.ts';
import { BreakConfirm } from './break-confirm.tsx';
import { HelpLines } from './help-lines.tsx';

/**
 * Cool-offs and self-exclusion, each through a confirm step (decision 094, "Web"); once a break is in
 * force, what it is and until when replace the choices. Help lines beside both.
 */
export function BreakPanel({ status }: { status: RgStatus }) {
  const start = useStartBreak();
  const [flow, setFlow] = useState(START);
  const send = (event: BreakEvent) => {
    const next = breakStep(flow, event);
    setFlow(next.flow);
    if (next.send) start.mutate(next.send);
  };
  return (
    <Card asChild>
      <section aria-labelledby="take-a-break" className="space-y-3">
        <CardTitle id="take-a-break">Take a break</CardTitle>
        {status.state !== 'none' ? (
          <BreakInForce status={status} />
        ) : flow.step === 'confirm' ? (
          // Still "pending" after success, until the refetched status replaces this step with the break.
          <BreakConfirm flow={flow} send={send} pending={start.isPending || start.isSuccess} />
        ) : (
          <>
            <p className="text-sm text-moss-300">
              A break hides all picks and stops our newsletter to you until it ends. It cannot be shortened.
            </p>
            <div className="flex flex-wrap gap-2">
              {COOL_OFF_PERIODS.map((period) => (
                <Button
                  key={period}
                  variant="secondary"
                  onClick={() => send({ type: 'choose', choice: { kind: 'cool-off', period } })}
                >
                  Cool off for {coolOffLabel(period)}…
                </Button>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="ghost"
                onClick={() => send({ type: 'choose', choice: { kind: 'self-exclusion', period: '6m' } })}
              >
                Self-exclude for 6 months…
              </Button>
              <Button
                variant="ghost"
                onClick={() =>
                  send({ type: 'choose', choice: { kind: 'self-exclusion', period: 'permanent' } })
                }
              >
                Self-exclude permanently…
              </Button>
            </div>
          </>
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

/** The completed state: which break, until when in the viewer's zone, and that it cannot be shortened. */
function BreakInForce({ status }: { status: RgStatus }) {
  const kind = status.state === 'cool_off' ? 'cool-off' : 'self-exclusion';
  const until = status.permanent
    ? ' permanently'
    : status.until
      ? ` until ${formatInstant(status.until)}`
      : ', with no end date on record';
  return (
    <p role="status" className="font-semibold text-banana-400">
      You are on a {kind}
      {until}. Picks are hidden until it ends; it cannot be shortened.
    </p>
  );
}
