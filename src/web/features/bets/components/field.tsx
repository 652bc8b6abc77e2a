import type { ComponentProps, ReactNode } from 'react';

export const inputClass = 'h-11 w-full rounded-lg border border-control bg-canopy-950 px-3 text-moss-100';

/** A labelled control with its hint below; the label wraps the control so it names it. */
export function Field({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed as a child, which the label wraps
    <label className="flex min-w-0 flex-col gap-1 text-sm text-moss-200">
      {label}
      {children}
      {hint && <span className="text-xs text-moss-300">{hint}</span>}
    </label>
  );
}

export function MoneyInput(props: ComponentProps<'input'>) {
  return <input type="number" inputMode="decimal" min="0" step="0.01" className={inputClass} {...props} />;
}
