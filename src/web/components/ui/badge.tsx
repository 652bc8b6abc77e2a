import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// A short status label. Meaning never rests on colour alone (UI.md §4): a badge always carries a
// word, and callers add an icon (✓ W, ✕ L, a clock for stale).
const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 font-semibold [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        positive: 'border-leaf-500/40 text-leaf-400',
        warning: 'border-banana-500/50 text-banana-400',
        negative: 'border-ember-500/50 text-ember-400',
        neutral: 'border-control text-moss-300',
      },
      /** `md` where the badge is the headline of its card (the week's status, a playground call). */
      size: { sm: 'text-xs', md: 'text-sm' },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({
  className,
  tone,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
