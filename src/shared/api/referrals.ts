// Referrals (decision 123): each person's code and link, and what it brought.
import { z } from 'zod';
import { singleLine } from './text.ts';

/** Letters and digits a person cannot misread (no 0/o, 1/l/i); 10 of 31 symbols ≈ 49.5 bits. */
export const REFERRAL_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const REFERRAL_CODE_LENGTH = 10;
/** Where the browser keeps a code from a `?ref=` link until it is counted and a sign-up uses it. */
export const REFERRAL_STORAGE_KEY = 'gg:referralCode';

export const ReferralCode = singleLine(
  z.string().regex(new RegExp(`^[${REFERRAL_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`)),
).describe('A referral code: 10 of a-z (no i, l, o) and 2-9');

export const ReferralCodeBody = z.strictObject({ code: ReferralCode }).meta({ id: 'ReferralCodeBody' });

export const ReferralClickResponse = z
  .object({
    counted: z.boolean().describe('false: this visitor was counted today already, or it is your own code'),
  })
  .meta({ id: 'ReferralClickResponse' });

export const ReferralAttributeResponse = z
  .object({
    status: z.enum(['attributed', 'already']),
    message: z.string(),
  })
  .meta({ id: 'ReferralAttributeResponse' });

export const MyReferrals = z
  .object({
    code: z.string(),
    link: z.string().describe('The site with ?ref=CODE'),
    clicks: z.number().int().describe('Visitors through the link, each counted once a day'),
    signUps: z.number().int().describe('Accounts made after arriving through the link'),
    paid: z.number().int().describe('Of those, plans Stripe reports active or trialing'),
  })
  .meta({ id: 'MyReferrals' });
export type MyReferrals = z.infer<typeof MyReferrals>;
