// The Profile routes on a bare app with the profile repository and the season stats stubbed (decision
// 128, the routes' fast test set; decision 051): the signed-in person's id reaches every read and write;
// a save writes only the parts sent, in one transaction, and answers the Profile as read back; the
// avatar is checked by its first bytes and its size (512 KB = 524,288 bytes, not one more), stamped at
// real time, served privately with a URL that changes with each upload.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, DB, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/user-profiles.ts', () => ({
  readAvatar: vi.fn(),
  readProfile: vi.fn(),
  saveAvatar: vi.fn(),
  updateDisplayName: vi.fn(),
  updateProfile: vi.fn(),
}));
vi.mock('./own-pick-stats.ts', () => ({ ownSeasonStats: vi.fn() }));

const repo = await import('../../db/repositories/user-profiles.ts');
const ownStats = await import('./own-pick-stats.ts');
const { userProfileRoutes } = await import('./user-profile.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// context(): the app's clock (a replay instant) and real time, a year apart.
const NOW = new Date('2025-11-19T12:00:00Z');
const WALL = new Date('2026-11-27T12:00:00Z');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const preferences = {
  emailAlerts: true,
  lineMovementAlerts: false,
  injuryAlerts: true,
  dfsAlerts: false,
  weeklyNewsletter: true,
  marketingEmails: false,
};
const stats = {
  season: 2025,
  totalPicks: 7,
  wins: 4,
  losses: 2,
  pushes: 1,
  // 4 / (4 + 2)
  winRate: 0.6667,
  currentStreak: 'W2',
  favoriteBet: 'Spread',
};
const stored = {
  name: 'ann  van der berg',
  email: 'ann@example.com',
  substackUrl: 'https://ann.substack.com',
  // 2026-11-20T10:00:00Z = 1,795,168,800,000 ms since 1970.
  avatarUpdatedAt: new Date('2026-11-20T10:00:00Z'),
  preferences,
  favoriteTeams: ['BAL', 'KC'],
  riskTolerance: 'medium',
};
const profile = {
  name: 'ann  van der berg',
  email: 'ann@example.com',
  substackUrl: 'https://ann.substack.com',
  // First and last words' first letters, upper-cased.
  avatar: { initials: 'AB', imageUrl: '/api/user/avatar?v=1795168800000' },
  preferences,
  favoriteTeams: ['BAL', 'KC'],
  stats,
};

beforeEach(() => {
  vi.mocked(repo.readProfile)
    .mockReset()
    .mockResolvedValue(stored as never);
  vi.mocked(repo.readAvatar).mockReset();
  vi.mocked(repo.saveAvatar)
    .mockReset()
    .mockResolvedValue(undefined as never);
  vi.mocked(repo.updateDisplayName).mockReset().mockResolvedValue(undefined);
  vi.mocked(repo.updateProfile).mockReset().mockResolvedValue(undefined);
  vi.mocked(ownStats.ownSeasonStats).mockReset().mockResolvedValue(stats);
});

const app = () => routeApp(userProfileRoutes, context());
type App = Awaited<ReturnType<typeof app>>;
const put = (a: App, payload: object) =>
  a.inject({ method: 'PUT', url: '/api/user/profile', headers: AS(ANN), payload });
const upload = (a: App, bytes: number[] | Buffer) =>
  a.inject({
    method: 'PUT',
    url: '/api/user/avatar',
    headers: AS(ANN),
    payload: { image: Buffer.from(bytes).toString('base64') },
  });

describe('the Profile routes', () => {
  it('are user routes under profile, documented as such', async () => {
    const a = await app();
    const routes = [
      'GET /api/user/profile',
      'PUT /api/user/profile',
      'GET /api/user/avatar',
      'PUT /api/user/avatar',
      'DELETE /api/user/avatar',
    ];
    expect(routes.map((r) => a.access.get(r))).toEqual(['user', 'user', 'user', 'user', 'user']);
    expect(documented(a)).toEqual([
      [
        'GET /api/user/profile',
        ['profile'],
        'The Profile: details, avatar, preferences, favourite teams and stats',
      ],
      [
        'PUT /api/user/profile',
        ['profile'],
        'Save parts of the Profile (each tab sends its own); omitted parts stay',
      ],
      [
        'GET /api/user/avatar',
        ['profile'],
        'The uploaded avatar image of the signed-in person (PNG, JPEG or WebP bytes; 404 without one)',
      ],
      [
        'PUT /api/user/avatar',
        ['profile'],
        'Upload an avatar: PNG, JPEG or WebP (checked by its first bytes), at most 512 KB',
      ],
      ['DELETE /api/user/avatar', ['profile'], 'Remove the uploaded avatar (initials are shown again)'],
    ]);
    // Without a person, each handler's requireUser refuses (a valid body, so validation passes).
    const bodies: Record<string, object> = {
      'PUT /api/user/profile': {},
      'PUT /api/user/avatar': { image: Buffer.from(PNG).toString('base64') },
    };
    for (const route of routes) {
      const [method, url] = route.split(' ') as ['GET', string];
      expect((await a.inject({ method, url, payload: bodies[route] })).statusCode, route).toBe(401);
    }
    expect(repo.readProfile).not.toHaveBeenCalled();
    expect(repo.saveAvatar).not.toHaveBeenCalled();
  });
});

describe('reading the Profile', () => {
  it('shows the person’s details, initials, avatar URL and the season’s stats at the app’s clock', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/profile', headers: AS(ANN) });
    expect([res.statusCode, res.json()]).toEqual([200, profile]);
    expect(repo.readProfile).toHaveBeenCalledWith(ORM, ANN);
    expect(ownStats.ownSeasonStats).toHaveBeenCalledWith(DB, ANN, NOW);
  });

  it('shows initials only (no image URL) before any upload', async () => {
    vi.mocked(repo.readProfile).mockResolvedValue({ ...stored, avatarUpdatedAt: null } as never);
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/profile', headers: AS(ANN) });
    expect(res.json().avatar).toEqual({ initials: 'AB', imageUrl: null });
  });

  it('is a 500, not an empty Profile, for a signed-in person without a row', async () => {
    vi.mocked(repo.readProfile).mockResolvedValue(undefined);
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/profile', headers: AS(ANN) });
    expect(res.statusCode).toBe(500);
  });
});

