import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A placeholder block. Give it the size of what replaces it (UI.md §6: skeletons of final size), so
 * the page does not jump when the data arrives. The surrounding QueryState announces the loading.
 */
export function Skeleton({
  className,
  shape = 'block',
  ...props
}: ComponentProps<'div'> & {
  /** `card` for the place of a Card (its rounder corners). A className only adds (decision 140). */
  shape?: 'block' | 'card';
}) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'bg-canopy-800 motion-safe:animate-pulse',
        shape === 'card' ? 'rounded-xl' : 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}
