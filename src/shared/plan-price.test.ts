import { describe, expect, it } from 'vitest';
import { planPriceDecimal, planPriceText } from './plan-price.ts';

describe('the plan price as the site writes it', () => {
  it('writes whole dollars without cents and keeps cents when there are some', () => {
    expect(planPriceText({ priceCents: 1000 })).toBe('$10/month');
    expect(planPriceText({ priceCents: 950 })).toBe('$9.50/month');
  });
  it("gives schema.org's Offer two decimals", () => {
    expect(planPriceDecimal({ priceCents: 1000 })).toBe('10.00');
  });
});
