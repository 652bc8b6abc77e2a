// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RiskRecordResponse } from '../../../../shared/api/risk-heatmap.ts';
import { AS_OF } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { RiskRecord } from './risk-record.tsx';

// The heatmap's risk checked against results, as the reader sees it: the weights, the table by band
// with the period, and the verdict in words; a failed read says so with a retry.

const RECORD: RiskRecordResponse = {
  season: 2025,
  weeks: { from: 1, to: 14 },
  asOf: AS_OF,
  bands: [
    { label: 'Below 20', bets: 0, wins: 0, losses: 0, pushes: 0, winRate: null },
    { label: '20–39', bets: 42, wins: 25, losses: 15, pushes: 2, winRate: 0.625 },
    { label: '40–59', bets: 40, wins: 15, losses: 25, pushes: 0, winRate: 0.375 },
    { label: '60–79', bets: 0, wins: 0, losses: 0, pushes: 0, winRate: null },
    { label: '80 and above', bets: 0, wins: 0, losses: 0, pushes: 0, winRate: null },
  ],
  unscored: 3,
  verdict: {
    kind: 'unclear',
    text: 'The difference is within chance: the results do not support the weights.',
  },
};

describe('the risk record on the heatmap page', () => {
  it('shows the weights, the win rate by band for the period, and the verdict', async () => {
    stubApi({ 'GET /api/risk-heatmap/record': { body: RECORD } });
    renderInApp(<RiskRecord />, { route: '/risk-heatmap' });
    const table = await screen.findByRole('table', { name: 'Win rate by risk band, 2025, weeks 1–14' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // 25 / (25 + 15) = 62.5 %; 15 / 40 = 37.5 %; an empty band has no win rate, not 0 %.
    expect(rows).toEqual([
      'Risk bandBetsW–L–PWin %',
      'Below 2000–0–0—',
      '20–394225–15–262.5%',
      '40–594015–25–037.5%',
      '60–7900–0–0—',
      '80 and above00–0–0—',
    ]);
    const weights = within(screen.getByRole('list', { name: 'Weights by bet type' })).getAllByRole(
      'listitem',
    );
    expect(weights[0]?.textContent).toBe(
      'Spread: line movement 35%, weather 10%, injuries 30%, ATS history 25%',
    );
    expect(screen.getByText(/3 graded bets had too few inputs to score/)).toBeTruthy();
    expect(screen.getByText(RECORD.verdict.text)).toBeTruthy();
  });

  it('a failed read says what failed, and Try again recovers', async () => {
    stubApi({
      'GET /api/risk-heatmap/record': (n) =>
        n === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'The database is busy.' } }
          : { body: RECORD },
    });
    renderInApp(<RiskRecord />, { route: '/risk-heatmap' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the risk record.')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Win rate by risk band/ })).toBeTruthy();
  });
});
