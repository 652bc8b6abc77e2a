import { describe, expect, it } from 'vitest';
import { pickCalibration } from '../../src/domain/model/pick-calibration.ts';
import { ModelReportWithRecord } from '../../src/shared/api/model-report.ts';
import { brierVerdict } from '../../src/web/features/model-report/components/verdict.ts';
import { DESKTOP, useBrowser } from './browser.ts';

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);

describe('the public model record', () => {
  const s = useBrowser({ viewport: DESKTOP });

  it('is reached from Analytics and shows exactly the figures of the report', async () => {
    const report = ModelReportWithRecord.parse(await (await fetch(`${s.baseUrl}/api/model/report`)).json());
    await s.page.goto('/');
    const nav = s.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Analytics' }).hover();
    await nav.getByRole('list', { name: 'Analytics' }).getByRole('link', { name: 'Model Record' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Model Record' }).waitFor();

    const games = report.overall.model.games.toLocaleString('en-US');
    await s.page.getByRole('heading', { name: `Head to head on the same ${games} games` }).waitFor();
    const cards = [
      ['Go Gorilla model', report.overall.model],
      ['Closing spread', report.overall.market],
      ['FiveThirtyEight Elo', report.overall.elo538],
    ] as const;
    for (const [name, metrics] of cards) {
      const card = s.page.getByRole('article', { name });
      expect(await card.getByText(metrics?.brier.toFixed(4) ?? 'missing', { exact: true }).count()).toBe(1);
      expect(await card.getByText(pct(metrics?.accuracy ?? null), { exact: true }).count()).toBe(1);
    }
    const ats = report.overall.model.ats;
    const atsText = await s.page.getByRole('article', { name: 'Against the spread' }).textContent();
    expect(atsText).toContain(`${ats.wins.toLocaleString('en-US')}–${ats.losses.toLocaleString('en-US')}`);
    expect(atsText).toContain(`(${pct(ats.pct)})`);
    // The same 2,930 decided games count 2,939 against the spread: the 9 ties are graded too.
    const graded = ats.wins + ats.losses + ats.pushes;
    expect(atsText).toContain(
      `Every one of the ${graded.toLocaleString('en-US')} games graded, including ${graded - report.overall.model.games} tied games`,
    );

    // Both market baselines, on the games with both closing moneylines, each with its verdict.
    const baselines = s.page.getByRole('region', { name: 'Against the market, two ways' });
    for (const [label, baseline] of [
      ['2010–2020', report.overall.moneyline],
      [`2010–${report.toSeason}`, report.allGames.moneyline],
    ] as const) {
      if (!baseline) throw new Error('the report has no moneyline baseline');
      const table = baselines.getByRole('table', {
        name: new RegExp(`^${label}: the ${baseline.market.games.toLocaleString('en-US')} games with both`),
      });
      for (const [name, m] of [
        ['Go Gorilla model', baseline.model],
        ['Closing spread', baseline.spread],
        ['No-vig closing moneyline', baseline.market],
      ] as const) {
        const cells = await table
          .getByRole('row')
          .filter({ has: s.page.getByRole('rowheader', { name, exact: true }) })
          .getByRole('cell')
          .allTextContents();
        expect(cells).toEqual([
          m.games.toLocaleString('en-US'),
          pct(m.accuracy),
          m.brier.toFixed(6),
          m.logLoss.toFixed(4),
        ]);
      }
      for (const line of [
        brierVerdict(baseline.model, baseline.spread, 'closing spread'),
        brierVerdict(baseline.model, baseline.market, 'no-vig closing moneyline'),
      ])
        expect(await baselines.getByText(line, { exact: true }).count()).toBe(1);
    }
    // Over every season the moneyline market beat the model, and the page says so in words (on 2010–2020
    // the recalibrated model is level with it, a hair lower: decision 107).
    expect(report.allGames.moneyline?.market.brier).toBeLessThan(report.allGames.moneyline?.model.brier ?? 0);
    await baselines
      .getByText(/^The no-vig closing moneyline was better than our model/)
      .first()
      .waitFor();

    for (const band of pickCalibration(report.overall.model.calibration).filter((b) => b.games > 0)) {
      const from = Math.round(band.from * 100);
      const item = s.page.getByRole('listitem').filter({ hasText: `Picks we called ${from}–${from + 10}%` });
      expect(await item.textContent()).toContain(`won ${pct(band.won)}`);
    }
    // The record at the open (decision 090): its data, or "—" with the reason without the SBR workbooks.
    await s.page.getByRole('heading', { name: 'The record at the open' }).waitFor();
    if (report.atOpen && !report.atOpen.bets.published)
      await s.page.getByText('No bets published: every pick is a lean').waitFor();
    const seasonRows = s.page.getByRole('table').filter({ hasText: 'Market Brier' }).getByRole('row');
    expect(await seasonRows.count()).toBe(report.seasons.length + 1);
    await s.page.getByRole('heading', { name: 'How the picks are made' }).waitFor();
    expect(await s.page.getByText(report.fit.command).count()).toBe(1);
  });
});

describe('the public model record in replay mode', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('counts only the games finished before the replayed instant', async () => {
    const report = ModelReportWithRecord.parse(await (await fetch(`${s.baseUrl}/api/model/report`)).json());
    await s.page.goto('/model');
    await s.page.getByRole('heading', { level: 1, name: 'Model Record' }).waitFor();
    const last = report.seasons.at(-1);
    expect(last?.season).toBe(2025);
    // Weeks 1–11 of 2025 (about 160 decided games), not the whole season.
    expect(last?.model.games).toBeGreaterThan(150);
    expect(last?.model.games).toBeLessThan(180);
    // The table's first column is the public record's graded picks (decision 083): the decided games
    // plus 2025_04_GB_DAL's tie (40–40), one more than the backtest's decided games.
    const graded = report.record.find((r) => r.season === 2025)?.picks.graded;
    expect(graded).toBe((last?.model.games ?? 0) + 1);
    const row = s.page.getByRole('row').filter({ has: s.page.getByRole('rowheader', { name: '2025' }) });
    expect(await row.getByRole('cell').first().textContent()).toBe(String(graded));
  });
});
