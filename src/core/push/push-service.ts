// The site's push sender, built once per database: its VAPID keys come from configuration or, when
// none are configured, from the pair the first start generated and stored (decision 115).
import type { Database } from '../../db/client.ts';
import { storedVapidKeys } from '../../db/repositories/push.ts';
import type { IngestConfig } from '../config/env.ts';
import { createPushSender, generatePushKeys, type PushSender } from './push-sender.ts';

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
