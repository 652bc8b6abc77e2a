import { z } from 'zod';

export const NewsletterSignup = z
  .strictObject({
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'Enter a valid email address, like name@example.com' })),
  })
  .meta({ id: 'NewsletterSignup' });
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;

export const NewsletterAnswer = z
  .object({
    status: z
      .enum(['subscribed', 'already_subscribed'])
      .describe('subscribed: stored now; already_subscribed: the address was on the list before'),
    email: z.string(),
    message: z.string().describe('The confirmation to show'),
  })
  .meta({ id: 'NewsletterAnswer' });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswer>;
