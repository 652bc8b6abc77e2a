// Responsible-gaming controls (issue 11 point 9): breaks that hide picks and stop marketing mail.
import { z } from 'zod';
import { COOL_OFF_PERIODS, SELF_EXCLUSION_PERIODS } from '../bet-terms.ts';

export const RgStatus = z
  .object({
    signedIn: z.boolean(),
    state: z.enum(['none', 'cool_off', 'self_exclusion']),
    until: z.iso.datetime().nullable().describe('When the break ends; null when none or permanent'),
    permanent: z.boolean(),
  })
  .meta({ id: 'RgStatus' });
export type RgStatus = z.infer<typeof RgStatus>;

export const CoolOffBody = z.strictObject({ period: z.enum(COOL_OFF_PERIODS) }).meta({ id: 'CoolOff' });

/** The second confirmation: the person types the word, after the page's first "are you sure?". */
export const SELF_EXCLUSION_CONFIRMATION = 'EXCLUDE';
export const SelfExclusionBody = z
  .strictObject({
    period: z.enum(SELF_EXCLUSION_PERIODS),
    confirm: z.literal(SELF_EXCLUSION_CONFIRMATION, {
      error: `type ${SELF_EXCLUSION_CONFIRMATION} to confirm`,
    }),
  })
  .meta({ id: 'SelfExclusion' });