describe('saving the Profile', () => {
  it('writes each part sent, in one transaction, and answers the Profile read back', async () => {
    const res = await put(await app(), {
      name: ' Ann Berg ',
      substackUrl: 'https://ann.substack.com',
      preferences,
      favoriteTeams: ['KC'],
    });
    expect([res.statusCode, res.json()]).toEqual([200, profile]);
    expect(repo.updateDisplayName).toHaveBeenCalledWith(ORM, ANN, 'Ann Berg');
    expect(repo.updateProfile).toHaveBeenCalledWith(ORM, ANN, {
      substackUrl: 'https://ann.substack.com',
      ...preferences,
      favoriteTeams: ['KC'],
    });
  });

  it('leaves out what was not sent: no name, no address, no teams; a null address clears it', async () => {
    const a = await app();
    await put(a, { preferences });
    expect(repo.updateDisplayName).not.toHaveBeenCalled();
    expect(repo.updateProfile).toHaveBeenLastCalledWith(ORM, ANN, preferences);
    await put(a, { substackUrl: null, favoriteTeams: [] });
    expect(repo.updateProfile).toHaveBeenLastCalledWith(ORM, ANN, { substackUrl: null, favoriteTeams: [] });
    await put(a, {});
    expect(repo.updateProfile).toHaveBeenLastCalledWith(ORM, ANN, {});
  });

  it('refuses a bad part with 400, naming it, before any write', async () => {
    const a = await app();
    for (const payload of [
      { name: '' },
      { substackUrl: 'http://ann.substack.com' },
      { favoriteTeams: ['KC', 'KC'] },
      { role: 'admin' },
    ]) {
      expect((await put(a, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(repo.updateProfile).not.toHaveBeenCalled();
  });
});

describe('the avatar', () => {
  it('stores a PNG of exactly 512 KB with its type, stamped at real time', async () => {
    // 512 × 1,024 = 524,288 bytes: the PNG signature, then zeros.
    const bytes = Buffer.alloc(524_288);
    Buffer.from(PNG).copy(bytes);
    const res = await upload(await app(), bytes);
    expect([res.statusCode, res.json()]).toEqual([200, profile]);
    const [db, userId, saved, at] = vi.mocked(repo.saveAvatar).mock.calls[0] ?? [];
    expect([db, userId, saved?.type, at]).toEqual([ORM, ANN, 'image/png', WALL]);
    // Buffer.equals, not a deep comparison byte by byte (seconds for half a megabyte).
    expect(saved?.bytes.equals(bytes)).toBe(true);
  });

  it('reads the type from the bytes: JPEG and WebP too', async () => {
    const a = await app();
    await upload(a, [0xff, 0xd8, 0xff, 0xe0]);
    expect(vi.mocked(repo.saveAvatar).mock.calls[0]?.[2]).toMatchObject({ type: 'image/jpeg' });
    // RIFF, a 4-byte size, WEBP.
    await upload(a, [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
    expect(vi.mocked(repo.saveAvatar).mock.calls[1]?.[2]).toMatchObject({ type: 'image/webp' });
  });

  it('refuses one byte over 512 KB, and a file that is no image, with 400 before storing', async () => {
    const a = await app();
    const big = Buffer.alloc(524_289);
    Buffer.from(PNG).copy(big);
    const tooBig = await upload(a, big);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([
      400,
      'Invalid body: image: the image is larger than 512 KB',
    ]);
    // '<svg' is not a PNG, JPEG or WebP.
    const svg = await upload(a, [0x3c, 0x73, 0x76, 0x67]);
    expect([svg.statusCode, svg.json().message]).toEqual([
      400,
      'Invalid body: image: the file is not a PNG, JPEG or WebP image',
    ]);
    expect(repo.saveAvatar).not.toHaveBeenCalled();
  });

  it('serves the person’s image privately, with its type and no active content', async () => {
    vi.mocked(repo.readAvatar).mockResolvedValue({ bytes: Buffer.from(PNG), type: 'image/png' });
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/avatar', headers: AS(ANN) });
    expect(res.statusCode).toBe(200);
    expect(repo.readAvatar).toHaveBeenCalledWith(ORM, ANN);
    expect([...res.rawPayload]).toEqual(PNG);
    expect(res.headers['content-type']).toBe('image/png');
    // A day: 86,400 s, in this browser only.
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('answers 404 without an upload', async () => {
    vi.mocked(repo.readAvatar).mockResolvedValue(undefined);
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/avatar', headers: AS(ANN) });
    expect([res.statusCode, res.json().message]).toEqual([404, 'No avatar uploaded.']);
  });

  it('removes the image at real time', async () => {
    const res = await (await app()).inject({ method: 'DELETE', url: '/api/user/avatar', headers: AS(ANN) });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    expect(repo.saveAvatar).toHaveBeenCalledWith(ORM, ANN, null, WALL);
  });
});
