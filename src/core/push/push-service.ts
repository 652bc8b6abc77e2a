// The site's push sender, built once per database: its VAPID keys come from configuration or, when
// none are configured, from the pair the first start generated and stored (decision 115).
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { forgetEndpoint, storedVapidKeys } from '../../db/repositories/push.ts';
import type { PushPayload } from '../../domain/notifications/push-rules.ts';
import type { IngestConfig } from '../config/env.ts';
import { createPushSender, generatePushKeys, type PushSender, type PushTarget } from './push-sender.ts';

export type PushConfig = IngestConfig['push'];

const senders = new WeakMap<Database, Promise<PushSender>>();

export function pushSenderFor(db: Database, config: PushConfig): Promise<PushSender> {
  let sender = senders.get(db);
  if (!sender) {
    sender = (async () => {
      const keys = config.keys ?? (await storedVapidKeys(db.orm, generatePushKeys()));
      return createPushSender({ keys, subject: config.subject, serviceHosts: config.serviceHosts });
    })();
    // A failed first attempt (database not ready) is not remembered.
    sender.catch(() => senders.delete(db));
    senders.set(db, sender);
  }
  return sender;
}

/**
 * Sends one payload to each of a person's browsers at once, and forgets those the push service says no
 * longer exist (404/410). Used by the alerts job and the admin's trigger alike.
 */
export async function pushToBrowsers(
  db: Executor,
  sender: PushSender,
  targets: readonly PushTarget[],
  payload: PushPayload,
): Promise<{ sent: number; gone: number }> {
  const outcomes = await Promise.all(targets.map((t) => sender.send(t, payload)));
  let sent = 0;
  let gone = 0;
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome === 'sent') sent += 1;
    const target = targets[i];
    if (outcome === 'gone' && target) {
      gone += 1;
      await forgetEndpoint(db, target.endpoint);
    }
  }
  return { sent, gone };
}
