// The mail outbox for admins: with no SMTP server configured, this is where confirmation and reset
// links can be read (the admin page comes with the web screens).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMail } from '../../db/repositories/mail-outbox.ts';
import { AdminMailQuery, AdminMailResponse } from '../../shared/api/admin-mail.ts';
import type { AuthServices } from '../auth/auth-services.ts';

export const adminMailRoutes: FastifyPluginAsyncZod<{
  services: AuthServices;
  smtpConfigured: boolean;
}> = async (app, { services, smtpConfigured }) => {
  app.get(
    '/admin/mail',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The mail outbox, newest first (admins only)',
        tags: ['admin'],
        querystring: AdminMailQuery,
        response: { 200: AdminMailResponse },
      },
    },
    async (request) => {
      const { limit, before, status } = request.query;
      const rows = await listMail(services.db.orm, { limit, beforeId: before, status });
      request.log.info({ event: 'admin.mail-read', userId: request.requireUser().id }, 'outbox read');
      return {
        smtpConfigured,
        messages: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          kind: m.kind,
          subject: m.subject,
          text: m.bodyText,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
          expiresAt: m.expiresAt.toISOString(),
        })),
      };
    },
  );
};
