import { useEffect, useRef } from 'react';
import { SELF_EXCLUSION_CONFIRMATION } from '../../../../shared/api/rg.ts';
import { Button } from '../../../components/ui/button.tsx';
import { type BreakEvent, type BreakFlow, breakConsequence, canConfirm } from '../lib/break-flow.ts';

interface BreakConfirmProps {
  flow: Extract<BreakFlow, { step: 'confirm' }>;
  send: (event: BreakEvent) => void;
  pending: boolean;
}

/**
 * The step between choosing a break and starting it: what will happen, for how long, that it cannot be
 * shortened. Focus moves here when it opens (a keyboard or screen-reader user lands on the question);
 * Escape cancels like the Cancel button.
 */
export function BreakConfirm({ flow, send, pending }: BreakConfirmProps) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { choice } = flow;
  return (
    <form
      ref={ref}
      tabIndex={-1}
      aria-labelledby="break-confirm-title"
      aria-describedby="break-confirm-text"
      className="space-y-2 rounded-lg border border-ember-400/60 p-3 outline-none focus-visible:ring-2 focus-visible:ring-banana-400"
      onKeyDown={(e) => send({ type: 'key', key: e.key })}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'confirm' });
      }}
    >
      <h3 id="break-confirm-title" className="font-semibold text-moss-100">
        Start a {choice.kind === 'cool-off' ? 'cool-off' : 'self-exclusion'}?
      </h3>
      <p id="break-confirm-text" className="text-sm text-moss-100">
        {breakConsequence(choice)}
      </p>
      {choice.kind === 'self-exclusion' && (
        <label className="flex flex-col gap-1 text-sm">
          To confirm a second time, type {SELF_EXCLUSION_CONFIRMATION}
          <input
            className="h-11 rounded-lg border border-control bg-canopy-950 px-3"
            value={flow.typed}
            onChange={(e) => send({ type: 'type', text: e.target.value })}
          />
        </label>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!canConfirm(flow)} loading={pending}>
          Start my break
        </Button>
        <Button type="button" variant="ghost" onClick={() => send({ type: 'cancel' })}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
