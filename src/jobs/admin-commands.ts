// What `npm run admin` does, apart from opening the database (admin-cli.ts), so tests run it as is.
import type { Executor } from '../db/repositories/executor.ts';
import { listMail } from '../db/repositories/mail-outbox.ts';
import { decideTestimonial, pendingTestimonials } from '../db/repositories/testimonials.ts';
import { listUsersWithRole, markEmailVerified, setRoleByEmail } from '../db/repositories/users.ts';

export const ADMIN_USAGE = `Usage:
  npm run admin -- grant <email>    make the account an admin (and confirm its address: you vouch for it)
  npm run admin -- revoke <email>   make it a plain user again (ADMIN_EMAILS still grants while listed)
  npm run admin -- list             the admins
  npm run admin -- mail [N]         the newest N messages of the mail outbox (default 10), links included
  npm run admin -- testimonials     the testimonials awaiting review, oldest first
  npm run admin -- approve <id>     make a testimonial public (reject <id>: keep it private for good)`;

/** Runs one command; returns the exit code. */
export async function runAdminCommand(
  db: Executor,
  args: string[],
  print: (line: string) => void,
  adminEmails: readonly string[] = [],
  wallNow: () => Date = () => new Date(),
): Promise<number> {
  const [command, argument] = args;
  if ((command === 'grant' || command === 'revoke') && argument) {
    const email = argument.toLowerCase();
    const found = await setRoleByEmail(db, email, command === 'grant' ? 'admin' : 'user');
    if (!found) {
      print(`No account has the address ${email}. Sign up first, then run this again.`);
      return 1;
    }
    if (command === 'grant') await markEmailVerified(db, email);
    print(command === 'grant' ? `${email} is now an admin.` : `${email} is now a plain user.`);
    if (command === 'revoke' && adminEmails.includes(email)) {
      print(`Note: ${email} is in ADMIN_EMAILS, which keeps making it an admin until you remove it there.`);
    }
    return 0;
  }
  if (command === 'list') {
    const admins = await listUsersWithRole(db, 'admin');
    for (const a of admins) print(`${a.email}${a.emailVerified ? '' : ' (address not confirmed)'}`);
    for (const email of adminEmails) print(`${email} (ADMIN_EMAILS, once its address is confirmed)`);
    if (admins.length === 0 && adminEmails.length === 0)
      print('No admins yet: npm run admin -- grant <email>');
    return 0;
  }
  if (command === 'mail') {
    const limit = Number(argument ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      print('mail takes a count from 1 to 200');
      return 2;
    }
    const messages = await listMail(db, { limit });
    for (const m of messages.reverse()) {
      print(`#${m.id} ${m.createdAt.toISOString()} ${m.status} to ${m.toAddress}: ${m.subject}`);
      if (m.bodyText) print(`${m.bodyText.replace(/^/gm, '    ')}\n`);
    }
    if (messages.length === 0) print('The outbox is empty.');
    return 0;
  }
  if (command === 'testimonials' || command === 'approve' || command === 'reject')
    return testimonialCommand(db, command, argument, print, wallNow);
  print(ADMIN_USAGE);
  return 2;
}

/**
 * The review queue without the web app (decision 113). A running server sees a decision made here
 * within its clock minute (its cached answers are kept per minute); one made with the admin API at once.
 */
async function testimonialCommand(
  db: Executor,
  command: 'testimonials' | 'approve' | 'reject',
  argument: string | undefined,
  print: (line: string) => void,
  wallNow: () => Date,
): Promise<number> {
  if (command === 'testimonials') {
    const queue = await pendingTestimonials(db);
    for (const t of queue)
      print(`#${t.id} ${t.createdAt.toISOString()} ${t.name} (${t.rating ?? 'no'} stars): ${t.quote}`);
    if (queue.length === 0) print('No testimonial is awaiting review.');
    return 0;
  }
  const id = Number(argument);
  if (!Number.isSafeInteger(id) || id < 1) {
    print(`${command} takes the id of a testimonial (npm run admin -- testimonials lists them)`);
    return 2;
  }
  const status = command === 'approve' ? 'approved' : 'rejected';
  const decided = await decideTestimonial(db, id, { status, by: null, at: wallNow() });
  if (!decided) {
    print(`No testimonial awaiting review has the id ${id}.`);
    return 1;
  }
  print(`Testimonial #${id} is now ${status}.`);
  return 0;
}
