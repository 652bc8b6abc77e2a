// Weekly Picks as a person uses it, on the server replaying Wednesday 19 November 2025 (week 12 is
// the live week; week 11 is played and graded): change week and slot, share the URL, reach the
// Super Bowl, sign up for the newsletter, go offline and back online.
import { describe, expect, it } from 'vitest';
import { WeeklyPicksResponse } from '../../src/shared/api/weekly-picks.ts';
import { DESKTOP, useBrowser } from './browser.ts';

describe('Weekly Picks', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });
  const cards = () => s.page.getByRole('article');
  const weekSelect = () => s.page.getByRole('combobox', { name: 'Choose a week' });

  it('opens on the live week, then changes week and slot, and the URL shares the view', async () => {
    const week11 = WeeklyPicksResponse.parse(await (await fetch(`${s.baseUrl}/api/weekly-picks/11`)).json());
    await s.page.goto('/weekly-picks');
    const nav = s.page.getByRole('navigation', { name: 'Week' });
    await nav.getByText('CURRENT', { exact: true }).waitFor();
    expect(await weekSelect().inputValue()).toBe('12');
    await cards().first().waitFor();

    await s.page.getByRole('button', { name: 'Previous week' }).click();
    await s.page.waitForURL(/week=11/);
    await nav.getByText('Completed', { exact: true }).waitFor();
    await s.page.getByRole('tab', { name: `All · ${week11.picks.length}` }).waitFor();
    expect(await cards().count()).toBe(week11.picks.length);

    await s.page.getByRole('tab', { name: /^SNF/ }).click();
    await s.page.waitForURL(/week=11&slot=snf|slot=snf&week=11/);
    // The URL is written before the page re-renders: wait for the tab, then for the one card.
    await s.page.getByRole('tab', { name: /^SNF/, selected: true }).waitFor();
    await expect.poll(() => cards().count()).toBe(1);
    const snf = week11.picks.find((p) => p.timeSlot === 'snf');
    const card = cards().first();
    expect(await card.getAttribute('aria-label')).toBe(`${snf?.away.team} at ${snf?.home.team}`);
    // Graded, with the letter as well as the colour.
    await card
      .getByText(/^[✓✕=] [WLP]/)
      .first()
      .waitFor();
    expect(await card.getByRole('link', { name: /Game detail/ }).getAttribute('href')).toBe(
      `/games/${snf?.gameId}`,
    );

    // Shared: a fresh tab at the same URL shows the same week and slot.
    const shared = await s.context.newPage();
    await shared.goto(s.page.url());
    await shared.getByRole('tab', { name: /^SNF/, selected: true }).waitFor();
    expect(await shared.getByRole('article').count()).toBe(1);
    await shared.close();

    // A new week resets the slot to All.
    await s.page.getByRole('button', { name: 'Next week' }).click();
    await s.page.getByRole('tab', { name: /^All/, selected: true }).waitFor();
    expect(s.page.url()).not.toContain('slot=');
  });

  it('reaches the playoffs and the Super Bowl from the week list', async () => {
    await s.page.goto('/weekly-picks?week=18');
    await cards().first().waitFor();
    await weekSelect().selectOption({ label: 'Super Bowl · Playoffs' });
    await s.page.waitForURL(/week=22/);
    await s.page.getByRole('navigation', { name: 'Week' }).getByText('Playoffs', { exact: true }).waitFor();
    expect(await s.page.getByRole('button', { name: 'Next week' }).isDisabled()).toBe(true);
  });

  it('shows the season record, the biggest edge and the disagreements from the API', async () => {
    const week = WeeklyPicksResponse.parse(await (await fetch(`${s.baseUrl}/api/weekly-picks/11`)).json());
    await s.page.goto('/weekly-picks?week=11');
    const edge = s.page.getByRole('region', { name: 'This Week’s Edge' });
    const su = week.edge.seasonStraightUp;
    await edge.getByText(`n=${su.graded}`).first().waitFor();
    expect(await edge.textContent()).toContain(`${su.wins}–${su.losses}`);
    const pulse = s.page.getByRole('region', { name: 'Community Pulse' });
    expect(await pulse.textContent()).toContain(
      `${week.edge.disagreements.length} of ${week.edge.withLine} games`,
    );
  });

  it('signs a newsletter address up and asks to confirm it by mail', async () => {
    await s.page.goto('/weekly-picks');
    const box = s.page.getByRole('textbox', { name: 'Email address' });
    await box.fill('e2e-reader@example.com');
    await s.page.getByRole('button', { name: 'Subscribe' }).click();
    const answer =
      'Check your inbox: we sent a confirmation link to e2e-reader@example.com. Nothing is sent until you open it.';
    await s.page.getByText(answer).waitFor();
    // A repeat answers the same (the form tells no one who is subscribed).
    await box.fill('E2E-reader@example.com');
    await s.page.getByRole('button', { name: 'Subscribe' }).click();
    await s.page.getByText(answer).waitFor();
  });

  it('shows cached picks with the offline banner when offline, and live picks when back online', async () => {
    await s.page.goto('/weekly-picks?week=10');
    await cards().first().waitFor();
    await s.page.getByRole('button', { name: 'Next week' }).click();
    await s.page.getByRole('tab', { name: /^All/ }).waitFor();
    await s.page.getByRole('button', { name: 'Previous week' }).click();
    await s.page.waitForURL(/week=10/);
    await cards().first().waitFor();

    await s.context.setOffline(true);
    s.expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
    // Week 11 was seen a moment ago: its copy on this device shows, said to be cached and how old.
    await s.page.getByRole('button', { name: 'Next week' }).click();
    const banner = s.page.getByRole('status').filter({ hasText: "You're offline" });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      "You're offline. Showing cached jungle data. Saved Just now.",
    );
    expect(await cards().count()).toBeGreaterThan(10);

    await s.context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    expect(await cards().count()).toBeGreaterThan(10);
  });
});
