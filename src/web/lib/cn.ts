import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names. It does not merge them: a class list never carries two utilities for the same
 * property, because a component's other looks are its variants (Button `size="flush"`, Card
 * `padding="sm"`, …) and a caller's className only adds. Merging at run time (tailwind-merge) cost
 * every first load 8.5 kB gz (decision 140).
 *
 * In development and tests a list with an override is reported (console.error, which fails a test):
 * it would show whichever utility the stylesheet happens to order last. tailwind-merge is only the
 * checker there; the production build drops the branch and, with it, the library.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) reportOverrides(classes);
  return classes;
}

/** The classes of `classes` that a later utility for the same property would override. */
export function overriddenClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '));
  return classes.split(/\s+/).filter((c) => c !== '' && !kept.has(c));
}

function reportOverrides(classes: string) {
  const lost = overriddenClasses(classes);
  if (lost.length > 0) {
    console.error(
      `cn(): ${lost.join(' ')} overridden in "${classes}": make the other look a variant of the component (decision 140)`,
    );
  }
}
