// The mail job: sends what the outbox holds through SMTP (nodemailer), with retries. Messages are
// claimed with SKIP LOCKED and a lease, so several instances never send one at the same time, and a
// sender that dies mid-send leaves its messages to be retried when the lease ends (delivery is
// at-least-once). See docs/decisions/046-mail-outbox.md.
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import {
  claimDueMail,
  expireStaleMail,
  markMailFailed,
  markMailSent,
} from '../../db/repositories/mail-outbox.ts';

export const MAIL_DELIVERY = {
  /** Tries per message before it is marked failed (and stays readable on the admin page). */
  maxAttempts: 8,
  /** A claimed message is not handed to another sender for this long. */
  leaseMs: 5 * 60_000,
  /** Wait before try n+1: 1, 2, 4 … minutes, at most an hour. */
  backoffMs: (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 3_600_000),
  batchSize: 20,
} as const;

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export interface DeliveryRun {
  sent: number;
  retrying: number;
  failed: number;
  expired: number;
}

/** One pass: expire stale messages, then send every due one (in batches). */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  from: string,
  now: () => Date = () => new Date(),
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0, expired: await expireStaleMail(db.orm, now()) };
  for (;;) {
    const batch = await claimDueMail(db.orm, now(), MAIL_DELIVERY.batchSize, MAIL_DELIVERY.leaseMs);
    if (batch.length === 0) return run;
    for (const mail of batch) {
      try {
        await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.bodyText,
          headers: mail.headers,
        });
        await markMailSent(db.orm, mail.id, now());
        run.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts >= MAIL_DELIVERY.maxAttempts;
        const retryAt = giveUp
          ? undefined
          : new Date(now().getTime() + MAIL_DELIVERY.backoffMs(mail.attempts));
        await markMailFailed(db.orm, mail.id, reason, retryAt);
        if (giveUp) run.failed += 1;
        else run.retrying += 1;
      }
    }
  }
}
