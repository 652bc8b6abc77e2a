// "My picks" (issue 21 deliverable 2; docs/decisions/102-my-picks-and-live-panels.md): every
// contributor pick the signed-in person locked in a season, pending and graded, with their record.
import { z } from 'zod';
import { UserPick } from './contributor-picks.ts';

/** Picks on one page of the list: a season of weekly picks is rarely more than a few pages. */
export const MY_PICKS_PAGE_SIZE = 20;

export const MyPicksQuery = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the current season'),
  page: z.coerce.number().int().min(1).max(1000).default(1).describe('1-based; newest games first'),
});
export type MyPicksQuery = z.infer<typeof MyPicksQuery>;

export const MyPick = UserPick.extend({
  clvNote: z.string().nullable().describe('Why closingLineValue is unknown (null when it is known)'),
  units: z
    .number()
    .nullable()
    .describe('Won or lost staking 1 unit at the locked price; null while pending or with no price'),
}).meta({ id: 'MyPick' });
export type MyPick = z.infer<typeof MyPick>;

export const MyRecord = z
  .object({
    picks: z.number().int().describe('Every pick locked in the season (the Dashboard\'s "Total Picks Made")'),
    pending: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    pushes: z.number().int(),
    winRate: z.number().nullable().describe('Wins / (wins + losses); null with nothing decided'),
    units: z.number().nullable().describe('Sum of the graded picks with a price; null when none has one'),
    unitsPicks: z.number().int().describe('How many graded picks the units count (those with a price)'),
  })
  .meta({ id: 'MyRecord' });
export type MyRecord = z.infer<typeof MyRecord>;

export const MyPicksResponse = z
  .object({
    asOf: z.iso.datetime(),
    season: z.number().int().nullable().describe('null before any schedule is loaded'),
    seasons: z.array(z.number().int()).describe('Seasons the person has picks in, newest first'),
    record: MyRecord,
    page: z.number().int(),
    pageCount: z.number().int().describe('At least 1'),
    picks: z.array(MyPick).max(MY_PICKS_PAGE_SIZE),
  })
  .meta({ id: 'MyPicks' });
export type MyPicksResponse = z.infer<typeof MyPicksResponse>;
