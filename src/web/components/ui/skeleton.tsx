import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A placeholder block. Give it the size of what replaces it (UI.md §6: skeletons of final size), so
 * the page does not jump when the data arrives. The surrounding QueryState announces the loading.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-canopy-800 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
