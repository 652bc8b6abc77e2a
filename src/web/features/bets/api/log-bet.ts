import { BetWritten, type NewBetBody } from '../../../../shared/api/bets.ts';
import { apiSend } from '../../../lib/api-fetch.ts';
import { useBetsMutation } from './use-bets-mutation.ts';

/** POST /api/user/bets: logs a bet placed with a book. */
export const logBet = (bet: NewBetBody) => apiSend('POST', '/api/user/bets', bet, BetWritten);

export const useLogBet = () => useBetsMutation(logBet);
