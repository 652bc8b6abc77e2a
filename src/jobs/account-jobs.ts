// Background work of accounts, in-process like the data jobs: delivering the mail outbox (when SMTP is
// configured; otherwise messages wait for an admin to read them) and sweeping ended sessions and
// throttle counters. Both are safe on several instances at once (SKIP LOCKED; idempotent deletes).

import type { Config } from '../core/config/env.ts';
import { deliverDueMail, type MailTransport, smtpTransport } from '../core/mail/mail-sender.ts';
import { onMailQueued } from '../core/mail/mail-signal.ts';
import type { Database } from '../db/client.ts';
import { sweepExpiredRateLimits } from '../db/repositories/auth-rate-limits.ts';
import { sweepExpiredSessions } from '../db/repositories/users.ts';

export interface AccountJobs {
  stop(): Promise<void>;
}

const MAIL_POLL_MS = 15_000;
const SWEEP_EVERY_MS = 15 * 60_000;

export function startAccountJobs(deps: {
  db: Database;
  mail: Config['mail'];
  log: (message: string) => void;
  transport?: MailTransport;
}): AccountJobs {
  const { db, log } = deps;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  // One pass at a time; a request during a pass runs once more after it.
  const once = (work: () => Promise<void>) => {
    if (stopped) return;
    running = running.then(work).catch((error: unknown) => {
      log(`account job failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const timers: NodeJS.Timeout[] = [];
  let unsubscribe = () => {};
  const smtpUrl = deps.mail.smtpUrl;
  if (smtpUrl || deps.transport) {
    const transport = deps.transport ?? smtpTransport(smtpUrl as string);
    const deliver = () =>
      once(async () => {
        const run = await deliverDueMail(db, transport, deps.mail.from);
        if (run.sent + run.retrying + run.failed > 0) {
          log(`mail: ${run.sent} sent, ${run.retrying} to retry, ${run.failed} failed`);
        }
      });
    unsubscribe = onMailQueued(deliver);
    timers.push(setInterval(deliver, MAIL_POLL_MS));
    deliver();
  } else {
    log('mail: no SMTP_URL, so account mail stays in the outbox for admins to read (GET /api/admin/mail)');
  }
  const sweep = () =>
    once(async () => {
      const now = new Date();
      await sweepExpiredSessions(db.orm, now);
      await sweepExpiredRateLimits(db.orm, now);
    });
  timers.push(setInterval(sweep, SWEEP_EVERY_MS));
  sweep();
  for (const timer of timers) timer.unref();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
