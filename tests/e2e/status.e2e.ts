import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';

describe('the data status page', () => {
  const s = useBrowser({ viewport: DESKTOP });

  it('is linked from the footer and shows each source with its freshness', async () => {
    await s.page.goto('/');
    await s.page.getByRole('contentinfo').getByRole('link', { name: 'Data status' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Data Status' }).waitFor();
    const schedule = s.page.getByRole('listitem').filter({
      has: s.page.getByRole('heading', { name: 'Schedule, results and closing lines (nflverse)' }),
    });
    await schedule.getByText('Fresh').waitFor();
    expect(await schedule.getByText(/^\d[\d,]* new · \d[\d,]* updated · \d[\d,]* unchanged$/).count()).toBe(
      1,
    );
    // Sources this server has not loaded are listed honestly, not hidden.
    const card = (name: string) =>
      s.page.getByRole('listitem').filter({ has: s.page.getByRole('heading', { name }) });
    await card('Live scores and fallback lines (ESPN)').getByText('Not loaded yet').waitFor();
    // A source this configuration never runs says so, and why, instead of "not loaded" or "failing".
    const odds = card('Betting lines (The Odds API)');
    await odds.getByText('Off', { exact: true }).waitFor();
    await odds.getByText('Off: ODDS_API_KEY is not set, so lines come from ESPN.').waitFor();
    expect(await s.page.getByText(/^Data as of /).textContent()).toMatch(
      /^Data as of [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
  });
});

describe('the data status page in replay mode', () => {
  const s = useBrowser({ viewport: DESKTOP, replay: true });

  it('never claims data newer than the replayed instant', async () => {
    await s.page.goto('/status');
    const asOf = s.page.getByText(/^Data as of /);
    await asOf.waitFor();
    // The replay instant (2025-11-19T12:00Z) is 7:00 AM in New York; nothing may be newer.
    expect(await asOf.textContent()).toBe('Data as of Nov 19, 2025, 7:00 AM EST');
  });
});
