import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// A caller's className only adds: cn() does not merge class lists, so other padding is a variant
// (decision 140).
const cardVariants = cva('rounded-xl border bg-canopy-900/70', {
  variants: {
    tone: {
      default: 'border-canopy-700',
      /** Our own figures beside others' (the model beside the market). */
      highlight: 'border-banana-500/60',
    },
    padding: {
      md: 'p-4',
      /** A small figure tile (a challenge's stats). */
      sm: 'p-3',
      /** A card that is the page's whole message (the break notice). */
      lg: 'p-6',
      /** Content that runs to the edges (a post's cover image). */
      none: 'p-0',
    },
  },
  defaultVariants: { tone: 'default', padding: 'md' },
});

interface CardProps extends ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /** Renders the child element (an <li>, an <article>) as the card. */
  asChild?: boolean;
}

export function Card({ className, tone, padding, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return <Component className={cn(cardVariants({ tone, padding }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-start justify-between gap-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('font-semibold text-moss-100', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-xs text-moss-300', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-3', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-4 flex flex-wrap items-center gap-3', className)} {...props} />;
}
