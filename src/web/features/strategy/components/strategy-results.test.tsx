// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateStrategy } from '../../../../domain/strategy/generate.ts';
import { PRESETS } from '../../../../domain/strategy/profile.ts';
import { game } from '../../../../domain/strategy/strategy.test-data.ts';
import { renderInApp } from '../../../testing/component.tsx';
import { StrategyResults } from './strategy-results.tsx';

// The Aggressive preset on the replay of week 12 gave 0 bets under "No bets fit your profile this week":
// the real cause was that no line was stored yet. The empty result now says which it is (decision 119).

const noLine = (id: string, bioBoost: number) =>
  game({
    id,
    bioBoost,
    spreadPick: null,
    totalPick: null,
    total: null,
    away: { code: 'IND', name: 'Indianapolis', spread: null, moneyline: null, winProbability: 0.46 },
    home: { code: 'KC', name: 'Kansas City', spread: null, moneyline: null, winProbability: 0.54 },
  });

describe('an empty strategy', () => {
  it('names the preset’s thresholds, counts why each game was passed, and lists the reasons', () => {
    const result = generateStrategy(PRESETS.aggressive, [noLine('W1', 72), noLine('W2', 58)]);
    renderInApp(
      <StrategyResults
        result={result}
        riskTolerance="aggressive"
        unitSize={75}
        weekLabel="Week 12"
        gameCount={2}
      />,
    );
    const empty = screen.getByRole('region', { name: 'No game met the Aggressive thresholds this week' });
    expect(
      within(empty).getByText('Of 2 games, 2 have no line stored yet. Each game’s reason is listed below.'),
    ).toBeTruthy();
    expect(
      within(empty).getByText('Lines are captured through the week: try again once they are stored.'),
    ).toBeTruthy();
    expect(
      screen.getAllByText('— No line stored yet for your bet types (spread, total, moneyline)'),
    ).toHaveLength(2);
    expect(screen.queryByText(/strong signal/)).toBeNull();
  });
});
