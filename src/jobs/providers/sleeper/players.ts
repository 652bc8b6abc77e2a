// Sleeper's public players endpoint (no key): every NFL player keyed by Sleeper id, with team and
// injury status. The full answer is about 15 MB.
import { z } from 'zod';
import type { HttpClient } from '../../http/http-client.ts';
import { parseJson } from '../json.ts';

export const SleeperPlayer = z.object({
  full_name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  position: z.string().nullish(),
  team: z.string().nullish(),
  status: z.string().nullish(),
  injury_status: z.string().nullish(),
  gsis_id: z.string().nullish(),
});
export type SleeperPlayer = z.output<typeof SleeperPlayer>;

export const SleeperPlayers = z
  .record(z.string(), SleeperPlayer)
  .refine((r) => Object.keys(r).length > 0, 'no players in the answer');

export const parseSleeperPlayers = (text: string) => parseJson('Sleeper players', text, SleeperPlayers);

export async function fetchSleeperPlayers(http: HttpClient, baseUrl: string) {
  return parseSleeperPlayers((await http.getText(`${baseUrl}/v1/players/nfl`)).text);
}
