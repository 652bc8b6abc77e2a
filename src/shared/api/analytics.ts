// First-party analytics (decision 123): the events the web app sends, and the admin's funnel.
import { z } from 'zod';
import { ReferralCode } from './referrals.ts';
import { singleLine } from './text.ts';

export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'free_pick_claim',
  'modal_dismiss',
  'banner_click',
  'checkout_start',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** A property's value: short text, a number or a flag — never an object (nothing personal fits). */
const PropValue = z.union([singleLine(z.string().max(100)), z.number().finite(), z.boolean()]);

export const AnalyticsEventBody = z
  .strictObject({
    event: z.enum(ANALYTICS_EVENT_NAMES),
    /** The page's path, without query or fragment (which may carry tokens). */
    path: singleLine(
      z
        .string()
        .min(1)
        .max(200)
        .regex(/^\/[^?#]*$/),
    ),
    referralCode: ReferralCode.optional(),
    props: z
      .record(singleLine(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/)), PropValue)
      .refine((p) => Object.keys(p).length <= 10, { error: 'at most 10 properties' })
      .optional(),
  })
  .meta({ id: 'AnalyticsEventBody' });
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBody>;

export const AnalyticsEventResponse = z
  .object({ stored: z.boolean().describe('false: the browser sent Do Not Track, nothing was kept') })
  .meta({ id: 'AnalyticsEventResponse' });

const Count = z.number().int();
export const AdminFunnel = z
  .object({
    weeks: z.array(
      z.object({
        weekStart: z.string().describe('Monday of the ISO week (UTC)'),
        visits: Count.describe('Distinct visitors with a page view'),
        claims: Count.describe('Free-pick claims'),
        signUps: Count.describe('Accounts created'),
        checkouts: Count.describe('Checkouts started'),
        paid: Count.describe("That week's sign-ups whose plan is active or trialing now"),
      }),
    ),
    codes: z.array(
      z.object({ code: z.string(), owner: z.string(), clicks: Count, signUps: Count, paid: Count }),
    ),
  })
  .meta({ id: 'AdminFunnel' });
export type AdminFunnel = z.infer<typeof AdminFunnel>;
