import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheControlOf, computingOf } from '../../core/catch-up.ts';
import {
  contributorNames,
  settledModelPicks,
  settledSeasonPicks,
} from '../../db/repositories/contributor-picks.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { lineSnapshots } from '../../db/repositories/odds.ts';
import { BADGE_TEXT } from '../../domain/contributors/badges.ts';
import type { GradedPick } from '../../domain/contributors/contributor-stats.ts';
import { buildLeaderboard, type LeaderboardEntry } from '../../domain/contributors/leaderboard.ts';
import { RANKING } from '../../domain/contributors/ranking.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { type Contributor, LeaderboardQuery, LeaderboardResponse } from '../../shared/api/leaderboard.ts';
import type { AppContext } from '../app-context.ts';
import { capturedCloses } from './captured-closes.ts';
import {
  gradedContributorPick,
  gradedModelPicks,
  MODEL_KEY,
  MODEL_NAME,
  publicContributorId,
} from './contributor-pick-view.ts';

const FORMER_NAME = 'Former contributor';

function contributorView(e: LeaderboardEntry): Contributor {
  const kind = e.key === MODEL_KEY ? 'model' : e.key.startsWith('former:') ? 'former' : 'person';
  return { ...e, id: publicContributorId(e.key), kind };
}

export const leaderboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, catchUp }) => {
  app.get(
    '/leaderboard',
    {
      config: { access: 'public', cache: true, community: true },
      schema: {
        summary:
          "Contributors (people and the model) ranked on this week's or this season's graded picks by a shrunk win rate, with CLV beside it",
        tags: ['community'],
        querystring: LeaderboardQuery,
        response: { 200: LeaderboardResponse },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      // Before the data (decision 134): while the catch-up computes the record, the model's row is partial.
      const computing = await computingOf(db.orm, catchUp, now, 'record');
      const { timeframe } = request.query;
      const { season, week } = currentWeek(await seasonWindows(db.orm), now);
      const version = MODEL_PARAMS.version;
      const [people, model] = await Promise.all([
        settledSeasonPicks(db.orm, season, version, now),
        settledModelPicks(db.orm, season, version, now),
      ]);
      const [lines, captured] = await Promise.all([
        lineSnapshots(
          db.orm,
          model.map((m) => m.gameId),
          now,
        ),
        // People's locks measured against the best close we have, as My picks shows them (decision 107).
        capturedCloses(db.orm, people, now),
      ]);
      const seasonPicks: GradedPick[] = [
        ...people.map((p) => gradedContributorPick(p, captured)).filter((p): p is GradedPick => p !== null),
        ...model.flatMap((m) => gradedModelPicks(m, lines.get(m.gameId) ?? [])),
      ];
      const ids = [...new Set(people.flatMap((p) => (p.userId ? [p.userId] : [])))];
      const names = await contributorNames(db.orm, ids);
      names.set(MODEL_KEY, MODEL_NAME);
      for (const p of people) if (!p.userId) names.set(p.contributor, FORMER_NAME);
      const board = buildLeaderboard({ seasonPicks, week, timeframe, names, modelKey: MODEL_KEY });
      reply.header('cache-control', cacheControlOf(computing, 'public, max-age=60'));
      return {
        computing,
        asOf: now.toISOString(),
        timeframe,
        season,
        week,
        rules: {
          minimumDecided: RANKING.minimumDecided[timeframe],
          priorWins: RANKING.priorWins,
          priorLosses: RANKING.priorLosses,
          badges: BADGE_TEXT,
        },
        ranked: board.ranked.map(contributorView),
        unranked: board.unranked.map(contributorView),
      };
    },
  );
};
