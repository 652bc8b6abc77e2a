// The weekly digest (decision 122): once the week's recap is published (the Tuesday after its last game,
// every result in), each confirmed newsletter address gets one mail through the outbox and each push
// subscriber who kept 'Weekly Digest' on gets one notification. Every recipient is claimed in the
// database before anything is queued or sent, so two instances (or a re-run) send each person one digest.

import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { listWeekGames } from '../../db/repositories/games.ts';
import { enqueueMail } from '../../db/repositories/mail-outbox.ts';
import { newsletterRecipients } from '../../db/repositories/newsletter.ts';
import { lineSnapshots } from '../../db/repositories/odds.ts';
import { settledPicks } from '../../db/repositories/past-picks.ts';
import { pushRecipients } from '../../db/repositories/push.ts';
import {
  claimDigestDelivery,
  digestRecipientsDone,
  latestRecap,
} from '../../db/repositories/weekly-digest.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import {
  buildWeeklyDigest,
  type DigestContent,
  digestMailText,
} from '../../domain/newsletter/weekly-digest.ts';
import { pastPickView } from '../picks/past-pick-view.ts';
import type { PushSender } from '../push/push-sender.ts';
import { pushToBrowsers } from '../push/push-service.ts';
import { listUnsubscribeHeaders, unsubscribeLink } from './unsubscribe-links.ts';

const DAY_MS = 86_400_000;
/** A recap older than this gets no digest: a server started mid-week does not mail last month's news. */
export const DIGEST_FRESH_MS = 6 * DAY_MS;
/** A digest still queued after this is stale (the next one is due). */
const DIGEST_EXPIRES_MS = 6 * DAY_MS;

export interface DigestRun {
  season: number;
  week: number;
  mailed: number;
  pushed: number;
}

async function pastPicks(db: Executor, q: { season: number; week?: number; asOf: Date }) {
  const rows = await settledPicks(db, { modelVersion: MODEL_PARAMS.version, ...q });
  const lines = await lineSnapshots(
    db,
    rows.map((r) => r.prediction.gameId),
    q.asOf,
  );
  return rows.map((r) => pastPickView(r, lines.get(r.prediction.gameId) ?? []));
}

/** The digest of the newest recap published by `asOf`, or undefined when none is fresh. */
export async function currentDigest(db: Executor, asOf: Date, siteUrl: string) {
  const recap = await latestRecap(db, asOf);
  if (!recap || asOf.getTime() - recap.publishedAt.getTime() > DIGEST_FRESH_MS) return undefined;
  const { season, week } = recap;
  // The record as it stood when the recap was published, so every instance and re-run mails the same text.
  const at = recap.publishedAt;
  const next = await listWeekGames(db, season, week + 1, at);
  const content = buildWeeklyDigest({
    season,
    week,
    weekPicks: await pastPicks(db, { season, week, asOf: at }),
    seasonPicks: await pastPicks(db, { season, asOf: at }),
    nextWeek: {
      week: week + 1,
      games: next.map((g) => ({ away: g.away.code, home: g.home.code, kickoff: g.kickoff })),
    },
    recapSlug: recap.slug,
    siteUrl,
  });
  return { season, week, content };
}

async function mailDigest(
  db: Database,
  digest: { season: number; week: number; content: DigestContent },
  links: { siteUrl: string; secret: string },
  wallNow: Date,
): Promise<number> {
  const { season, week, content } = digest;
  const done = await digestRecipientsDone(db.orm, season, week, 'mail');
  let mailed = 0;
  for (const email of await newsletterRecipients(db.orm, wallNow)) {
    if (done.has(email)) continue;
    // The claim and the mail commit together: a crash between them can neither lose nor double it.
    const claimed = await db.orm.transaction(async (tx) => {
      if (!(await claimDigestDelivery(tx, { season, week, channel: 'mail', recipient: email, now: wallNow })))
        return false;
      await enqueueMail(
        tx,
        {
          userId: null,
          to: email,
          kind: 'newsletter-digest',
          subject: content.subject,
          text: digestMailText(content, unsubscribeLink(links.siteUrl, links.secret, email)),
          headers: listUnsubscribeHeaders(links.siteUrl, links.secret, email),
          expiresAt: new Date(wallNow.getTime() + DIGEST_EXPIRES_MS),
        },
        wallNow,
      );
      return true;
    });
    if (claimed) mailed += 1;
  }
  return mailed;
}

async function pushDigest(
  db: Database,
  digest: { season: number; week: number; content: DigestContent },
  sender: PushSender,
  wallNow: Date,
): Promise<number> {
  const { season, week, content } = digest;
  const done = await digestRecipientsDone(db.orm, season, week, 'push');
  let pushed = 0;
  for (const person of await pushRecipients(db.orm)) {
    if (!person.prefs.weeklyDigest || done.has(person.userId)) continue;
    // Claimed first: a push cannot be taken back, so at most once (a failed send is not retried).
    const claim = { season, week, channel: 'push' as const, recipient: person.userId, now: wallNow };
    if (!(await claimDigestDelivery(db.orm, claim))) continue;
    const delivered = await pushToBrowsers(db.orm, sender, person.subscriptions, {
      title: `Go Gorilla weekly digest: week ${week}`,
      body: content.summary,
      url: `/weekly-picks?season=${season}&week=${week + 1}`,
      tag: `weekly-digest-${season}-${week}`,
      level: 'zen_gorilla',
      requireInteraction: false,
    });
    if (delivered.sent > 0) pushed += 1;
  }
  return pushed;
}

/**
 * Sends the current week's digest to whoever has not had it. `asOf`: the app's clock (which week);
 * `wallNow`: real time (the outbox's due and expiry times, the claims).
 */
export async function sendWeeklyDigest(
  db: Database,
  options: {
    asOf: Date;
    wallNow: Date;
    links: { siteUrl: string; secret: string };
    push?: () => Promise<PushSender>;
  },
): Promise<DigestRun | undefined> {
  const digest = await currentDigest(db.orm, options.asOf, options.links.siteUrl);
  if (!digest) return undefined;
  const mailed = await mailDigest(db, digest, options.links, options.wallNow);
  const pushed = options.push ? await pushDigest(db, digest, await options.push(), options.wallNow) : 0;
  return { season: digest.season, week: digest.week, mailed, pushed };
}
