import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

// A page's URL state (season, week, slot, filters) as typed values. Each page declares a shape of zod
// fields at module level, e.g. `{ week: z.coerce.number().int().min(1).max(22).optional(),
// show: z.enum(['all', 'attention']).default('all') }`. A link or a bookmark can hold anything, so
// every field is read on its own and a missing or invalid value falls back to the field's default
// (or undefined): a bad `?week=banana` never breaks the page, it shows the default week.

export type SearchShape = Record<string, z.ZodType>;
export type SearchValues<S extends SearchShape> = { [K in keyof S]: z.output<S[K]> };

function fallback(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

export function parseSearch<S extends SearchShape>(shape: S, params: URLSearchParams): SearchValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const parsed = field.safeParse(params.get(key) ?? undefined);
    values[key] = parsed.success ? parsed.data : fallback(field);
  }
  return values as SearchValues<S>;
}

/**
 * The URL after a change: other parameters are kept; a value equal to its field's default (or
 * undefined) is removed, so the plain URL and the default view stay the same page.
 */
export function writeSearch<S extends SearchShape>(
  shape: S,
  patch: Partial<SearchValues<S>>,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const field = shape[key];
    if (!field) continue;
    if (value === undefined || value === null || value === fallback(field)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** For route loaders: the same values the page's hook will read, from the navigation's request. */
export function readSearch<S extends SearchShape>(shape: S, request: Request): SearchValues<S> {
  return parseSearch(shape, new URL(request.url).searchParams);
}

/**
 * The page's URL state and a setter. A change is a navigation (so Back undoes a filter) unless
 * `replace` is set, and never scrolls the page.
 */
export function useSearchState<S extends SearchShape>(shape: S) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => parseSearch(shape, params), [shape, params]);
  const update = useCallback(
    (patch: Partial<SearchValues<S>>, { replace = false }: { replace?: boolean } = {}) =>
      // From the address bar, not the hook's last render: the router re-renders in a transition, so a
      // second change right after the first (a select, then typing) would otherwise drop the first.
      setParams(() => writeSearch(shape, patch, new URLSearchParams(window.location.search)), {
        replace,
        preventScrollReset: true,
      }),
    [shape, setParams],
  );
  return [values, update] as const;
}
