// The mail outbox as admins read it (GET /api/admin/mail): with no SMTP server configured, this is
// where verification and reset messages can be read. Delivered messages keep only their headers.
import { z } from 'zod';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'expired'] as const;

export const AdminMailQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).optional().describe('Page: messages older than this id'),
  status: z.enum(MAIL_STATUSES).optional(),
});

export const AdminMailMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string().describe('Empty once delivered or expired'),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
});

export const AdminMailResponse = z
  .object({
    smtpConfigured: z.boolean().describe('False: nothing is sent; messages wait here'),
    messages: z.array(AdminMailMessage),
  })
  .meta({ id: 'AdminMail' });
export type AdminMailResponse = z.infer<typeof AdminMailResponse>;
