// Home and Week 1 on the server replaying 19 November 2025: the featured picks are the current
// week's first three games, the hero leads to Week 1, and Week 1 shows the 2025 opening week.
import { describe, expect, it } from 'vitest';
import { NewsletterAnswer } from '../../src/shared/api/newsletter.ts';
import { Week1Response } from '../../src/shared/api/week1.ts';
import { WeeklyPicksResponse } from '../../src/shared/api/weekly-picks.ts';
import { DESKTOP, useBrowser } from './browser.ts';

describe('Home and Week 1', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('features the first three games of the live week and computes the Intelligence Summary', async () => {
    const week = WeeklyPicksResponse.parse(await (await fetch(`${s.baseUrl}/api/weekly-picks/12`)).json());
    await s.page.goto('/');
    const picks = s.page.getByRole('region', { name: 'Primate Picks of the Week' });
    await picks.getByRole('article').first().waitFor();
    const names = await picks
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toEqual(week.picks.slice(0, 3).map((p) => `${p.away.team} at ${p.home.team}`));
    const summary = s.page.getByRole('complementary', { name: 'Intelligence Summary' });
    await summary.getByText('Active metrics').waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).not.toContain('94.2%');
    expect(text).toMatch(/n=\d+ teams/);
    expect(text).toMatch(/n=[\d,]+ games/);
  });

  it('leads from the hero to Week 1, which shows the 2025 opening week after its splash', async () => {
    const week1 = Week1Response.parse(await (await fetch(`${s.baseUrl}/api/week1`)).json());
    await s.page.goto('/');
    await s.page.getByRole('link', { name: 'Enter the Jungle' }).click();
    await s.page.getByText('Loading the season opener…').waitFor();
    await s.page.getByRole('heading', { level: 1, name: 'Week 1 NFL Picks & Lines' }).waitFor();
    // Replaying 19 November, every September game has kicked off: the lines are the week's last, not live
    // (issue 21 saw a LIVE badge here), and kickoffs read in the viewer's zone, not "2025-09-04 · 20:20 ET".
    await s.page.getByText('PLAYED', { exact: true }).waitFor();
    expect(await s.page.getByText('LIVE', { exact: true }).count()).toBe(0);
    await expect.poll(() => s.page.getByRole('article').count()).toBe(week1.games.length);
    const main = (await s.page.getByRole('main').innerText()) ?? '';
    expect(main).toContain('Thu, Sep 4, 8:20 PM EDT');
    expect(main).not.toMatch(/\d{2}:\d{2} ET|nflverse_close|—%/);
    // The filter re-renders after the click: poll for it rather than counting at once.
    await s.page.getByRole('tab', { name: /^MNF/ }).click();
    await expect.poll(() => s.page.getByRole('article').count()).toBe(1);
    const more = s.page.getByRole('button', { name: /^More/ });
    await more.click();
    await s.page.getByText('Travel', { exact: true }).waitFor();
    await s.page.getByRole('button', { name: /^Less/ }).click();
    await expect.poll(() => s.page.getByText('Travel', { exact: true }).count()).toBe(0);

    // The premium newsletter card: the free edition goes through the real endpoint and shows the
    // server's own answer; the premium edition is labelled as not existing, with no price or count.
    const card = s.page.getByRole('region', { name: 'Premium Newsletter' });
    await card.getByRole('textbox', { name: 'Email address' }).fill('week1-reader@example.com');
    const [response] = await Promise.all([
      s.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/newsletter'),
      card.getByRole('button', { name: 'Join the free edition' }).click(),
    ]);
    expect(response.ok()).toBe(true);
    const answer = NewsletterAnswer.parse(await response.json());
    await card.getByText(answer.message, { exact: true }).waitFor();
    await card.getByText('Not available yet').waitFor();
    expect(await card.textContent()).not.toMatch(/\$\s?\d|subscribers|\/month/i);
  });

  it('scrolls to How It Works', async () => {
    await s.page.goto('/');
    await s.page.getByRole('button', { name: 'How It Works' }).click();
    const section = s.page.locator('#how-it-works');
    await expect.poll(async () => (await section.boundingBox())?.y ?? 9999).toBeLessThan(200);
  });

  it('keeps the spec’s order, labels the premium button honestly and has the footer newsletter box', async () => {
    await s.page.goto('/');
    const order = [
      'BioMetric Intelligence',
      'Primate Picks of the Week',
      'Player Picks of the Week',
      'Your Personal Picks',
      'Performance Heatmap',
      'Juice Watch Alerts',
    ];
    const main = s.page.getByRole('main');
    // The sections load their data independently, so wait until all six headings are on the page before reading
    // their order (CI once read the page when only Juice Watch had arrived).
    const shown = async () =>
      (await main.getByRole('heading', { level: 2 }).allTextContents())
        .map((h) => h.trim())
        .filter((h) => order.includes(h));
    await expect.poll(async () => (await shown()).length, { timeout: 15_000 }).toBe(order.length);
    // Spec 01 §2: hero, dashboard, picks, recommendations, heatmap, alerts (our record sits under the hero).
    expect(await shown()).toEqual(order);

    // The one subscription modal (decision 121), its price from the server's configuration.
    await main.getByRole('button', { name: 'Go Premium — $10/month' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Unlock Full Jungle Access' });
    await dialog.getByRole('button', { name: 'Start Subscription' }).waitFor();
    expect(await dialog.textContent()).not.toMatch(/4\.9\/5|1,247/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const footer = s.page.getByRole('contentinfo');
    await footer
      .getByRole('textbox', { name: 'Get the weekly picks by mail' })
      .fill('footer-reader@example.com');
    await footer.getByRole('button', { name: 'Join', exact: true }).click();
    await footer
      .getByText(
        'Check your inbox: we sent a confirmation link to footer-reader@example.com. Nothing is sent until you open it.',
      )
      .waitFor();
  });
});
