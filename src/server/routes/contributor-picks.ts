// Locking a pick and the person's own picks (docs/decisions/054-contributor-picks.md). The server's
// clock decides "before kickoff" (the replay clock in replay mode) and the line is the one we hold at
// that instant, as the game screens show it; the browser only says which line it showed.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../core/clock.ts';
import { notifyCommunityChanged } from '../../core/data-changes.ts';
import type { Database } from '../../db/client.ts';
import { rgBreaks } from '../../db/repositories/betting-settings.ts';
import { existingPick, gameForLock, lockPick, userPicks } from '../../db/repositories/contributor-picks.ts';
import { latestLines } from '../../db/repositories/odds.ts';
import { breakInForce } from '../../domain/bets/rg-break.ts';
import { decideLock, type Quote, quoteFor } from '../../domain/contributors/lock-rule.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import {
  LockedResponse,
  LockPickBody,
  LockRefusal,
  type PickQuote,
  UserPicksResponse,
} from '../../shared/api/contributor-picks.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import { capturedCloses } from './captured-closes.ts';
import { userPickView } from './contributor-pick-view.ts';

const quoteView = (q: Quote): PickQuote => ({ ...q, capturedAt: q.capturedAt.toISOString() });

function describe(
  body: { market: string; selection: string },
  q: Pick<Quote, 'line' | 'price'>,
  teams: { home: string; away: string },
) {
  const price = q.price === null ? '' : ` (${q.price > 0 ? '+' : ''}${q.price})`;
  if (body.market === 'total') return `${body.selection === 'over' ? 'over' : 'under'} ${q.line}${price}`;
  const team = body.selection === 'home' ? teams.home : teams.away;
  if (body.market === 'moneyline') return `${team} to win${price}`;
  const handicap = body.selection === 'home' ? (q.line ?? 0) : -(q.line ?? 0);
  return `${team} ${handicap > 0 ? '+' : ''}${handicap + 0}${price}`;
}

export const contributorPickRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  /** Real time, even in replay: a break runs on it (decision 058). */
  wallNow: () => Date;
}> = async (app, { db, clock, wallNow }) => {
  app.post(
    '/picks',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'Lock a pick (spread, total or moneyline) before kickoff at the line shown; the server records its own line, price and time',
        tags: ['community'],
        body: LockPickBody,
        response: { 201: LockedResponse, 403: ApiError, 404: ApiError, 409: LockRefusal },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      if (!user.emailVerified) {
        return sendError(reply, 403, 'Confirm your email address to lock picks.');
      }
      // A cool-off or self-exclusion hides picks on every screen; the server refuses a lock as well, so
      // no other client can take part during a break (decision 072).
      if (breakInForce(await rgBreaks(db.orm, user.id), wallNow())) {
        return sendError(reply, 403, 'You are taking a break: picks cannot be locked until it ends.');
      }
      const body = request.body;
      const now = clock.now();
      const game = await gameForLock(db.orm, body.gameId, now);
      if (!game) return sendError(reply, 404, `No game ${body.gameId} in the schedule.`);
      const teams = { home: game.homeTeam, away: game.awayTeam };
      const refuse = (
        code: 'kicked_off' | 'line_moved' | 'no_line' | 'already_locked',
        message: string,
        current: PickQuote | null = null,
      ) => sendError(reply, 409, message, { code, current });

      const held = await existingPick(db.orm, user.id, body.gameId, body.market);
      if (held) {
        return refuse(
          'already_locked',
          `You locked ${describe(body, held, teams)} on this game; a locked pick cannot be changed.`,
        );
      }
      const lines = await latestLines(db.orm, [body.gameId], now);
      const decision = decideLock({
        now,
        kickoff: game.kickoff,
        market: body.market,
        current: quoteFor(lines, body.market, body.selection),
        seen: { line: body.line, price: body.price },
      });
      if (!decision.ok) {
        if (decision.code === 'kicked_off')
          return refuse('kicked_off', 'Locked at kickoff: picks on this game closed when it kicked off.');
        if (decision.code === 'no_line')
          return refuse('no_line', 'We hold no line for this market yet, so there is nothing to lock at.');
        const at = describe(body, decision.quote, teams);
        return refuse('line_moved', `The line moved to ${at}; lock at ${at}?`, quoteView(decision.quote));
      }
      const stored = await lockPick(db.orm, {
        userId: user.id,
        gameId: body.gameId,
        market: body.market,
        selection: body.selection,
        line: decision.quote.line,
        price: decision.quote.price,
        book: decision.quote.book,
        lineCapturedAt: decision.quote.capturedAt,
        lockedAt: now,
      });
      if (!stored) {
        // Another request of the same person locked this pick a moment ago: exactly one is stored.
        return refuse(
          'already_locked',
          'You already locked a pick on this market of this game; a locked pick cannot be changed.',
        );
      }
      notifyCommunityChanged();
      request.log.info(
        { event: 'pick.locked', userId: user.id, gameId: body.gameId, market: body.market },
        'pick locked',
      );
      const [mine] = (await userPicks(db.orm, user.id, MODEL_PARAMS.version, now)).filter(
        (p) => p.id === stored.id,
      );
      if (!mine) throw new Error(`locked pick ${stored.id} not found`);
      return reply.code(201).send({ pick: userPickView(mine) });
    },
  );

  app.get(
    '/user/picks',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in person's locked picks, graded once the final score is known at the clock",
        tags: ['community'],
        response: { 200: UserPicksResponse },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const now = clock.now();
      const picks = await userPicks(db.orm, user.id, MODEL_PARAMS.version, now);
      const captured = await capturedCloses(db.orm, picks, now);
      return { asOf: now.toISOString(), picks: picks.map((p) => userPickView(p, captured)) };
    },
  );
};
