import { BetWritten, type PatchBetBody } from '../../../../shared/api/bets.ts';
import { apiSend } from '../../../lib/api-fetch.ts';
import { useBetsMutation } from './use-bets-mutation.ts';

// One open bet: PATCH (a new stake) and DELETE /api/user/bets/:id.

export const changeBet = ({ id, change }: { id: number; change: PatchBetBody }) =>
  apiSend('PATCH', `/api/user/bets/${id}`, change, BetWritten);

export const deleteBet = (id: number) => apiSend('DELETE', `/api/user/bets/${id}`, {}, BetWritten);

export const useChangeBet = () => useBetsMutation(changeBet);
export const useDeleteBet = () => useBetsMutation(deleteBet);
