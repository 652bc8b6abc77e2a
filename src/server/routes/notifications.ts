// Push notification settings (spec 02 §8, issue 24 deliverable 7): a signed-in person subscribes their
// browsers, sets which alerts they want, and sends themselves a test. The Juice Watch alert trigger of
// the spec is an admin's tool here (the spec left it open to any visitor). Decision 115.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushEndpointAllowed } from '../../core/push/push-sender.ts';
import { type PushConfig, pushSenderFor, pushToBrowsers } from '../../core/push/push-service.ts';
import {
  deleteSubscriptions,
  forgetEndpoint,
  getPreferences,
  listSubscriptions,
  playerForAlert,
  pushRecipients,
  savePreferences,
  saveSubscription,
} from '../../db/repositories/push.ts';
import {
  type AlertLevel,
  inQuietHours,
  PUSH_CAP_PER_HOUR,
  type PushPayload,
} from '../../domain/notifications/push-rules.ts';
import { OkResponse } from '../../shared/api/auth.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  NotificationSettings,
  PushAnswer,
  PushPreferencesBody,
  SubscribeBody,
  TestPushBody,
  TriggerAlertAnswer,
  TriggerAlertBody,
  UnsubscribeBody,
} from '../../shared/api/notifications.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';

/** A person's browsers: more is a script, not a person. */
export const MAX_PUSH_DEVICES = 10;

const LEVEL_TITLES: Record<AlertLevel, string> = {
  zen_gorilla: '🧘 Zen Gorilla',
  alpha_ape: '🦍 Alpha Ape Alert',
  full_bananas: '🍌 FULL BANANAS',
};

type Options = AppContext & { push: PushConfig };

export const notificationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock, push }) => {
  const sender = () => pushSenderFor(db, push);
  const tags = ['notifications'];

  app.get(
    '/notifications/settings',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The VAPID public key, this person’s subscribed browsers and their alert preferences',
        tags,
        response: { 200: NotificationSettings },
      },
    },
    async (request) => {
      const { id } = request.requireUser();
      const [{ publicKey }, subscriptions, preferences] = await Promise.all([
        sender(),
        listSubscriptions(db.orm, id),
        getPreferences(db.orm, id),
      ]);
      return {
        publicKey,
        endpoints: subscriptions.map((s) => s.endpoint),
        preferences,
        capPerHour: PUSH_CAP_PER_HOUR,
      };
    },
  );

  app.put(
    '/notifications/preferences',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Which Juice Watch alerts to push, quiet hours and time zone',
        tags,
        body: PushPreferencesBody,
        response: { 200: PushPreferencesBody },
      },
    },
    async (request) => savePreferences(db.orm, request.requireUser().id, request.body, clock.now()),
  );

  app.post(
    '/notifications/subscribe',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Store this browser’s push subscription (sent on subscribe and when one is found)',
        tags,
        body: SubscribeBody,
        response: { 200: PushAnswer, 400: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const { id } = request.requireUser();
      const { subscription } = request.body;
      if (!pushEndpointAllowed(subscription.endpoint, push.serviceHosts)) {
        return sendError(reply, 400, 'This browser’s push service is not one we send to.');
      }
      const mine = await listSubscriptions(db.orm, id);
      const known = mine.some((s) => s.endpoint === subscription.endpoint);
      if (!known && mine.length >= MAX_PUSH_DEVICES) {
        return sendError(
          reply,
          409,
          `Notifications are on for ${MAX_PUSH_DEVICES} browsers already: turn them off on one first.`,
        );
      }
      if (!(await saveSubscription(db.orm, id, subscription, clock.now()))) {
        return sendError(
          reply,
          409,
          'This browser’s notifications belong to another account: turn them off there first.',
        );
      }
      return { success: true, message: 'Notifications are on for this browser.' };
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Forget this browser’s subscription (or every one of this person’s, without a body)',
        tags,
        body: UnsubscribeBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await deleteSubscriptions(db.orm, request.requireUser().id, request.body?.endpoint);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/notifications/test',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Send a test notification to one of this person’s subscribed browsers',
        tags,
        body: TestPushBody,
        response: { 200: PushAnswer, 404: ApiError, 502: ApiError },
      },
    },
    async (request, reply) => {
      const { id } = request.requireUser();
      const endpoint = request.body.subscription.endpoint;
      const target = (await listSubscriptions(db.orm, id)).find((s) => s.endpoint === endpoint);
      if (!target)
        return sendError(reply, 404, 'This browser is not subscribed: enable notifications first.');
      const payload: PushPayload = {
        title: 'Test Notification',
        body: 'Juice Watch alerts will arrive like this one.',
        url: '/notifications',
        tag: 'test',
        level: 'zen_gorilla',
        requireInteraction: false,
      };
      const outcome = await (await sender()).send(target, payload);
      if (outcome === 'gone') {
        await forgetEndpoint(db.orm, endpoint);
        return sendError(reply, 404, 'This browser’s subscription has expired: enable notifications again.');
      }
      if (outcome === 'failed')
        return sendError(reply, 502, 'The push service did not take the test notification.');
      return { success: true, message: 'Test notification sent.' };
    },
  );

  app.post(
    '/notifications/alert',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Admin tool: push a labelled test Juice Watch alert about a player to subscribers',
        tags,
        body: TriggerAlertBody,
        response: { 200: TriggerAlertAnswer, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { playerId, alertType, message } = request.body;
      const player = await playerForAlert(db.orm, playerId);
      if (!player) return sendError(reply, 404, 'No player has this id.');
      const now = clock.now();
      const who = [player.position, player.team].filter(Boolean).join(', ');
      const payload: PushPayload = {
        title: `${LEVEL_TITLES[alertType]} · ${player.name}`,
        // Said plainly: a person typed this, the model did not find it.
        body: `Test alert sent by an admin${who ? ` about ${player.name} (${who})` : ''}${message ? `: ${message}` : '.'}`,
        url: `/players/${encodeURIComponent(player.id)}`,
        tag: `admin-${alertType}`,
        level: alertType,
        requireInteraction: alertType === 'full_bananas',
      };
      const push = await sender();
      const recipients = (await pushRecipients(db.orm)).filter(
        (r) =>
          r.prefs.juiceWatch &&
          (!r.prefs.criticalOnly || alertType === 'full_bananas') &&
          !inQuietHours(r.prefs, now),
      );
      let delivered = 0;
      for (const r of recipients)
        delivered += (await pushToBrowsers(db.orm, push, r.subscriptions, payload)).sent;
      return {
        success: true,
        message: `Alert sent to ${delivered} ${delivered === 1 ? 'browser' : 'browsers'}.`,
        payload: { title: payload.title, body: payload.body },
        delivered,
      };
    },
  );
};
