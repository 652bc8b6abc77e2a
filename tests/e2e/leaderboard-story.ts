// One of the stories in capture-server-stories.e2e.ts (decision 160): its hooks are registered in that file's block.
// Issue 11's "done when" for contributor picks, driven as people would on a server of this file's own:
// the 2025 schedule and the saved Odds API answer of Friday 12 December 2025, on a replay clock this
// file moves. Ann and Bob sign up and confirm their address through the API (the mailed link in the
// outbox); Ann locks picks in the wizard (one after a "line moved" answer); Bob's lock at kickoff is
// refused; after Sunday's results the leaderboard ranks Ann and lists Bob as not yet ranked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, GamesResponse } from '../../src/shared/api/games.ts';
import { formatHandicap, formatTotal } from '../../src/web/lib/format-odds.ts';
import { signedInBrowser, type TestBrowser } from '../support/accounts.ts';
import { replayClock } from '../support/manual-clock.ts';
import type { TestDatabase } from '../support/test-db.ts';
import { DESKTOP, inApp, MOBILE, useBrowser } from './browser.ts';
import { CAPTURE_CLOCK_START, type CaptureServer, startCaptureServer } from './capture-server.ts';
import { checkScreen } from './screen-checks.ts';

const GAME = '2025_15_ARI_HOU';

const clock = replayClock(CAPTURE_CLOCK_START);
let server: CaptureServer;
let database: TestDatabase;
let app: FastifyInstance;
let baseUrl = '';
let ann: TestBrowser;
let bob: TestBrowser;
let week: Game[] = [];

/** Two other Sunday-afternoon games with a spread we hold (for Ann's third pick and Bob's first). */
const sundayGames = () =>
  week.filter(
    (g) =>
      g.id !== GAME &&
      (g.slot === 'sunday_early' || g.slot === 'sunday_late') &&
      g.odds.spread?.homeLine != null,
  );

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const spreadBody = (g: Game, selection: 'home' | 'away') => ({
  gameId: g.id,
  market: 'spread',
  selection,
  line: g.odds.spread?.homeLine,
  price: selection === 'home' ? g.odds.spread?.homePrice : g.odds.spread?.awayPrice,
});

