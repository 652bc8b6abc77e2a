// The outbox delivered to a real SMTP server on loopback (smtp-server, the same project as
// nodemailer): the message arrives with its link, failures are retried with backoff, stale mail
// expires, and a sign-up's mail goes out by itself once the account jobs run.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { claimDueMail, enqueueMail, type NewMail } from '../../db/repositories/mail-outbox.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { startAccountJobs } from '../../jobs/account-jobs.ts';
import { deliverDueMail, MAIL_DELIVERY, smtpTransport } from './mail-sender.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps what it receives; `reject` makes it refuse the next messages. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { reject: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.reject > 0) {
          state.reject -= 1;
          const error = Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
afterEach(async () => {
  await t.database.db.orm.delete(mailOutbox);
  smtp.received.length = 0;
});

const FROM = 'Go Gorilla <no-reply@gogorilla.test>';
const inAnHour = () => new Date(Date.now() + 3_600_000);
// Queued now on the real clock (the app's wallNow), as the routes queue them.
const enqueue = (mail: NewMail) => enqueueMail(t.database.db.orm, mail, new Date());
const outbox = () => t.database.db.orm.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('delivering the outbox over SMTP', () => {
  it('sends a pending message with its link and empties its body once delivered', async () => {
    await enqueue({
      userId: null,
      to: 'kong@example.com',
      kind: 'reset-password',
      subject: 'Reset your Go Gorilla password',
      text: 'Choose a new one: http://localhost:3000/reset-password?token=abc123',
      expiresAt: inAnHour(),
    });
    const run = await deliverDueMail(t.database.db, smtpTransport(smtp.url), FROM);
    expect(run).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['kong@example.com']);
    expect(smtp.received[0]?.from).toBe('no-reply@gogorilla.test');
    expect(smtp.received[0]?.raw).toContain('Subject: Reset your Go Gorilla password');
    expect(smtp.received[0]?.raw).toContain('http://localhost:3000/reset-password?token=abc123');
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', bodyText: '', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Sent once: a second pass finds nothing due.
    expect((await deliverDueMail(t.database.db, smtpTransport(smtp.url), FROM)).sent).toBe(0);
  });

  it('retries a refused message after a backoff and marks it failed after the last try', async () => {
    await enqueue({
      userId: null,
      to: 'busy@example.com',
      kind: 'verify-email',
      subject: 'Confirm',
      text: 'http://localhost:3000/verify-email?token=x',
      expiresAt: new Date(Date.now() + 48 * 3_600_000),
    });
    smtp.state.reject = 1;
    let now = new Date();
    const transport = smtpTransport(smtp.url);
    expect(await deliverDueMail(t.database.db, transport, FROM, () => now)).toMatchObject({ retrying: 1 });
    let [row] = await outbox();
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toMatch(/mailbox busy/);
    expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + MAIL_DELIVERY.backoffMs(1));
    // Not due before its backoff ends; sent after it.
    expect((await deliverDueMail(t.database.db, transport, FROM, () => now)).sent).toBe(0);
    now = new Date(now.getTime() + MAIL_DELIVERY.backoffMs(1));
    expect((await deliverDueMail(t.database.db, transport, FROM, () => now)).sent).toBe(1);

    // A message the server keeps refusing is given up after maxAttempts tries.
    await enqueue({
      userId: null,
      to: 'never@example.com',
      kind: 'verify-email',
      subject: 'Confirm',
      text: 'x',
      expiresAt: new Date(Date.now() + 48 * 3_600_000),
    });
    smtp.state.reject = MAIL_DELIVERY.maxAttempts;
    for (let i = 0; i < MAIL_DELIVERY.maxAttempts; i++) {
      await deliverDueMail(t.database.db, transport, FROM, () => now);
      now = new Date(now.getTime() + MAIL_DELIVERY.backoffMs(MAIL_DELIVERY.maxAttempts));
    }
    [row] = await t.database.db.orm
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'never@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_DELIVERY.maxAttempts });
  });

  it('treats a message as due the moment it is queued (same millisecond included)', async () => {
    // PostgreSQL's now() keeps microseconds and the JS clock milliseconds: a due time taken from the
    // database missed about one immediate claim in five, and the mail waited for the next poll.
    let missed = 0;
    for (let i = 0; i < 100; i++) {
      await enqueue({
        userId: null,
        to: `now${i}@example.com`,
        kind: 'verify-email',
        subject: 'Confirm',
        text: 'x',
        expiresAt: inAnHour(),
      });
      if ((await claimDueMail(t.database.db.orm, new Date(), 1, MAIL_DELIVERY.leaseMs)).length === 0)
        missed++;
    }
    expect(missed).toBe(0);
  });

  it('does not send a message whose link has expired', async () => {
    await enqueue({
      userId: null,
      to: 'late@example.com',
      kind: 'reset-password',
      subject: 'Reset',
      text: 'http://localhost:3000/reset-password?token=old',
      expiresAt: new Date(Date.now() - 1000),
    });
    const run = await deliverDueMail(t.database.db, smtpTransport(smtp.url), FROM);
    expect(run).toMatchObject({ sent: 0, expired: 1 });
    expect(smtp.received).toHaveLength(0);
    expect((await outbox())[0]).toMatchObject({ status: 'expired', bodyText: '' });
  });

  it('delivers a sign-up confirmation by itself when the account jobs run with SMTP_URL', async () => {
    const logs: string[] = [];
    const jobs = startAccountJobs({
      db: t.database.db,
      mail: { smtpUrl: smtp.url, from: FROM },
      log: (m) => logs.push(m),
    });
    try {
      const b = new TestBrowser(t.app);
      await b.session();
      const res = await b.post('/api/auth/sign-up', {
        name: 'Mail',
        email: 'mailme@example.com',
        password: 'kq7!vZp2q',
      });
      expect(res.statusCode).toBe(200);
      for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['mailme@example.com']);
      expect(smtp.received[0]?.raw).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
    } finally {
      await jobs.stop();
    }
    expect(logs.join('\n')).toContain('mail: 1 sent');
  });
});
