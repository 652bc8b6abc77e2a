// The bet tracker: a signed-in person's logged bets (GET/POST/PATCH/DELETE /api/user/bets) and the
// suggested stake for a side (quarter Kelly, decision 057). Results come from the games table at the
// clock; weekly limits and breaks run on real time (decision 058).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettingSettings, rgBreaks } from '../../db/repositories/betting-settings.ts';
import { gameWeek } from '../../db/repositories/games.ts';
import {
  betGame,
  deleteUserBet,
  insertUserBet,
  listUserBets,
  lockUserBets,
  updateUserBet,
} from '../../db/repositories/user-bets.ts';
import { dollarsToCents } from '../../domain/bets/money.ts';
import { refuseOverLimit } from '../../domain/bets/rg-limits.ts';
import {
  BetIdParams,
  BetsResponse,
  BetWritten,
  betShapeProblems,
  NewBetBody,
  PatchBetBody,
} from '../../shared/api/bets.ts';
import { ApiError } from '../../shared/api/error.ts';
import { HttpError, sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { betsResponse, settleRow, weekOf } from './bets-view.ts';
import { capturedCloses } from './captured-closes.ts';
import { suggestionRoute } from './stake-suggestion.ts';

/** A placed-at a little ahead of the server (a phone's clock) is fine; tomorrow is not. */
const CLOCK_SKEW_MS = 5 * 60_000;

export const userBetsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, clock, wallNow } = context;

  app.get(
    '/user/bets',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "The signed-in person's bets, settled from results, with profit, ROI, CLV, bankroll and limits",
        tags: ['bets'],
        response: { 200: BetsResponse },
      },
    },
    async (request) => {
      const id = request.requireUser().id;
      const [rows, settings, breaks] = await Promise.all([
        listUserBets(db.orm, id, clock.now()),
        bettingSettings(db.orm, id, wallNow()),
        rgBreaks(db.orm, id),
      ]);
      const kickedOff = rows.map((r) => ({ gameId: r.bet.gameId, kickoff: r.game.kickoff }));
      const captured = await capturedCloses(db.orm, kickedOff, clock.now());
      return betsResponse({ rows, settings, breaks, asOf: clock.now(), wallNow: wallNow(), captured });
    },
  );

  /** Within one person's lock: refuses a stake past the weekly limits (the bet `except` not counted). */
  async function limitProblem(tx: typeof db.orm, id: string, stakeCents: number, except?: number) {
    await lockUserBets(tx, id);
    const [rows, settings] = await Promise.all([
      listUserBets(tx, id, clock.now()),
      bettingSettings(tx, id, wallNow()),
    ]);
    const usage = weekOf(
      rows.filter((r) => r.bet.id !== except).map((row) => settleRow(row)),
      wallNow(),
    );
    return refuseOverLimit(settings, usage, stakeCents);
  }

  app.post(
    '/user/bets',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Log a bet placed with a book (refused past the weekly stake or loss limit)',
        tags: ['bets'],
        body: NewBetBody,
        response: { 201: BetWritten, 400: ApiError, 422: ApiError },
      },
    },
    async (request, reply) => {
      const id = request.requireUser().id;
      const body = request.body;
      const now = wallNow();
      const placedAt = new Date(body.placedAt);
      if (placedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
        return sendError(reply, 400, 'placedAt: a bet cannot be placed in the future');
      }
      if (!(await gameWeek(db.orm, body.gameId, now))) {
        return sendError(reply, 400, `gameId: no game ${body.gameId} in our schedule`);
      }
      const stakeCents = dollarsToCents(body.stake);
      const outcome = await db.orm.transaction(async (tx) => {
        const refused = await limitProblem(tx, id, stakeCents);
        if (refused) throw new HttpError(422, refused);
        const betId = await insertUserBet(tx, {
          userId: id,
          gameId: body.gameId,
          book: body.book,
          market: body.market,
          side: body.side,
          line: body.line,
          price: body.price,
          stakeCents,
          placedAt,
          loggedAt: now,
          updatedAt: now,
        });
        return { status: 201 as const, body: { id: betId, message: 'Bet logged.' } };
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.patch(
    '/user/bets/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Change an unsettled bet (a settled bet stays as it was graded)',
        tags: ['bets'],
        params: BetIdParams,
        body: PatchBetBody,
        response: { 200: BetWritten, 400: ApiError, 404: ApiError, 409: ApiError, 422: ApiError },
      },
    },
    async (request, reply) => {
      const id = request.requireUser().id;
      const change = request.body;
      if (change.placedAt && new Date(change.placedAt).getTime() > wallNow().getTime() + CLOCK_SKEW_MS) {
        return sendError(reply, 400, 'placedAt: a bet cannot be placed in the future');
      }
      const outcome = await db.orm.transaction(async (tx) => {
        await lockUserBets(tx, id);
        const current = (await listUserBets(tx, id, clock.now())).find((r) => r.bet.id === request.params.id);
        if (!current) throw new HttpError(404, 'No such bet of yours.');
        if ((await betGame(tx, current.bet.gameId, clock.now()))?.settled) {
          throw new HttpError(409, 'This bet is settled: it stays as it was graded.');
        }
        const merged = {
          market: change.market ?? current.bet.market,
          side: change.side ?? current.bet.side,
          line: change.line !== undefined ? change.line : current.bet.line,
        };
        const shape = betShapeProblems(merged);
        if (shape[0]) throw new HttpError(400, `${shape[0].path}: ${shape[0].message}`);
        const stakeCents = change.stake === undefined ? current.bet.stakeCents : dollarsToCents(change.stake);
        if (stakeCents > current.bet.stakeCents) {
          const refused = await limitProblem(tx, id, stakeCents, current.bet.id);
          if (refused) throw new HttpError(422, refused);
        }
        await updateUserBet(tx, id, current.bet.id, {
          ...merged,
          ...(change.book === undefined ? {} : { book: change.book }),
          ...(change.price === undefined ? {} : { price: change.price }),
          ...(change.placedAt === undefined ? {} : { placedAt: new Date(change.placedAt) }),
          stakeCents,
          updatedAt: wallNow(),
        });
        return { status: 200 as const, body: { id: current.bet.id, message: 'Bet updated.' } };
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.delete(
    '/user/bets/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete an unsettled bet',
        tags: ['bets'],
        params: BetIdParams,
        response: { 200: BetWritten, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const id = request.requireUser().id;
      const outcome = await db.orm.transaction(async (tx) => {
        const current = (await listUserBets(tx, id, clock.now())).find((r) => r.bet.id === request.params.id);
        if (!current) throw new HttpError(404, 'No such bet of yours.');
        if ((await betGame(tx, current.bet.gameId, clock.now()))?.settled) {
          throw new HttpError(409, 'This bet is settled: it stays in your record.');
        }
        await deleteUserBet(tx, id, current.bet.id);
        return { status: 200 as const, body: { id: current.bet.id, message: 'Bet deleted.' } };
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  await app.register(suggestionRoute, context);
};
