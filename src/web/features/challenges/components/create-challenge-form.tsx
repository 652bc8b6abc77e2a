import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  CHALLENGE_KINDS,
  CHALLENGE_PERIODS,
  type ChallengeKind,
  type ChallengePeriod,
  type ChallengeSummary,
  CreateChallengeBody,
  DESCRIPTION_MAX,
} from '../../../../shared/api/challenges.ts';
import { isOneOf } from '../../../../shared/guards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import {
  apiFieldErrors,
  type FieldErrors,
  readableError,
  zodFieldErrors,
} from '../../../lib/field-errors.ts';
import { useCreateChallenge } from '../api/challenges-api.ts';
import { KIND_NAMES, PERIOD_NAMES } from './challenge-labels.tsx';

const DEFAULT_KIND: ChallengeKind = 'spreads';
const DEFAULT_PERIOD: ChallengePeriod = 'weekly';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-moss-200">
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="text-sm text-ember-400">
          {error}
        </p>
      )}
    </div>
  );
}

const control = 'h-11 rounded-lg border border-control bg-canopy-950 px-3 text-moss-100';

/**
 * The create-challenge form: checked with the API's own schema before sending; a refusal keeps what
 * was typed and shows the reason by its field (or above the form when it names none).
 */
export function CreateChallengeForm({
  today,
  onCreated,
}: {
  /** The server's New York date, the default start. */
  today: string;
  onCreated: (c: ChallengeSummary) => void;
}) {
  const [form, setForm] = useState({
    title: '',
    description: '',
    kind: DEFAULT_KIND,
    period: DEFAULT_PERIOD,
    startDate: today,
    endDate: today,
    capacity: '16',
    entryCoins: '0',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateChallenge();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const tournament = form.period === 'tournament';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title: form.title,
      description: form.description,
      kind: form.kind,
      period: form.period,
      startDate: form.startDate,
      entryCoins: Number(form.entryCoins),
      ...(tournament ? { endDate: form.endDate, capacity: Number(form.capacity) } : {}),
    };
    const checked = CreateChallengeBody.safeParse(body);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error));
    setErrors({});
    create.mutate(body, {
      onSuccess: (answer) => onCreated(answer.challenge),
      onError: (error) => setErrors(apiFieldErrors(error.message)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      {create.isError && Object.keys(errors).length === 0 && (
        <FormMessage tone="error">{readableError(create.error)}</FormMessage>
      )}
      <TextField
        label="Title"
        value={form.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errors.title}
      />
      <Field label="Description (optional)" error={errors.description}>
        {(id, describedBy) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            maxLength={DESCRIPTION_MAX}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            className="min-h-20 rounded-lg border border-control bg-canopy-950 p-3 text-moss-100"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kind" error={errors.kind}>
          {(id) => (
            <select
              id={id}
              className={control}
              value={form.kind}
              onChange={(e) => isOneOf(CHALLENGE_KINDS, e.target.value) && set({ kind: e.target.value })}
            >
              {CHALLENGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_NAMES[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Period" error={errors.period}>
          {(id) => (
            <select
              id={id}
              className={control}
              value={form.period}
              onChange={(e) => isOneOf(CHALLENGE_PERIODS, e.target.value) && set({ period: e.target.value })}
            >
              {CHALLENGE_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_NAMES[p]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={tournament ? 'First day' : 'Date in the period'}
          type="date"
          value={form.startDate}
          onChange={(e) => set({ startDate: e.target.value })}
          error={errors.startDate}
          hint={tournament ? undefined : 'Daily: that day; weekly: its NFL week; season: its season.'}
        />
        {tournament && (
          <TextField
            label="Last day"
            type="date"
            value={form.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
            error={errors.endDate}
          />
        )}
        {tournament && (
          <TextField
            label="Capacity"
            type="number"
            inputMode="numeric"
            min={2}
            value={form.capacity}
            onChange={(e) => set({ capacity: e.target.value })}
            error={errors.capacity}
          />
        )}
        <TextField
          label="Entry (virtual Jungle coins)"
          type="number"
          inputMode="numeric"
          min={0}
          value={form.entryCoins}
          onChange={(e) => set({ entryCoins: e.target.value })}
          error={errors.entryCoins}
          hint="Virtual only: no money is paid or won."
        />
      </div>
      <div>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create Challenge'}
        </Button>
      </div>
    </form>
  );
}
