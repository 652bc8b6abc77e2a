import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES } from '../../src/shared/data-sources.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';

// WCAG contrast of two CSS rgb() colours.
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
const CANOPY_800 = 'rgb(17, 42, 28)'; // the lightest surface a control sits on
const borderColour = (control: Locator) =>
  control.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).borderTopColor ?? '');

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

describe('the data status filter', () => {
  const s = useBrowser({ viewport: MOBILE });

  it('keeps the chosen tab in the URL, and falls back to all sources for a bad value', async () => {
    await s.page.goto('/status');
    const tabs = s.page.getByRole('tablist', { name: 'Which sources to show' });
    const all = tabs.getByRole('tab', { name: /^All sources/ });
    await all.waitFor();
    // The counts come from the data: every known source is listed.
    expect(await all.innerText()).toMatch(new RegExp(`^All sources\\s*· ${DATA_SOURCES.length}$`));
    expect(await s.page.getByRole('tabpanel').getByRole('listitem').count()).toBe(DATA_SOURCES.length);

    await tabs.getByRole('tab', { name: /^Needs attention/ }).click();
    await expect.poll(() => new URL(s.page.url()).search).toBe('?show=attention');
    await s.page.getByRole('heading', { name: 'No source needs attention' }).waitFor();
    await s.page.reload();
    expect(await tabs.getByRole('tab', { name: /^Needs attention/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await s.page.goBack();
    await expect.poll(() => new URL(s.page.url()).search).toBe('');

    await s.page.goto('/status?show=banana');
    await expect.poll(() => all.getAttribute('aria-selected')).toBe('true');
  });

  it('draws control borders at 3:1 or more against the surfaces they sit on (WCAG 1.4.11)', async () => {
    await s.page.goto('/status');
    const controls = [
      s.page.getByRole('tablist', { name: 'Which sources to show' }),
      s.page.getByRole('button', { name: 'Refresh' }),
    ];
    for (const control of controls) {
      await control.waitFor();
      expect(contrast(await borderColour(control), CANOPY_800)).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows the API’s message when the data does not load, and loads on Try again', async () => {
    s.expectConsoleError(/503/);
    const message = 'The database is not answering; we are on it.';
    await s.page.route('**/api/data-status', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service Unavailable', message }),
      }),
    );
    await s.page.goto('/status');
    const alert = s.page.getByRole('alert');
    await alert.getByText('Could not load the data status.').waitFor();
    expect(await alert.getByText(message, { exact: true }).count()).toBe(1);
    expect(await alert.innerText()).not.toContain('{');
    await s.page.unroute('**/api/data-status');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await s.page.getByText(/^Data as of /).waitFor();
    expect(await s.page.getByRole('alert').count()).toBe(0);
  });
});

describe('the data status page in replay mode', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('never claims data newer than the replayed instant', async () => {
    await s.page.goto('/status');
    const asOf = s.page.getByText(/^Data as of /);
    await asOf.waitFor();
    // The replay instant (2025-11-19T12:00Z) is 7:00 AM in New York; nothing may be newer.
    expect(await asOf.textContent()).toBe('Data as of Nov 19, 2025, 7:00 AM EST');
  });
});

describe('the data status page on a phone', () => {
  const s = useBrowser({ viewport: MOBILE });

  it('fits 390 px when a source fails with a long URL, and keeps the whole error (issue 21: 650 px wide)', async () => {
    const url = `https://github.com/nflverse/nflverse-data/releases/download/pbp/play_by_play_2025.csv.gz?${'x'.repeat(120)}`;
    await s.page.route('**/api/data-status', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as {
        sources: { state: string; lastError: string | null; lastFailureAt: string | null }[];
      };
      for (const source of body.sources) {
        source.state = 'failing';
        source.lastError = `fetch failed: ${url} (ENOTFOUND)`;
        source.lastFailureAt = new Date(0).toISOString();
      }
      await route.fulfill({ response: real, json: body });
    });
    await s.page.goto('/status');
    await s.page.getByText(url, { exact: false }).first().waitFor();
    const width = await s.page.locator('html').evaluate((el) => el.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await s.page.unroute('**/api/data-status');
  });
});
