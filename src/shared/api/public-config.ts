import { z } from 'zod';

/** The only configuration the browser sees. */
export const PublicConfig = z
  .object({
    version: z.string(),
    replayAt: z.iso.datetime().nullable().describe('Set when the server runs as of a past instant'),
    links: z.object({
      chat: z.url().nullable().describe('Community chat invite (external)'),
      social: z.url().nullable().describe('Social feed (external)'),
    }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;
