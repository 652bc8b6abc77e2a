// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RiskCellView, RiskGame } from '../../../../shared/api/risk-heatmap.ts';
import { renderInApp } from '../../../testing/component.tsx';
import { RiskCellDialog } from './risk-cell-dialog.tsx';

// Spec 02 §9's potentialReturn and projection in a cell's modal: the return from the stored prices of
// both sides, or "—" with why; the projection labelled unavailable with why (decision 119).

const CELL: RiskCellView = {
  betType: 'spread',
  line: 'KC −3.5',
  riskScore: 42,
  confidence: 50,
  recommendation: 'hold',
  label: 'HOLD',
  band: 'yellow',
  reason: null,
  factors: [],
  // −110: 100 × 100 / 110 = $90.91; +105: $105.
  potentialReturn: [
    { side: 'KC −3.5', price: -110, profitPer100: 90.91 },
    { side: 'BUF +3.5', price: 105, profitPer100: 105 },
  ],
  potentialReturnUnknown: null,
  projection: null,
  projectionUnknown: 'Not computed here: the risk engine reads no model projection.',
};

const GAME: RiskGame = {
  id: '2025_15_BUF_KC',
  kickoff: '2025-12-14T18:00:00Z',
  away: { code: 'BUF', name: 'Buffalo Bills' },
  home: { code: 'KC', name: 'Kansas City Chiefs' },
  indoors: false,
  cells: [CELL],
  insight: [],
};

beforeEach(() => {
  // jsdom has no modal dialogs: open it as the browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('a risk cell’s modal', () => {
  it('gives each side’s return on $100 at its stored price, and the projection as unavailable', () => {
    renderInApp(<RiskCellDialog open={{ game: GAME, cell: CELL }} onClose={() => {}} />);
    const returns = within(screen.getByRole('list', { name: 'Potential return' })).getAllByRole('listitem');
    expect(returns.map((r) => r.textContent)).toEqual([
      'KC −3.5 at −110: a winning $100 bet pays $90.91 profit',
      'BUF +3.5 at +105: a winning $100 bet pays $105.00 profit',
    ]);
    expect(screen.getByText(/— Not computed here: the risk engine reads no model projection\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the game page' }).getAttribute('href')).toBe(
      '/games/2025_15_BUF_KC',
    );
  });

  it('with no price stored, says so instead of a figure', () => {
    const cell = {
      ...CELL,
      potentialReturn: [],
      potentialReturnUnknown: 'No price is stored for either side of this bet yet.',
    };
    renderInApp(<RiskCellDialog open={{ game: GAME, cell }} onClose={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Potential return' })).toBeNull();
    expect(screen.getByText('— No price is stored for either side of this bet yet.')).toBeTruthy();
  });
});
