// The teams route on a bare app with the reference repository stubbed (decision 128, the routes' fast
// test set): every team as stored, with only the API's fields, public and cached for an hour.
import { describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/reference-data.ts', () => ({ listTeams: vi.fn() }));

const repo = await import('../../db/repositories/reference-data.ts');
const { teamsRoutes } = await import('./teams.ts');

const team = {
  code: 'LV',
  name: 'Las Vegas Raiders',
  nickname: 'Raiders',
  location: 'Las Vegas',
  conference: 'AFC',
  division: 'West',
  primaryColor: '#000000',
  secondaryColor: '#A5ACAF',
  emoji: '🏴‍☠️',
  formerCodes: ['OAK'],
};

describe('the teams', () => {
  it('lists every stored team with the API’s fields, public and cached for an hour', async () => {
    // A stored column the API does not show.
    vi.mocked(repo.listTeams).mockResolvedValue([
      { ...team, updatedAt: new Date('2025-01-01T00:00:00Z') },
    ] as never);
    const a = await routeApp(teamsRoutes, context());
    expect(a.declared.get('GET /api/teams')?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a)).toEqual([
      ['GET /api/teams', ['nfl'], 'The 32 teams with conference, division, colours and emoji'],
    ]);
    const res = await a.inject({ method: 'GET', url: '/api/teams' });
    expect(res.json()).toEqual({ teams: [team] });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(repo.listTeams).toHaveBeenCalledWith(ORM);
  });
});
