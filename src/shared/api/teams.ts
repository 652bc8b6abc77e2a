import { z } from 'zod';

export const Team = z
  .object({
    code: z.string().describe('nflverse team code, e.g. KC, LA (Rams), LAC'),
    name: z.string(),
    nickname: z.string(),
    location: z.string(),
    conference: z.enum(['AFC', 'NFC']),
    division: z.enum(['East', 'North', 'South', 'West']),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    emoji: z.string(),
    formerCodes: z
      .array(z.string())
      .describe('Historical and alternate codes that mean this team (OAK, SD, STL, WSH…)'),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof Team>;

export const TeamsResponse = z.object({ teams: z.array(Team) }).meta({ id: 'TeamsResponse' });
export type TeamsResponse = z.infer<typeof TeamsResponse>;
