import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// Every button and button-styled link of the app. Heights are 44 px at every size: the smallest tap
// target a phone user can hit reliably (UI.md §1), and one height keeps rows of controls aligned.
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
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
        md: 'h-11 px-5',
        compact: 'h-11 px-3',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
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
  asChild = false,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
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
