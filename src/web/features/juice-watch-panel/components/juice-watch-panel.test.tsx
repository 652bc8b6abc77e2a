// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertsOf as answer } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { JuiceWatchPanel } from './juice-watch-panel.tsx';

// Issue 21, decision 150: on a first start Home's panel read "Alerts sent 0" while the catch-up had not
// yet looked for the alerts (they are found after the record). Unknown is not 0: the panel says what is
// being computed and asks again within seconds, then shows the count.

describe("Home's Juice Watch panel while the catch-up runs", () => {
  it('says the alerts are still being found, never "Alerts sent 0", and shows the count once found', async () => {
    const net = stubApi({
      'GET /api/alerts?limit=3': (n) => ({
        body:
          n === 1
            ? answer({ step: 'record', seasons: [2024, 2025], seasonsDone: [2024] }, 0)
            : n === 2
              ? answer({ step: 'alerts', seasons: [2024, 2025], seasonsDone: [2024, 2025] }, 0)
              : answer(null, 0),
      }),
    });
    renderInApp(<JuiceWatchPanel />);
    // 1 of 2 seasons: 2024 whole, 2025 not.
    expect(
      await screen.findByText(
        'Computing this week’s alerts (found after the record): 1 of 2 seasons done (2024).',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Alerts sent')).toBeNull();
    // Asked again by itself within seconds (its usual refresh is a minute): the record is done.
    expect(
      await screen.findByText(
        'Computing this week’s alerts (found after the record): the record is done, this is the last step.',
        {},
        { timeout: 8_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Alerts sent')).toBeNull();
    // Found: none this week, now a known 0.
    expect(await screen.findByText('Alerts sent', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByText('No alerts for Week 15 yet: the jungle is quiet.')).toBeTruthy();
    expect(net.count('GET /api/alerts?limit=3')).toBe(3);
  }, 20_000);
});
