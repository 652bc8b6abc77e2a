import { z } from 'zod';
import { AlertView } from './alerts.ts';
import { ClosingLineValue, ClvUnknown } from './clv.ts';
import { Game } from './games.ts';
import { OddsBoardView } from './odds-board.ts';
import { OpenToClose } from './open-to-close.ts';
import { PublicPredictionView } from './predictions.ts';
import { singleLine } from './text.ts';

export const GameDetailParams = z.strictObject({
  id: singleLine(z.string())
    .max(40, 'at most 40 characters')
    .regex(/^\d{4}_\d{2}_[A-Z]{2,3}_[A-Z]{2,3}$/, 'an nflverse game id such as 2025_15_ATL_TB')
    .describe('nflverse game id'),
});
export type GameDetailParams = z.infer<typeof GameDetailParams>;

export const GameInjury = z.object({
  team: z.string(),
  player: z.string(),
  position: z.string().nullable(),
  status: z.string().nullable().describe('Game status on the report (Out, Doubtful, Questionable…)'),
  injury: z.string().nullable(),
  practiceStatus: z.string().nullable(),
  source: z.string(),
  reportedAt: z.iso.datetime(),
});
export type GameInjury = z.infer<typeof GameInjury>;

export const GameDetailResponse = z
  .object({
    asOf: z.iso.datetime(),
    game: Game,
    prediction: PublicPredictionView.nullable().describe(
      'null: the model has no pick for this game at the clock',
    ),
    clv: ClosingLineValue.nullable().describe(
      "The locked spread pick's closing-line value (decision 084); null when unknown: `clvUnknown` says why",
    ),
    clvUnknown: ClvUnknown,
    injuries: z
      .array(GameInjury)
      .describe(
        "Both teams' latest report entries for the game's week published by injuriesAsOf: the reports the pick's recovery input read",
      ),
    injuriesAsOf: z.iso
      .datetime()
      .describe(
        "The instant the injury list is as of: the pick's predictedAt, else the kickoff or the clock, whichever is first (decision 085)",
      ),
    odds: OddsBoardView,
    openToClose: OpenToClose,
    alerts: z.array(AlertView).describe("The game's Juice Watch alerts, newest first"),
  })
  .meta({ id: 'GameDetail' });
export type GameDetailResponse = z.infer<typeof GameDetailResponse>;
