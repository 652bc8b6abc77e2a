// The risk heatmap on the server replaying 19 November 2025: the page shows the API's cells, the three
// tabs switch, a cell opens its factors, a bet lacking its inputs says 'AVOID - Insufficient Data', and
// the page fits 1366 and 390 px with no raw values.
import { describe, expect, it } from 'vitest';
import { RiskHeatmapResponse } from '../../src/shared/api/risk-heatmap.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';

const BET = { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' } as const;

describe('Risk heatmap', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('shows each bet’s risk, switches tabs and opens a cell’s factors', async () => {
    const data = RiskHeatmapResponse.parse(await (await fetch(`${s.baseUrl}/api/risk-heatmap`)).json());
    expect(data.games.length).toBeGreaterThan(0);
    await s.page.goto('/risk-heatmap');
    await s.page.getByRole('link', { name: 'Back to Week 1' }).waitFor();
    await s.page.getByText(`${data.summary.scored} of ${data.summary.bets}`).waitFor();
    const cells = s.page.getByRole('button', { name: /Show the factors$/ });
    await expect.poll(() => cells.count()).toBe(data.summary.bets);

    // A bet lacking its inputs says so, in words, on the heatmap.
    const games = data.games.flatMap((g) => g.cells.map((c) => ({ g, c })));
    const unknown = games.find(({ c }) => c.recommendation === 'insufficient_data');
    expect(unknown, 'the replayed week has a bet without its inputs').toBeDefined();
    if (!unknown) return;
    const name = `${unknown.g.away.code} @ ${unknown.g.home.code} ${BET[unknown.c.betType]}`;
    const cell = s.page.getByRole('button', {
      name: `${name}: risk —, AVOID - Insufficient Data. Show the factors`,
    });
    await cell.getByText('AVOID - Insufficient Data', { exact: true }).waitFor();

    // Its modal: the reason and every factor, public betting unavailable.
    await cell.click();
    const dialog = s.page.getByRole('dialog', {
      name: `${unknown.g.away.code} @ ${unknown.g.home.code} · ${BET[unknown.c.betType]}`,
    });
    await dialog.waitFor();
    await dialog.getByText(unknown.c.reason ?? '?').waitFor();
    const factors = dialog.getByRole('list', { name: 'Factors' }).getByRole('listitem');
    await expect.poll(() => factors.count()).toBe(5);
    await dialog.getByText(/^Unavailable: no source of public betting shares/).waitFor();
    await checkScreen(s.page, 'risk-heatmap-cell');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await checkScreen(s.page, 'risk-heatmap');

    // List: one row per bet; AI Insights: generated text, and says so.
    await s.page.getByRole('tab', { name: /^List/ }).click();
    // The List tab's own table (the record of risk against results below the tabs is a table too).
    const rows = s.page.getByRole('tabpanel').getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(data.summary.bets + 1);
    expect(new URL(s.page.url()).searchParams.get('view')).toBe('list');
    await s.page.getByRole('tab', { name: 'AI Insights' }).click();
    await s.page.getByText(/^Generated from the factors above/).waitFor();
    await s.page
      .getByText(data.games[0]?.insight[0] ?? '?', { exact: true })
      .first()
      .waitFor();
    await checkScreen(s.page, 'risk-heatmap-insights');
  });

  it('fits a phone', async () => {
    await s.page.setViewportSize(MOBILE);
    await s.page.goto('/risk-heatmap');
    await s.page
      .getByRole('button', { name: /Show the factors$/ })
      .first()
      .waitFor();
    await checkScreen(s.page, 'risk-heatmap');
  });
});
