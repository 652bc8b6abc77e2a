import { useState } from 'react';
import { ALERT_LEVELS } from '../../../../shared/api/notifications.ts';
import { isOneOf } from '../../../../shared/guards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { readableError } from '../../../lib/field-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTriggerAlert } from '../api/notifications.ts';

const LEVEL_LABELS: Record<(typeof ALERT_LEVELS)[number], string> = {
  zen_gorilla: 'Zen Gorilla (calm)',
  alpha_ape: 'Alpha Ape (opportunity)',
  full_bananas: 'Full Bananas (critical)',
};

/**
 * Spec 02 §8's Juice Watch alert trigger: a testing and demo tool, for admins here (the spec left it
 * open to any visitor). What it sends says it is a test alert sent by an admin.
 */
export function AlertTrigger() {
  const [playerId, setPlayerId] = useState('');
  const [level, setLevel] = useState<(typeof ALERT_LEVELS)[number]>('alpha_ape');
  const [message, setMessage] = useState('');
  const trigger = useTriggerAlert();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    trigger.mutate(
      { playerId: playerId.trim(), alertType: level, message: message.trim() || undefined },
      {
        onSuccess: (answer) =>
          showToast({ kind: 'success', message: 'Alert Triggered', description: answer.message }),
        onError: () =>
          showToast({
            kind: 'error',
            message: 'Alert Failed',
            description: 'Failed to trigger Juice Watch alert. Please try again.',
          }),
      },
    );
  };
  return (
    <Card asChild>
      <section aria-labelledby="alert-trigger" className="space-y-4">
        <div>
          <h2 id="alert-trigger" className="font-semibold text-moss-100">
            Juice Watch alert trigger (admins)
          </h2>
          <p className="text-sm text-moss-300">
            A testing and demo tool: pushes a test alert, labelled as sent by an admin, to every subscriber
            who wants it now.
          </p>
        </div>
        <form className="grid max-w-xl gap-3" onSubmit={submit}>
          <TextField
            label="Player id"
            hint="The nflverse id from the player’s page address, e.g. 00-0033873"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value)}
            required
          />
          <label className="flex flex-col gap-1 text-sm font-medium text-moss-200">
            Alert level
            <select
              value={level}
              onChange={(e) => isOneOf(ALERT_LEVELS, e.target.value) && setLevel(e.target.value)}
              className="h-11 rounded-lg border border-control bg-canopy-950 px-2 text-moss-100"
            >
              {ALERT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_LABELS[l]}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="Message (optional)"
            value={message}
            maxLength={280}
            onChange={(e) => setMessage(e.target.value)}
          />
          {trigger.isError && <FormMessage tone="error">{readableError(trigger.error)}</FormMessage>}
          {trigger.isSuccess && (
            <FormMessage tone="success">{`${trigger.data.payload.title} — ${trigger.data.message}`}</FormMessage>
          )}
          <div>
            <Button type="submit" loading={trigger.isPending}>
              Trigger alert
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
