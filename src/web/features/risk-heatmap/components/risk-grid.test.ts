// The heatmap's cells never rely on colour alone: each prints its risk number (or "—") and its
// recommendation in words, and names itself for screen readers.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RiskGame } from '../../../../shared/api/risk-heatmap.ts';
import { RiskGrid } from './risk-grid.tsx';

const cell = (betType: 'spread' | 'total' | 'moneyline', riskScore: number | null, label: string) => ({
  betType,
  line: null,
  riskScore,
  confidence: riskScore === null ? null : 45,
  recommendation: riskScore === null ? ('insufficient_data' as const) : ('hold' as const),
  label,
  band: riskScore === null ? ('none' as const) : ('yellow' as const),
  reason: null,
  factors: [],
  potentialReturn: [],
  potentialReturnUnknown: 'No price is stored for either side of this bet yet.',
  projection: null,
  projectionUnknown: 'Not computed here.',
});

const GAME: RiskGame = {
  id: 'A',
  kickoff: '2025-12-14T18:00:00Z',
  away: { code: 'BUF', name: 'Buffalo Bills' },
  home: { code: 'KC', name: 'Kansas City Chiefs' },
  indoors: false,
  cells: [
    cell('spread', 57, 'HOLD'),
    cell('total', null, 'AVOID - Insufficient Data'),
    cell('moneyline', 59, 'HOLD'),
  ],
  insight: [],
};

describe('RiskGrid', () => {
  const html = renderToStaticMarkup(createElement(RiskGrid, { games: [GAME], onOpen: () => {} }));
  it('prints each cell’s number and recommendation, and names it', () => {
    expect(html).toContain('aria-label="BUF @ KC Spread: risk 57, HOLD. Show the factors"');
    expect(html).toContain(
      'aria-label="BUF @ KC Total: risk —, AVOID - Insufficient Data. Show the factors"',
    );
    expect(html).toMatch(/>57<\/span><span[^>]*>HOLD</);
    expect(html).toMatch(/>—<\/span><span[^>]*>AVOID - Insufficient Data</);
  });
  it('keys every colour to its range in words', () => {
    for (const words of [
      'Risk under 20',
      'Risk 20–39',
      'Risk 40–59',
      'Risk 60–79',
      'Risk 80 and over',
      'Risk not scored',
    ])
      expect(html).toContain(words);
  });
});
