import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTeams } from '../../db/repositories/reference-data.ts';
import { TeamsResponse } from '../../shared/api/teams.ts';
import type { AppContext } from '../app-context.ts';

export const teamsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/teams',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'The 32 teams with conference, division, colours and emoji',
        tags: ['nfl'],
        response: { 200: TeamsResponse },
      },
    },
    async (_request, reply) => {
      const rows = await listTeams(db.orm);
      reply.header('cache-control', 'public, max-age=3600');
      return {
        teams: rows.map((t) => ({
          code: t.code,
          name: t.name,
          nickname: t.nickname,
          location: t.location,
          conference: t.conference,
          division: t.division,
          primaryColor: t.primaryColor,
          secondaryColor: t.secondaryColor,
          emoji: t.emoji,
          formerCodes: t.formerCodes,
        })),
      };
    },
  );
};
