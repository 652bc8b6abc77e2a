import { describe, expect, it } from 'vitest';
import { brierVerdict } from './verdict.ts';

describe('the market verdict', () => {
  it('says plainly when the market was better, with the six-decimal figures', () => {
    expect(brierVerdict({ brier: 0.210993 }, { brier: 0.210905 }, 'no-vig closing moneyline')).toBe(
      'The no-vig closing moneyline was better than our model: Brier 0.210905 against our 0.210993, 0.000088 lower.',
    );
  });

  it('says when the model was better, and calls a tie at six decimals level', () => {
    expect(brierVerdict({ brier: 0.210945 }, { brier: 0.210959 }, 'closing spread')).toBe(
      'Our model was better than the closing spread: Brier 0.210945 against 0.210959, 0.000014 lower.',
    );
    expect(brierVerdict({ brier: 0.2109451 }, { brier: 0.2109449 }, 'closing spread')).toBe(
      'Level with the closing spread: Brier 0.210945 each.',
    );
  });
});
