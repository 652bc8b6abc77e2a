import { describe, expect, it } from 'vitest';
import type { StrategyBet } from '../../../../domain/strategy/generate.ts';
import { formatEvPct, formatLine } from './strategy-format.ts';

const bet = (b: Partial<StrategyBet>): StrategyBet => ({
  type: 'spread',
  points: 10,
  side: 'PHI',
  line: -7.5,
  price: -110,
  probability: 0.52,
  reasoning: '',
  expectedValue: null,
  ...b,
});

describe('strategy figures as shown', () => {
  it('signs the expected value and says unknown as —', () => {
    // One decimal, a trailing .0 dropped, as on every board: 5.05 (stored as 5.0499…) reads +5%.
    expect(formatEvPct(5.05)).toBe('+5%');
    expect(formatEvPct(12.34)).toBe('+12.3%');
    expect(formatEvPct(-0.68)).toBe('−0.7%');
    expect(formatEvPct(-16.4)).toBe('−16.4%');
    expect(formatEvPct(null)).toBe('—');
  });
  it('writes spreads signed, totals plain and moneylines as a price', () => {
    expect(formatLine(bet({}))).toBe('−7.5 (−110)');
    expect(formatLine(bet({ line: 3 }))).toBe('+3 (−110)');
    expect(formatLine(bet({ type: 'total', line: 47.5 }))).toBe('47.5 (−110)');
    expect(formatLine(bet({ type: 'moneyline', line: null, price: 280 }))).toBe('(+280)');
  });
});
