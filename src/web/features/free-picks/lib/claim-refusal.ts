import { FreePickRefusal, type FreePickState } from '../../../../shared/api/free-picks.ts';
import { ApiRequestError } from '../../../lib/api-fetch.ts';
import { formatKickoff } from '../../../lib/format.ts';

/** The viewer's state a refused claim carries (the 403 past the week's limit, issue 20), if any. */
export function refusedState(error: Error): FreePickState | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return undefined;
  return FreePickRefusal.safeParse(error.body).data?.state;
}

/**
 * What a refused claim says. Past the limit: when the free picks come back, as an instant in the
 * viewer's zone with the zone named (the server's words say only "Tuesday 03:00"); else its message.
 */
export function claimRefusalText(error: Error): string {
  const state = refusedState(error);
  if (!state) return error.message;
  return `You have used your ${state.limit} free picks this week. They come back ${formatKickoff(state.resetsAt)}; Premium opens every pick.`;
}
