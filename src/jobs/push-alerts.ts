// After the alerts job stores new Juice Watch alerts, each subscriber is pushed the fresh ones they
// asked for (push-rules.ts). Runs inside the alerts job's lock, so one instance decides at a time; the
// deliveries' primary key makes each (alert, person) decided once even so. Decision 115.

import type { PushSender } from '../core/push/push-sender.ts';
import { pushToBrowsers } from '../core/push/push-service.ts';
import type { Executor } from '../db/repositories/executor.ts';
import {
  claimDelivery,
  decidedAlertIds,
  freshAlerts,
  markDeliveryFailed,
  pushRecipients,
  sentSince,
} from '../db/repositories/push.ts';
import { alertPayload, decidePush, PUSH_FRESH_MS } from '../domain/notifications/push-rules.ts';

const HOUR_MS = 3_600_000;

export interface PushCounts {
  sent: number;
  quiet: number;
  capped: number;
  failed: number;
  /** Subscriptions the push service said no longer exist, now deleted. */
  gone: number;
}

export async function pushFreshAlerts(db: Executor, sender: PushSender, now: Date): Promise<PushCounts> {
  const counts: PushCounts = { sent: 0, quiet: 0, capped: 0, failed: 0, gone: 0 };
  const recipients = await pushRecipients(db);
  if (recipients.length === 0) return counts;
  const fresh = await freshAlerts(db, new Date(now.getTime() - PUSH_FRESH_MS), now);
  if (fresh.length === 0) return counts;
  for (const person of recipients) {
    const decided = await decidedAlertIds(
      db,
      person.userId,
      fresh.map((a) => a.id),
    );
    let sentInHour = await sentSince(db, person.userId, new Date(now.getTime() - HOUR_MS));
    for (const alert of fresh) {
      if (decided.has(alert.id)) continue;
      const decision = decidePush(person.prefs, alert, person.favoriteTeams, sentInHour, now);
      if (decision === 'unwanted') continue;
      const outcome = decision === 'send' ? 'sent' : decision;
      if (!(await claimDelivery(db, alert.id, person.userId, outcome, now))) continue;
      if (decision !== 'send') {
        counts[decision] += 1;
        continue;
      }
      sentInHour += 1;
      const delivered = await pushToBrowsers(db, sender, person.subscriptions, alertPayload(alert));
      counts.gone += delivered.gone;
      if (delivered.sent > 0) counts.sent += 1;
      else {
        counts.failed += 1;
        await markDeliveryFailed(db, alert.id, person.userId);
      }
    }
  }
  return counts;
}
