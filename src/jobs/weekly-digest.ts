// The weekly digest job (decision 122): after the weekly recap is published (the Tuesday after the week,
// every result in), mails the digest to confirmed newsletter addresses and pushes it to subscribers who
// kept 'Weekly Digest' on. Hourly and idempotent: each recipient is claimed once per week in PostgreSQL.

import { sendWeeklyDigest } from '../core/mail/weekly-digest.ts';
import { pushSenderFor } from '../core/push/push-service.ts';
import type { IngestContext } from './ingest-context.ts';
import { type RunSummary, recordRun } from './run-recorder.ts';

export const WEEKLY_DIGEST_SOURCE = 'weekly-digest';

export interface DigestLinks {
  siteUrl: string;
  /** The server secret the unsubscribe tokens are signed with. */
  secret: string;
}

export function runWeeklyDigest(ctx: IngestContext, links: DigestLinks): Promise<RunSummary> {
  return recordRun(ctx, WEEKLY_DIGEST_SOURCE, async () => {
    const run = await sendWeeklyDigest(ctx.db, {
      asOf: ctx.clock.now(),
      // Real time for the outbox and the claims: a replay's frozen clock would expire the mail at once.
      wallNow: new Date(),
      links,
      push: () => pushSenderFor(ctx.db, ctx.config.push),
    });
    const sent = (run?.mailed ?? 0) + (run?.pushed ?? 0);
    return {
      counts: { inserted: sent, updated: 0, unchanged: 0 },
      details: run ? { ...run } : { due: 'no fresh recap' },
    };
  });
}
