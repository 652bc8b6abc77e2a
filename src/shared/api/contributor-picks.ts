// Contributor picks (issue 11 point 4): a signed-in person locks a pick on a game before kickoff at the
// line shown; the server takes the line it holds at that instant, refuses after kickoff and never lets
// a locked pick change. See docs/decisions/054-contributor-picks.md.
import { z } from 'zod';
import { CloseSource, ClvUnknown } from './clv.ts';
import { singleLine } from './text.ts';

export const PickMarket = z.enum(['spread', 'total', 'moneyline']);
export type PickMarket = z.infer<typeof PickMarket>;
export const PickSelection = z.enum(['home', 'away', 'over', 'under']);
export type PickSelection = z.infer<typeof PickSelection>;

const AmericanPrice = z.number().int().min(-100_000).max(100_000);
const Line = z.number().min(-100).max(200);

export const LockPickBody = z
  .strictObject({
    gameId: singleLine(
      z
        .string()
        .min(1)
        .max(40)
        .regex(/^[0-9A-Za-z_]+$/),
    ),
    market: PickMarket,
    selection: PickSelection,
    line: Line.nullable().describe(
      'The line shown: the home handicap for spreads, the total for totals, null for moneylines',
    ),
    price: AmericanPrice.nullable().describe(
      'The price shown for the picked side (null when none was shown)',
    ),
  })
  .refine((b) => (b.market === 'total') === (b.selection === 'over' || b.selection === 'under'), {
    error: 'totals take over or under; spreads and moneylines take home or away',
    path: ['selection'],
  })
  .refine((b) => (b.market === 'moneyline') === (b.line === null), {
    error: 'spreads and totals need the line shown; moneylines take none',
    path: ['line'],
  });
export type LockPickBody = z.infer<typeof LockPickBody>;

export const PickQuote = z
  .object({
    line: z.number().nullable(),
    price: z.number().int().nullable(),
    book: z.string(),
    capturedAt: z.iso.datetime(),
  })
  .meta({ id: 'PickQuote' });
export type PickQuote = z.infer<typeof PickQuote>;

export const UserPick = z
  .object({
    id: z.number().int(),
    gameId: z.string(),
    season: z.number().int(),
    week: z.number().int(),
    kickoff: z.iso.datetime(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    market: PickMarket,
    selection: PickSelection,
    line: z.number().nullable(),
    price: z.number().int().nullable(),
    book: z.string(),
    lineCapturedAt: z.iso.datetime(),
    lockedAt: z.iso.datetime().describe("The server's clock when the pick was locked"),
    status: z.enum(['pending', 'win', 'loss', 'push']),
    finalScore: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
    closingLineValue: z
      .number()
      .nullable()
      .describe(
        "Spreads and totals: points the locked line beat the close by, the close from The Odds API captures where they quote the game (decision 099), nflverse's otherwise. Moneylines: the side's no-vig chance at the captured close minus at the lock (0.03 = 3 points of chance, decision 117)",
      ),
    closeSource: CloseSource,
    clvUnknown: ClvUnknown,
  })
  .meta({ id: 'UserPick' });
export type UserPick = z.infer<typeof UserPick>;

export const LockedResponse = z.object({ pick: UserPick }).meta({ id: 'LockedPick' });

export const LockRefusal = z
  .object({
    error: z.string(),
    message: z.string(),
    code: z.enum(['kicked_off', 'line_moved', 'no_line', 'already_locked']),
    current: PickQuote.nullable().describe('The line to lock at instead (line_moved)'),
  })
  .meta({ id: 'LockRefusal' });
export type LockRefusal = z.infer<typeof LockRefusal>;

export const UserPicksResponse = z
  .object({ asOf: z.iso.datetime(), picks: z.array(UserPick) })
  .meta({ id: 'UserPicksResponse' });
export type UserPicksResponse = z.infer<typeof UserPicksResponse>;
