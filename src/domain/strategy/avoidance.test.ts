import { describe, expect, it } from 'vitest';
import { avoidanceReason } from './avoidance.ts';
import { game } from './strategy.test-data.ts';

describe('avoidance (spec 02 §9), the person’s choice', () => {
  it('leaves out Thursday, Sunday-night and Monday-night games when asked', () => {
    for (const slot of ['Thursday', 'SNF', 'MNF'])
      expect(avoidanceReason(game({ id: 'g', timeSlot: slot }), ['primetime'])).toMatch(/^Prime-time/);
    expect(avoidanceReason(game({ id: 'g', timeSlot: 'Sunday Late' }), ['primetime'])).toBeNull();
    expect(avoidanceReason(game({ id: 'g', timeSlot: 'SNF' }), [])).toBeNull();
  });
  it('leaves out exactly the divisional games of the schedule, never at random', () => {
    expect(avoidanceReason(game({ id: 'g', divisional: true }), ['divisional'])).toBe(
      'Divisional matchup, as you asked',
    );
    // The same game asked 100 times gets the same answer.
    const answers = new Set(
      Array.from({ length: 100 }, () =>
        avoidanceReason(game({ id: 'g', divisional: false }), ['divisional']),
      ),
    );
    expect([...answers]).toEqual([null]);
  });
  it('weather: wind above 20 mph or precipitation above 70 %', () => {
    const w = (windMph: number, precipChance: number) =>
      game({ id: 'g', weather: { windMph, precipChance } });
    expect(avoidanceReason(w(21, 0), ['weather'])).toBe('Wind 21 mph (above 20), as you asked');
    expect(avoidanceReason(w(20, 70), ['weather'])).toBeNull();
    expect(avoidanceReason(w(0, 71), ['weather'])).toBe('Precipitation 71% (above 70%), as you asked');
  });
  it('weather unknown outdoors is said and left out; a dome needs no forecast', () => {
    expect(avoidanceReason(game({ id: 'g', weather: null }), ['weather'])).toMatch(/^Weather unknown/);
    expect(avoidanceReason(game({ id: 'g', weather: null, indoors: true }), ['weather'])).toBeNull();
  });
  it('travel: above 2,000 miles; unknown is said', () => {
    expect(avoidanceReason(game({ id: 'g', travelMiles: 2001 }), ['travel'])).toMatch(/^Long trip \(2001/);
    expect(avoidanceReason(game({ id: 'g', travelMiles: 2000 }), ['travel'])).toBeNull();
    expect(avoidanceReason(game({ id: 'g', travelMiles: null }), ['travel'])).toMatch(
      /^Travel distance unknown/,
    );
  });
});
