// Push notification settings (spec 02 §8, issue 24 deliverable 7, decision 115).
import { z } from 'zod';
import { singleLine } from './text.ts';

const base64url = (max: number) =>
  singleLine(z.string().min(1).max(max)).regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const PushSubscriptionBody = z.object({
  endpoint: singleLine(z.string().max(2048)).pipe(z.url({ protocol: /^https?$/ })),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
});

/** A browser's subscription as the API, the database and the sender all hold it. */
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionBody>;

export const SubscribeBody = z.strictObject({ subscription: PushSubscriptionBody });
export const UnsubscribeBody = z
  .strictObject({ endpoint: singleLine(z.string().max(2048)).optional() })
  .optional();
export const TestPushBody = z.strictObject({ subscription: PushSubscriptionBody });

const hour = z.number().int().min(0).max(23);

export const PushPreferencesBody = z.strictObject({
  juiceWatch: z.boolean(),
  lineMovements: z.boolean(),
  playerUpdates: z.boolean(),
  weeklyDigest: z.boolean(),
  criticalOnly: z.boolean(),
  favoriteTeamsOnly: z.boolean(),
  quietHours: z
    .strictObject({ start: hour, end: hour })
    .refine((q) => q.start !== q.end, { error: 'Quiet hours must start and end at different hours' })
    .nullable(),
  timeZone: singleLine(z.string().min(1).max(64)).refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  ),
});
export type PushPreferencesBody = z.infer<typeof PushPreferencesBody>;

export const NotificationSettings = z.object({
  /** The VAPID public key the browser subscribes with (applicationServerKey). */
  publicKey: z.string(),
  /** This person's subscribed browsers. */
  endpoints: z.array(z.string()),
  preferences: PushPreferencesBody,
  /** At most this many alert pushes an hour. */
  capPerHour: z.number().int(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const PushAnswer = z.object({ success: z.boolean(), message: z.string() });
export type PushAnswer = z.infer<typeof PushAnswer>;

export const ALERT_LEVELS = ['zen_gorilla', 'alpha_ape', 'full_bananas'] as const;

export const TriggerAlertBody = z.strictObject({
  playerId: singleLine(z.string().min(1).max(40)),
  alertType: z.enum(ALERT_LEVELS),
  message: singleLine(z.string().trim().max(280)).optional(),
});

export const TriggerAlertAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  payload: z.object({ title: z.string(), body: z.string() }),
  /** Browsers the push service accepted it for. */
  delivered: z.number().int(),
});
export type TriggerAlertAnswer = z.infer<typeof TriggerAlertAnswer>;
