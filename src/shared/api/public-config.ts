import { z } from 'zod';

/** The only configuration the browser sees. */
export const PublicConfig = z
  .object({
    version: z.string(),
    replayAt: z.iso.datetime().nullable().describe('Set when the server runs as of a past instant'),
    plan: z
      .object({
        priceCents: z.number().int().describe('The one paid plan, per month, in cents (PLAN_PRICE_CENTS)'),
        currency: z.literal('USD'),
        interval: z.literal('month'),
      })
      .describe('Every price the site shows comes from here (decision 120)'),
    links: z.object({
      chat: z.url().nullable().describe('Community chat invite (external)'),
      social: z.url().nullable().describe('Social feed (external)'),
    }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;