beforeAll(async () => {
  const started = performance.now();
  server = await startCaptureServer(clock, 'leaderboard');
  ({ database, app, baseUrl, week } = server);
  const t = { app, database, close: async () => {} };
  [ann, bob] = await Promise.all([
    signedInBrowser(t, 'ann@example.com'),
    signedInBrowser(t, 'bob@example.com'),
  ]);
  console.log(`leaderboard e2e setup: ${Math.round(performance.now() - started)} ms`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('contributor picks from the wizard to the leaderboard', () => {
  const s = useBrowser({ viewport: DESKTOP, baseUrl: () => baseUrl });

  it('Ann locks in the wizard (asked again when the line moved), Bob is refused at kickoff, both are graded', async () => {
    const [third, bobs] = sundayGames();
    if (!third || !bobs) throw new Error('expected two more Sunday games with a spread');
    // A visitor reaches the last step with a pick chosen and is sent to sign in, then back here.
    await s.page.goto(`/wizard?step=3&game=${GAME}&pick=spread-home`);
    const signIn = s.page.getByRole('link', { name: 'Sign in to lock this pick' });
    expect(await signIn.getAttribute('href')).toBe(
      `/sign-in?next=${encodeURIComponent(`/wizard?step=3&game=${GAME}&pick=spread-home`)}`,
    );
    await checkScreen(s.page, 'wizard-lock-visitor');
    s.page.setDefaultTimeout(10_000);
    // Ann is signed in: the session cookie the API gave her browser.
    await s.context.addCookies([...ann.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));

    await s.page.goto('/wizard?step=2');
    await s.page.getByRole('heading', { name: /^Betting Context: Week 15$/ }).waitFor();
    const card = s.page.getByRole('listitem', { name: 'Arizona Cardinals at Houston Texans' });
    const spread = week.find((g) => g.id === GAME)?.odds.spread;
    const homeLine = spread?.homeLine ?? Number.NaN;
    const hou = `HOU ${formatHandicap(homeLine)}`;
    await card.getByRole('button', { name: new RegExp(`^${esc(hou)} `) }).click();
    expect(new URL(s.page.url()).searchParams.get('pick')).toBe('spread-home');
    await s.page.getByRole('button', { name: 'Next' }).click();
    // A refresh keeps every choice: they live in the URL.
    await s.page.reload();
    const lockRegion = s.page.getByRole('region', { name: 'Lock your pick' });
    await lockRegion.getByRole('button', { name: new RegExp(`^Lock ${esc(hou)} `) }).click();
    await lockRegion.getByRole('status').getByText(`Locked ${hou}`, { exact: false }).waitFor();
    await lockRegion.getByText(/You locked this market/).waitFor();

    // The total, with the screen one point behind the server: the 409 names the line to lock at.
    const total = week.find((g) => g.id === GAME)?.odds.total?.line ?? Number.NaN;
    await s.page.route('**/api/games', async (route) => {
      const body = await (await route.fetch()).json();
      for (const g of body.games) if (g.id === GAME) g.odds.total.line = total - 1;
      await route.fulfill({ json: body });
    });
    s.expectConsoleError(/409/);
    await s.page.goto('/wizard?step=2');
    await card.getByRole('button', { name: new RegExp(`^Over ${formatTotal(total - 1)} `) }).click();
    await s.page.getByRole('button', { name: 'Next' }).click();
    await lockRegion
      .getByRole('button', { name: new RegExp(`^Lock Over ${formatTotal(total - 1)} `) })
      .click();
    await lockRegion.getByText(`The line moved`, { exact: false }).waitFor();
    await lockRegion
      .getByRole('button', { name: new RegExp(`^Lock Over ${formatTotal(total)} .*at the new line$`) })
      .click();
    await lockRegion
      .getByRole('status')
      .getByText(`Locked Over ${formatTotal(total)}`, { exact: false })
      .waitFor();
    await s.page.unroute('**/api/games');
    const annPicks = (await ann.get('/api/user/picks')).json().picks;
    expect(annPicks.map((p: { market: string; line: number }) => [p.market, p.line]).sort()).toEqual(
      [
        ['spread', homeLine],
        ['total', total],
      ].sort(),
    );

    // Ann's third spread pick and Bob's first, before kickoff; then Bob is refused at ARI @ HOU's kickoff.
    expect((await ann.post('/api/picks', spreadBody(third, 'home'))).statusCode).toBe(201);
    expect((await bob.post('/api/picks', spreadBody(bobs, 'away'))).statusCode).toBe(201);
    clock.set(new Date(week.find((g) => g.id === GAME)?.kickoff ?? Number.NaN));
    const late = await bob.post('/api/picks', {
      gameId: GAME,
      market: 'spread',
      selection: 'away',
      line: homeLine,
      price: spread?.awayPrice,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'kicked_off' });

    // Monday morning: Sunday's finals are known, so every pick above is graded.
    clock.set('2025-12-15T12:00:00Z');
    const graded = (await ann.get('/api/user/picks')).json().picks as { status: string }[];
    expect(graded.every((p) => p.status !== 'pending')).toBe(true);
    const decided = graded.filter((p) => p.status !== 'push').length;
    expect(decided, 'half-point lines: none of Ann’s picks can push').toBe(3);

    await s.page.goto('/leaderboard');
    // Ann (3 decided spread/total picks, the weekly minimum) is ranked #1 with her real record; Bob
    // (1 decided) is listed under "Not yet ranked".
    const wins = graded.filter((p) => p.status === 'win').length;
    const podium = s.page.getByRole('list', { name: 'Podium' }).getByRole('listitem');
    await podium.first().waitFor();
    expect(await podium.count()).toBe(1);
    expect(await podium.first().textContent()).toMatch(new RegExp(`#1.*ann.*\\(${wins}–${3 - wins}–0\\)`));
    const unranked = s.page.getByRole('table', { name: 'Not yet ranked' });
    expect(await unranked.getByRole('rowheader').allTextContents()).toEqual([expect.stringMatching(/^bob/)]);
    await checkScreen(s.page, 'leaderboard-graded');
  });
});

describe('the wizard and the leaderboard on a phone', () => {
  const s = useBrowser({ viewport: MOBILE, baseUrl: () => baseUrl });

  it('reads at 390 px with no serious accessibility problem; after kickoff the wizard says the game is locked', async () => {
    await s.page.goto('/leaderboard');
    await s.page.getByRole('table', { name: 'Not yet ranked' }).waitFor();
    await checkScreen(s.page, 'leaderboard-graded');
    // On to the wizard and its last step in app, as its links go (decision 165): no clock moves in this
    // test, and a fresh load of each only fetched the app again.
    await inApp(s.page, '/wizard');
    await s.page.getByRole('heading', { level: 1, name: 'Pick Wizard' }).waitFor();
    await s.page.getByRole('heading', { name: 'No BioBoost scores this week yet' }).waitFor();
    await checkScreen(s.page, 'wizard');
    // After kickoff the last step says so instead of offering a Lock.
    await inApp(s.page, `/wizard?step=3&game=${GAME}&pick=spread-home`);
    await s.page.getByText('Locked at kickoff: this game takes no more picks.').waitFor();
    await checkScreen(s.page, 'wizard-lock-closed');
  });
});

describe('Lock from the Weekly Picks cards', () => {
  const s = useBrowser({ viewport: DESKTOP, baseUrl: () => baseUrl });
  const LATER = '2025_15_MIA_PIT'; // Monday night: still open on Monday morning

  it('sends a visitor to sign in, locks at the line shown, and is closed with the reason after kickoff', async () => {
    clock.set('2025-12-15T12:00:00Z'); // Sunday's games have kicked off, Monday night's has not
    const monday = GamesResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/games?season=2025&week=15' })).json(),
    ).games.find((g) => g.id === LATER);
    const line = monday?.odds.spread?.homeLine;
    if (!monday || line == null) throw new Error('expected a spread on Monday night');
    const url = '/weekly-picks?season=2025&week=15';
    const card = s.page.getByRole('article', { name: `${monday.away.name} at ${monday.home.name}` });
    const sunday = s.page.getByRole('article', { name: 'Arizona Cardinals at Houston Texans' });
    const lockButton = (on: typeof card, matchup: string) =>
      on.getByRole('button', { name: `Lock a pick: ${matchup}` });

    // A visitor: Lock asks for a sign-in and comes back here; a kicked-off game's Lock is disabled, with why.
    await s.page.goto(url);
    await expect.poll(() => lockButton(sunday, 'ARI at HOU').isDisabled()).toBe(true);
    await sunday.getByText('Closed at kickoff').waitFor();
    await lockButton(card, `${monday.away.code} at ${monday.home.code}`).click();
    await s.page.waitForURL((u) => u.pathname === '/sign-in');
    expect(new URL(s.page.url()).searchParams.get('next')).toBe(url);

    // Cara, signed in, locks the home side at the line the card offers.
    const cara = await signedInBrowser({ app, database, close: async () => {} }, 'cara@example.com');
    // The visitor's sign-in page goes first: its CSRF token is the visitor's, and an event it sent after
    // the cookies changed under it was refused once (a 403 in the console; one run in four).
    await s.page.goto('about:blank');
    await s.context.addCookies([...cara.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    await s.page.goto(url);
    await lockButton(card, `${monday.away.code} at ${monday.home.code}`).click();
    const home = `${monday.home.code} ${formatHandicap(line)}`;
    await card.getByRole('button', { name: new RegExp(`^Lock ${esc(home)} `) }).click();
    await card.getByRole('status').getByText('Locked.', { exact: false }).waitFor();
    const picks = (await cara.get('/api/user/picks')).json().picks;
    expect(picks).toEqual([
      expect.objectContaining({ gameId: LATER, market: 'spread', selection: 'home', line }),
    ]);
    await checkScreen(s.page, 'weekly-picks-card-lock');

    // Monday night's kickoff: the card's Lock is disabled with the reason, and the server refuses anyway.
    clock.set(new Date(monday.kickoff));
    await s.page.reload();
    await expect
      .poll(() => lockButton(card, `${monday.away.code} at ${monday.home.code}`).isDisabled())
      .toBe(true);
    await card.getByText('Closed at kickoff').waitFor();
    const late = await cara.post('/api/picks', {
      gameId: LATER,
      market: 'total',
      selection: 'over',
      line: monday.odds.total?.line,
      price: monday.odds.total?.overPrice,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'kicked_off' });
    // The week's picks at this clock are shared by every request: waiting for them lets the page's own
    // request finish writing its cache before the server closes.
    await s.page.goto('about:blank');
    expect((await app.inject({ method: 'GET', url: '/api/weekly-picks/15?season=2025' })).statusCode).toBe(
      200,
    );
  });
});
