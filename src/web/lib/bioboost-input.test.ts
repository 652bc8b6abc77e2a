import { describe, expect, it } from 'vitest';
import { inputFigure, missingLabel } from './bioboost-input.ts';

describe('a BioBoost input on screen', () => {
  it('shows a known score rounded, and an unknown one as "—" with what is missing, never a number', () => {
    expect(inputFigure({ score: 84.6, reason: 'Outdoors: 60°F (comfortable)' })).toBe('85');
    expect(
      inputFigure({
        score: null,
        reason: 'No forecast: no kickoff weather known for this game, left out of the score',
      }),
    ).toBe('— no forecast');
    expect(
      inputFigure({
        score: null,
        reason: 'No report: no injury report known for this game, left out of the score',
      }),
    ).toBe('— no report');
    expect(inputFigure(null)).toBe('—');
  });

  it('falls back to "no data" when the reason names nothing short', () => {
    expect(missingLabel('')).toBe('no data');
    expect(missingLabel('A long sentence with no colon that explains at length')).toBe('no data');
  });
});
