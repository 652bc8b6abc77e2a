import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn.ts';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The field's own problem, shown under it and announced with it (aria-describedby). */
  error?: string;
  /** A hint under the field while it has no error. */
  hint?: string;
}

/** A labelled input with its error beside it: every form of the app uses it, so errors look alike. */
export function TextField({ label, error, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-moss-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className={cn(
          'h-11 rounded-lg border bg-canopy-950 px-3 text-moss-100 placeholder:text-moss-300',
          error ? 'border-ember-400' : 'border-control',
        )}
        {...props}
      />
      {note && (
        <p id={`${id}-note`} className={cn('text-sm', error ? 'text-ember-400' : 'text-moss-300')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

/** A form-level message: a server refusal (wrong password, throttled) or a success, read out when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        tone === 'error' ? 'border-ember-500 text-ember-400' : 'border-leaf-400/60 text-leaf-400',
      )}
    >
      {children}
    </p>
  );
}
