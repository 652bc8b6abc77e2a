// The player screens as a user drives them on the replay of Wednesday 19 Nov 2025 (the shared replay
// server: real DraftKings week 12 salaries, projections from snaps and last season): the home grid's
// six cards after six skeletons, the heatmap cycling and chosen directly, the playground's sliders and
// Reset, and the Weekly Picks Top 5 panel leading to /top5. Home and the playground pass axe at 390 and
// 1366 px here; Weekly Picks with its panel does in screens-replay.e2e.ts.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PlayersResponse, Top5Response } from '../../src/shared/api/players.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';
import { REPLAY_COLD_PATHS } from './replay-cold-paths.ts';
import { checkScreen } from './screen-checks.ts';

describe('player screens', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });
  // The replay's week board is built on the first player request (decision 039: 16 s measured idle, more
  // on a loaded machine, past the server's 30 s handler timeout), and each call's prepared answer on its
  // first request. Whichever file asks first pays; pay it here, before the tests' server-error checks
  // start, retrying while the server sheds load, so the tests see the pages and not the cold builds.
  beforeAll(async () => {
    const base = inject('e2e').replayBaseUrl;
    const deadline = Date.now() + 300_000;
    for (const path of REPLAY_COLD_PATHS) {
      while ((await fetch(`${base}${path}`)).status !== 200) {
        if (Date.now() > deadline) throw new Error(`${path} did not answer 200 within 5 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }, 310_000);
  const api = async <T>(path: string, schema: { parse: (x: unknown) => T }) =>
    schema.parse(await (await fetch(`${s.baseUrl}${path}`)).json());

  it('home: six skeletons, then the six highest projections; the heatmap cycles and a metric can be chosen', async () => {
    const players = await api('/api/players?limit=50', PlayersResponse);
    // The grid's rule (decision 081): nobody ruled out, nobody whose game has kicked off by the board's instant.
    const expected = players.players
      .filter((p) => !p.ruledOut && Date.parse(p.gameTime) > Date.parse(players.generatedAt))
      .slice(0, 6);
    // Hold the players' answer until the skeletons have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await s.page.route('**/api/players?limit=50', async (route) => {
      await held;
      await route.continue();
    });
    // The page's timers on Playwright's clock: it runs as usual, and the heatmap's waits below move it on at
    // once instead of sleeping.
    await s.page.clock.install();
    await s.page.goto('/');
    await expect.poll(() => s.page.getByTestId('player-card-skeleton').count(), { timeout: 15_000 }).toBe(6);
    release();
    const grid = s.page.getByRole('list', { name: 'Player picks' });
    await grid.getByRole('listitem').nth(5).waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(6);
    expect(await grid.getByRole('heading').allTextContents()).toEqual(expected.map((p) => p.name));
    // No prop line is captured in the pack: each card says so rather than showing one.
    expect(await grid.getByText('Live odds: no line captured for his props.').count()).toBe(6);
    // Nor a recommended bet: a card's bet is his prop pick (decision 073), and there is none without a line.
    expect(
      await grid
        .getByText('No recommended bet: no prop pick against a two-way sportsbook line for him.')
        .count(),
    ).toBe(6);
    await s.page.getByText('Sample profile', { exact: true }).waitFor();

    const heatmap = s.page.getByRole('region', { name: 'Performance Heatmap' });
    const pressed = () => heatmap.locator('button[aria-pressed="true"]').textContent();
    const withBoost = players.players.filter((p) => p.bioBoost).length;
    expect(
      await heatmap
        .getByRole('list', { name: / by player$/ })
        .getByRole('listitem')
        .count(),
    ).toBe(Math.min(32, withBoost));
    // Every 5 s the metric moves on to the next (the pointer is not on the map).
    const order = ['Sleep', 'T-Index', 'Hydration', 'BioBoost'];
    const before = (await pressed()) ?? '';
    const next = order[(order.indexOf(before) + 1) % order.length];
    await expect
      .poll(
        async () => {
          await s.page.clock.runFor(250);
          return pressed();
        },
        { timeout: 8_000 },
      )
      .toBe(next);
    await heatmap.getByRole('button', { name: 'BioBoost', exact: true }).click();
    expect(await pressed()).toBe('BioBoost');
    const firstCell = heatmap.getByRole('list', { name: 'BioBoost by player' }).getByRole('button').first();
    await firstCell.focus();
    const first = players.players.find((p) => p.bioBoost);
    await heatmap.getByText(`${first?.name} (${first?.position}, ${first?.team}): BioBoost`).waitFor();
    // Focus on the map pauses the cycling.
    await s.page.clock.runFor(5_500);
    expect(await pressed()).toBe('BioBoost');

    for (const viewport of [DESKTOP, MOBILE]) {
      await s.page.setViewportSize(viewport);
      await checkScreen(s.page, 'home-players');
    }
  }, 120_000);

  it('playground: a slider moves the custom score off HOLD, Reset Defaults restores it', async () => {
    const players = await api('/api/players?limit=100', PlayersResponse);
    const player = players.players.find((p) => p.bioBoost && (p.bioBoost.sleep.score ?? 0) > 0);
    if (!player) throw new Error('no player with a BioBoost');
    await s.page.goto('/playground');
    await s.page.getByRole('heading', { level: 1, name: 'Prediction Playground' }).waitFor();
    await s.page.getByText('Select a player to see custom predictions').waitFor();
    await s.page.getByLabel('Player', { exact: true }).selectOption(player.id);
    expect(new URL(s.page.url()).searchParams.get('player')).toBe(player.id);
    const status = s.page.getByRole('status').filter({ hasText: 'Custom BioBoost' });
    await status.getByText('HOLD').waitFor();

    const sleep = s.page.getByRole('slider', { name: 'Sleep weight' });
    expect(await sleep.getAttribute('max')).toBe('60');
    await sleep.focus();
    await s.page.keyboard.press('ArrowRight');
    await s.page.keyboard.press('ArrowRight');
    expect(await sleep.inputValue()).toBe('40');
    await status.getByText('BUY').waitFor();
    await s.page.getByRole('button', { name: 'Reset Defaults' }).click();
    expect(await sleep.inputValue()).toBe('30');
    await status.getByText('HOLD').waitFor();

    await s.page.getByRole('tab', { name: 'Compare' }).click();
    const compare = s.page.getByRole('list', { name: /^First 3 picks of / }).getByRole('listitem');
    await compare.nth(2).waitFor();
    expect(await compare.count()).toBe(3);
    for (const viewport of [MOBILE, DESKTOP]) {
      await s.page.setViewportSize(viewport);
      await checkScreen(s.page, 'playground');
    }
  }, 120_000);

  it('Weekly Picks: the Top 5 panel lists the Main slate and leads to /top5', async () => {
    const top5 = await api('/api/top5', Top5Response);
    const main = top5.picks.filter((p) => p.slate === 'Main').map((p) => p.name);
    expect(main).toHaveLength(5);
    await s.page.goto('/weekly-picks');
    const panel = s.page.getByRole('region', { name: 'Top 5 DFS' });
    await panel.getByRole('listitem').nth(4).waitFor();
    expect(await panel.getByRole('listitem').getByRole('link').allTextContents()).toEqual(main);
    // axe on this page (panel included) at both widths: screens-replay.e2e.ts, replay-weekly-picks.
    await panel.getByRole('link', { name: 'All Top 5 DFS picks' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Top 5 DFS Picks' }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/top5');
  }, 120_000);
});
