import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// Every button and button-styled link of the app. Heights are 44 px at every size: the smallest tap
// target a phone user can hit reliably (UI.md §1), and one height keeps rows of controls aligned.
// A caller's className only adds (margins, display): cn() does not merge class lists, so a look that
// differs from the base (no padding, a larger icon, growing in a row) is a variant here (decision 140).
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-banana-400 text-canopy-950 hover:bg-banana-300',
        // Control border #427f5c: 3:1 or more on every canopy surface (WCAG 1.4.11), unlike canopy-500.
        secondary: 'border border-control bg-canopy-900 text-moss-100 hover:bg-canopy-800',
        ghost: 'text-moss-200 hover:bg-canopy-700 hover:text-moss-100',
        link: 'text-banana-400 underline-offset-4 hover:text-banana-300 hover:underline',
      },
      size: {
        md: 'h-11 px-5 [&_svg]:size-4',
        compact: 'h-11 px-3 [&_svg]:size-4',
        /** No side padding: a link-styled button that lines up with the text around it. */
        flush: 'h-11 px-0 [&_svg]:size-4',
        icon: 'size-11 [&_svg]:size-4',
        /** The phone menu's toggle: a larger icon in the same 44 px square. */
        'icon-large': 'size-11 [&_svg]:size-6',
        /** An icon on a phone, icon and words from 640 px (the bar's sign-in link). */
        'icon-then-compact': 'h-11 w-11 px-0 sm:w-auto sm:px-3 [&_svg]:size-4',
      },
      /** Shares a row's free width (the modal's main action beside Back) instead of keeping its own. */
      grow: { true: 'flex-1', false: 'shrink-0' },
    },
    defaultVariants: { variant: 'primary', size: 'md', grow: false },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child (a router Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Disables the button and shows a spinner while its action runs. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  grow,
  asChild = false,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, grow }), className);
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
