import { describe, expect, it } from 'vitest';
import { ModelReport, ModelReportResponse } from '../../src/shared/api/model-report.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';

describe('the public record on a fresh install', () => {
  const s = useBrowser({ viewport: MOBILE, server: 'empty' });

  it('shows an empty state with the reason and a next step, not a 404', async () => {
    const res = await fetch(`${s.baseUrl}/api/model/report`);
    expect(res.status).toBe(200);
    const answer = ModelReportResponse.parse(await res.json());
    if (!('status' in answer)) throw new Error('the empty server has a report');
    await s.page.goto('/model');
    const empty = s.page.getByRole('region', { name: 'No public record yet' });
    await empty.getByRole('heading', { name: 'No public record yet' }).waitFor();
    expect(await empty.getByText(answer.reason, { exact: true }).count()).toBe(1);
    expect(await s.page.getByRole('main').innerText()).not.toMatch(/404|not found/i);
    await empty.getByRole('link', { name: 'Check the data status' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Data Status' }).waitFor();
  });
});

describe('the way to the public record', () => {
  const s = useBrowser({ viewport: DESKTOP });

  it('starts on the home page, with the record’s own figures', async () => {
    const report = ModelReport.parse(await (await fetch(`${s.baseUrl}/api/model/report`)).json());
    await s.page.goto('/');
    const teaser = s.page.getByRole('region', { name: 'Our public record' });
    const games = report.allGames.model.games.toLocaleString('en-US');
    await teaser.getByText(`${games} games with a winner`).waitFor();
    const text = await teaser.innerText();
    expect(text).toContain(`from ${report.fromSeason} to ${report.toSeason}`);
    expect(text).toContain(`side we favoured won ${(report.allGames.model.accuracy * 100).toFixed(1)}%`);
    expect(text).toContain(`favourite won ${(report.allGames.market.accuracy * 100).toFixed(1)}%`);
    await teaser.getByRole('link', { name: 'See the public record' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Model Record' }).waitFor();
  });

  it('never blocks the navigation on a slow API: the page shows its skeleton, then the data', async () => {
    await s.page.goto('/status');
    await s.page.getByText(/^Data as of /).waitFor();
    let requests = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await s.page.route('**/api/model/report', async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    await s.page.getByRole('contentinfo').getByRole('link', { name: 'Model Record' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Model Record' }).waitFor();
    await s.page.getByRole('status').filter({ hasText: 'Loading the record…' }).waitFor();
    expect(await s.page.getByText('Peeling the data bananas...').count()).toBe(0);
    release();
    await s.page.getByRole('heading', { name: /^Head to head on the same/ }).waitFor();
    // The loader's request is the one the page used: no second download.
    expect(requests).toBe(1);
  });
});

describe('the record’s tables on a phone', () => {
  const s = useBrowser({ viewport: MOBILE });

  it('scroll inside their own box, say so, and keep the season column in view', async () => {
    await s.page.goto('/model');
    const box = s.page.getByRole('region', { name: 'Season by season' }).last();
    await box.getByRole('rowheader', { name: '2025' }).waitFor();
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const hint = s.page.getByText('Scroll sideways for more columns').first();
    // Shown once the box has measured its overflow.
    await hint.waitFor();

    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const boxLeft = (await box.boundingBox())?.x ?? 0;
    const season = await box.getByRole('rowheader', { name: '2025' }).boundingBox();
    expect(Math.abs((season?.x ?? -100) - boxLeft)).toBeLessThanOrEqual(2);
    // The last column has scrolled into view.
    const lastHeader = await box.getByRole('columnheader', { name: '538 Brier' }).boundingBox();
    expect((lastHeader?.x ?? 0) + (lastHeader?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width);
  });
});
