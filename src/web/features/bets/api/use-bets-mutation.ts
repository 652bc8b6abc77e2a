import { useMutation, useQueryClient } from '@tanstack/react-query';
import { betKeys } from '../../../lib/query-keys.ts';

/**
 * A write to the tracker: on success everything under betKeys.all reloads (the list, record, limits
 * left, bankroll curve and suggestions all follow from the bets and settings).
 */
export function useBetsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: betKeys.all }),
  });
}
