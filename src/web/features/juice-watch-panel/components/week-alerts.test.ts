import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AlertsResponse, AlertView } from '../../../../shared/api/alerts.ts';
import { LONG_DECIMAL } from '../../../lib/format.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { WeekAlerts } from './week-alerts.tsx';

const alert = (id: number, title: string, detectedAt: string): AlertView => ({
  id,
  type: 'line_movement',
  urgency: 'medium',
  title,
  description: '',
  oldValue: null,
  newValue: null,
  impact: '',
  detectedAt,
  fromAt: null,
  team: null,
  player: null,
  book: 'consensus',
  source: 'The Odds API',
  game: {
    id: '2025_15_ARI_HOU',
    season: 2025,
    week: 15,
    homeTeam: 'HOU',
    awayTeam: 'ARI',
    kickoff: '2025-12-14T18:00:00Z',
  },
  grade: null,
});

const summary = {
  alerts: 9,
  byType: { line_movement: 9, injury: 0, weather: 0, sharp_money: 0 },
  graded: 4,
  wins: 3,
  losses: 1,
  pushes: 0,
  // Three wins at −110 and a loss: 3 × 0.9091 − 1 = 1.7273 units, unrounded as the API sends it.
  hitRate: 0.75,
  units: 1.7272727272727273,
  // One of the three wins had no price of its own (a consensus move): its 0.9091 is −110 assumed.
  assumedPrices: 1,
};

// Home's panel on Friday 12 December 2025, 18:00 UTC: nine alerts this week, the panel shows three.
const data: AlertsResponse = {
  computing: null,
  asOf: '2025-12-12T18:00:00.000Z',
  season: 2025,
  week: 15,
  weekLabel: 'Week 15',
  summary,
  alerts: [
    alert(9, 'HOU spread moved −9.5 → −10', '2025-12-12T16:00:00.000Z'),
    alert(8, 'Total moved 44 → 42.5', '2025-12-11T18:00:00.000Z'),
    alert(7, 'ARI moneyline moved +425 → +450', '2025-12-10T12:00:00.000Z'),
  ],
};

const render = (d: AlertsResponse) =>
  renderedText(createElement(MemoryRouter, null, createElement(WeekAlerts, { data: d })));

describe("Home's Juice Watch box", () => {
  it('lists the newest alerts under "Alerts sent" and says how many of the count it shows', () => {
    const text = render(data);
    expect(text).toContain('Alerts sent 9 Week 15');
    expect(text).toContain('The newest 3 of 9 sent:');
    // 18:00 − 16:00 = 2 h; a day; 2 days 6 h = 54 h → 2d (the server's clock, not the browser's).
    expect(text).toContain('HOU spread moved −9.5 → −10 ARI at HOU · 2h ago');
    expect(text).toContain('Total moved 44 → 42.5 ARI at HOU · 24h ago');
    expect(text).toContain('ARI moneyline moved +425 → +450 ARI at HOU · 2d ago');
    expect(text).toContain('Profit +1.73u');
    // The assumption is on the screen, not only in the API schema (decision 129).
    expect(text).toContain('1 at −110 assumed — no price recorded');
    expect(text).not.toMatch(LONG_DECIMAL);
  });

  it('never shows a count above an empty box: none this week says so', () => {
    const none = {
      ...data,
      summary: { ...summary, alerts: 0, graded: 0, hitRate: null, units: 0, assumedPrices: 0 },
      alerts: [],
    };
    const text = render(none);
    expect(text).toContain('Alerts sent 0');
    expect(text).toContain('No alerts for Week 15 yet: the jungle is quiet.');
    expect(text).not.toContain('assumed');
  });

  it('says "All n" when the box holds every alert of the count', () => {
    const two = { ...data, summary: { ...summary, alerts: 2 }, alerts: data.alerts.slice(0, 2) };
    expect(render(two)).toContain('All 2 sent:');
  });
});
