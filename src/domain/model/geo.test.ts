import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from './geo.ts';

describe('great-circle miles', () => {
  it('measures SoFi Stadium to MetLife Stadium at about 2,450 miles, and zero to itself', () => {
    const sofi = { latitude: 33.9535, longitude: -118.3392 };
    const metlife = { latitude: 40.8135, longitude: -74.0745 };
    expect(greatCircleMiles(sofi, metlife)).toBeGreaterThan(2430);
    expect(greatCircleMiles(sofi, metlife)).toBeLessThan(2470);
    expect(greatCircleMiles(sofi, sofi)).toBe(0);
  });
});
