import { type BettingSettings, BettingSettingsView } from '../../../../shared/api/bets.ts';
import { apiSend } from '../../../lib/api-fetch.ts';
import { useBetsMutation } from './use-bets-mutation.ts';

/** PUT /api/user/betting-settings: bankroll, max bet and the weekly limits (a raise waits 24 hours). */
export const saveBettingSettings = (settings: BettingSettings) =>
  apiSend('PUT', '/api/user/betting-settings', settings, BettingSettingsView);

export const useSaveSettings = () => useBetsMutation(saveBettingSettings);
