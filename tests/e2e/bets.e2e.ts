// The bet tracker as a person uses it, on the server replaying 19 November 2025 (week 11 played,
// week 12 to come): sign up (through the API, reading the mailed link from the outbox), log two bets
// in the browser — the week-11 one settles from its result, the week-12 one stays open — see ROI and
// the bankroll chart, then take a 24-hour cool-off and find the picks replaced by a calm notice.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.ts';
import { BetsResponse } from '../../src/shared/api/bets.ts';
import { grantPremium } from '../support/premium.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';
import { signUpThroughApi } from './sign-up.ts';

describe('Bet Tracker', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });
  const db = connectDatabase(inject('e2e').replayDatabaseUrl, { max: 1 });
  afterAll(() => db.close());

  const signUp = (email: string) => signUpThroughApi(s.page, db, email);

  async function logBet(
    week: number,
    fill: { market: string; line?: string; price: string; stake: string; suggest?: boolean },
  ) {
    const form = s.page.getByRole('region', { name: 'Log a bet' });
    await form.getByRole('spinbutton', { name: 'Week' }).fill(String(week));
    const game = form.getByRole('combobox', { name: 'Game' });
    await expect.poll(() => game.locator('option').count()).toBeGreaterThan(1);
    await game.selectOption({ index: 1 });
    await form.getByRole('combobox', { name: 'Market' }).selectOption({ label: fill.market });
    if (fill.line) await form.getByRole('spinbutton', { name: 'Line' }).fill(fill.line);
    await form.getByRole('spinbutton', { name: 'Price (American)' }).fill(fill.price);
    await form.getByRole('spinbutton', { name: 'Stake ($)' }).fill(fill.stake);
    await form.getByRole('textbox', { name: 'Book' }).fill('DraftKings');
    if (fill.suggest) {
      // Quarter Kelly on the model's probability for the side, or why there is no stake to suggest.
      await form.getByRole('button', { name: 'Suggest a stake' }).click();
      await form.getByText(/^Model: \d+\.\d% for this side/).waitFor();
    }
    await form.getByRole('button', { name: 'Log bet' }).click();
    await form.getByText('Bet logged.').waitFor();
  }

  it('logs two bets, settles one from its result, and shows ROI and the bankroll; then a cool-off hides picks', async () => {
    await signUp(`tracker-${Date.now()}@example.com`);
    // The week-12 game has not kicked off: the model's probability for it is premium (decision 124), and
    // the stake suggestion below is quarter Kelly on it, so this tracker subscribes.
    const session = await (await s.page.request.get('/api/auth/session')).json();
    await grantPremium(db, session.user.id, '2026-01-01T00:00:00Z');
    await s.page.goto('/bets');
    await s.page.getByRole('heading', { level: 1, name: 'Bet Tracker' }).waitFor();

    const settings = s.page.getByRole('region', { name: 'Bankroll and limits' });
    await settings.getByRole('spinbutton', { name: 'Bankroll ($)' }).fill('500');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('Saved.').waitFor();

    await logBet(11, { market: 'Moneyline', price: '-150', stake: '30' });
    await logBet(12, { market: 'Spread', line: '-3.5', price: '-110', stake: '20', suggest: true });

    const rows = s.page.getByRole('table', { name: 'Your bets' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const state = BetsResponse.parse(await (await s.page.request.get('/api/user/bets')).json());
    const settled = state.bets.find((b) => b.week === 11);
    expect(settled?.status).not.toBe('open');
    expect(state.bets.find((b) => b.week === 12)?.status).toBe('open');
    // The week-11 row reads its result in words; the ROI tile is that bet's profit over its stake.
    const label = { win: '✓ Won', loss: '✗ Lost', push: '= Push', open: 'Open' }[settled?.status ?? 'open'];
    await s.page.getByRole('cell', { name: label, exact: true }).waitFor();
    const roi = ((settled?.profit ?? 0) / 30) * 100;
    const roiText = `${roi > 0 ? '+' : roi < 0 ? '−' : ''}${Math.abs(roi).toFixed(1)}%`;
    await s.page.getByText(roiText, { exact: true }).waitFor();
    const chart = s.page.getByRole('img', { name: /^Bankroll from \$500 to / });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(`over 1 settled bets`);
    await checkScreen(s.page, 'bets');
    await s.page.setViewportSize(MOBILE);
    await checkScreen(s.page, 'bets');
    await s.page.setViewportSize(DESKTOP);

    // Betting preferences on Profile edit the tracker's bankroll and max bet; Home scores with them.
    await s.page.goto('/profile?tab=preferences');
    const prefs = s.page.getByRole('region', { name: 'Betting preferences' });
    await expect.poll(() => prefs.getByRole('spinbutton', { name: 'Bankroll ($)' }).inputValue()).toBe('500');
    await prefs.getByRole('radio', { name: /^aggressive/i }).check();
    await prefs.getByRole('spinbutton', { name: 'Max bet ($)' }).fill('800');
    await prefs.getByRole('button', { name: 'Save betting preferences' }).click();
    await prefs.getByText('a max bet cannot be more than the bankroll').waitFor();
    await prefs.getByRole('spinbutton', { name: 'Max bet ($)' }).fill('40');
    await prefs.getByRole('button', { name: 'Save betting preferences' }).click();
    await prefs.getByText('Betting preferences saved.').waitFor();
    await checkScreen(s.page, 'profile-betting-preferences');
    const saved = BetsResponse.parse(await (await s.page.request.get('/api/user/bets')).json());
    expect(saved.settings).toMatchObject({ bankroll: 500, maxBet: 40 });
    await s.page.goto('/');
    const personal = s.page.getByRole('region', { name: 'Your Personal Picks' });
    await personal.getByText('Your profile', { exact: true }).waitFor();
    await personal
      .getByText(/Scored for you: bankroll \$500, stakes up to \$40, .*aggressive risk/)
      .waitFor();
    expect(await personal.getByText('Sample profile', { exact: true }).count()).toBe(0);

    // A cool-off cannot be shortened, so one click only asks (focus on the question); Escape and Cancel
    // leave no break; "Start my break" starts it and its end replaces the choices.
    await s.page.goto('/bets');
    const breakPanel = s.page.getByRole('region', { name: 'Take a break' });
    const rgState = async () =>
      ((await (await s.page.request.get('/api/user/rg-status')).json()) as { state: string }).state;
    const coolOff = breakPanel.getByRole('button', { name: 'Cool off for 24 hours…' });
    await coolOff.click();
    const step = breakPanel.getByRole('form', { name: 'Start a cool-off?' });
    await step.getByText('A cool-off of 24 hours starts now.', { exact: false }).waitFor();
    await expect.poll(() => step.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await s.page.keyboard.press('Escape');
    await step.waitFor({ state: 'detached' });
    expect(await rgState()).toBe('none');
    await coolOff.click();
    await step.getByRole('button', { name: 'Cancel' }).click();
    await step.waitFor({ state: 'detached' });
    expect(await rgState()).toBe('none');
    await coolOff.click();
    await step.getByRole('button', { name: 'Start my break' }).click();
    await breakPanel.getByText(/You are on a cool-off until/).waitFor();
    expect(await breakPanel.getByRole('button', { name: /Cool off|Self-exclude/ }).count()).toBe(0);
    expect(await rgState()).toBe('cool_off');
    await s.page.goto('/weekly-picks');
    await s.page.getByRole('heading', { level: 1, name: 'You are taking a break' }).waitFor();
    expect(await s.page.getByRole('article').count()).toBe(0);
    await s.page.getByRole('main').getByRole('link', { name: '1-800-GAMBLER' }).waitFor();

    // Home keeps its sections but shows no pick in them: the notice once, then "hidden" lines.
    await s.page.goto('/');
    const picks = s.page.getByRole('region', { name: 'Primate Picks of the Week' });
    await picks.getByRole('heading', { level: 3, name: 'You are taking a break' }).waitFor();
    for (const name of ['Player Picks of the Week', 'Your Personal Picks']) {
      await s.page.getByRole('region', { name }).getByText('Hidden during your cool-off.').waitFor();
    }
    expect(await s.page.getByRole('article').count()).toBe(0);
    expect(await s.page.getByRole('list', { name: 'Personal picks' }).count()).toBe(0);
    await checkScreen(s.page, 'home-on-a-break');
    await s.page.goto('/week1');
    await s.page.getByRole('heading', { level: 1, name: 'You are taking a break' }).waitFor();
  }, 90_000);

  it('asks a visitor to sign in or create an account', async () => {
    await s.page.goto('/bets');
    await s.page.getByRole('heading', { name: 'Sign in to track your bets' }).waitFor();
    const signIn = s.page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    expect(await signIn.getAttribute('href')).toBe('/sign-in?next=%2Fbets');
    await s.page.getByRole('main').getByRole('link', { name: 'Create an account' }).waitFor();
  });
});
