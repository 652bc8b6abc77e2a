import type { ComponentProps, ReactNode } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-control bg-canopy-950 px-3 text-moss-100 aria-invalid:border-ember-400';

/**
 * A labelled control with its hint below; the label wraps the control so it names it. A required field
 * shows a marker beside its label (hidden from screen readers, which hear the control's `required`); its
 * problem shows under it, with the id the control names in `aria-describedby` (decision 144).
 */
export function Field({
  label,
  hint,
  required = false,
  error,
  errorId,
  children,
}: {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  error?: string | undefined;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is passed as a child, which the label wraps */}
      <label className="flex min-w-0 flex-col gap-1 text-sm text-moss-200">
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
        {children}
        {hint && <span className="text-xs text-moss-300">{hint}</span>}
      </label>
      {error && (
        <p id={errorId} className="text-sm text-ember-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The visible "required" marker, explained once per form by `RequiredNote`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-ember-400">
      *
    </span>
  );
}

export function RequiredNote() {
  return (
    <p className="mt-1 text-xs text-moss-300">
      Fields marked <RequiredMark /> are required.
    </p>
  );
}

export function MoneyInput(props: ComponentProps<'input'>) {
  return <input type="number" inputMode="decimal" min="0" step="0.01" className={inputClass} {...props} />;
}
