// A stored alert as the Juice Watch feed shows it (alert-view.ts), pure: each figure's source named in
// words (a book, the consensus of its books, steam across books "we see prices, not bets", an injury
// report, observed or forecast weather); the grade only when every graded figure is known, with the
// price marked assumed when the alert recorded none.
import { describe, expect, it } from 'vitest';
import type { StoredAlert } from '../../db/repositories/alerts.ts';
import { alertView } from './alert-view.ts';

const row = (alert: Record<string, unknown>, grade: Record<string, unknown> | null = null) =>
  ({
    alert: {
      id: 41,
      type: 'line_movement',
      urgency: 'high',
      title: 'BAL −3 → −4.5',
      description: 'The spread moved 1.5 points.',
      oldValue: '-3',
      newValue: '-4.5',
      impact: 'Favours BAL',
      detectedAt: new Date('2025-11-22T15:00:00Z'),
      fromAt: new Date('2025-11-22T13:00:00Z'),
      team: 'BAL',
      player: null,
      book: 'fanduel',
      price: -110,
      gameId: '2025_12_NYJ_BAL',
      details: { kind: 'line', books: ['fanduel'] },
      ...alert,
    },
    season: 2025,
    week: 12,
    homeTeam: 'BAL',
    awayTeam: 'NYJ',
    kickoff: new Date('2025-11-23T18:00:00Z'),
    grade,
  }) as unknown as StoredAlert;
const GRADE = {
  outcome: 'win',
  units: 0.91,
  price: -110,
  homeScore: 27,
  awayScore: 20,
  knownAt: new Date('2025-11-23T21:30:00Z'),
};

describe('an alert in the feed', () => {
  it('carries its figures, times, game and grade', () => {
    expect(alertView(row({}, GRADE))).toEqual({
      id: 41,
      type: 'line_movement',
      urgency: 'high',
      title: 'BAL −3 → −4.5',
      description: 'The spread moved 1.5 points.',
      oldValue: '-3',
      newValue: '-4.5',
      impact: 'Favours BAL',
      detectedAt: '2025-11-22T15:00:00.000Z',
      fromAt: '2025-11-22T13:00:00.000Z',
      team: 'BAL',
      player: null,
      book: 'fanduel',
      source: 'Line captured from fanduel',
      game: {
        id: '2025_12_NYJ_BAL',
        season: 2025,
        week: 12,
        homeTeam: 'BAL',
        awayTeam: 'NYJ',
        kickoff: '2025-11-23T18:00:00.000Z',
      },
      grade: {
        outcome: 'win',
        units: 0.91,
        price: -110,
        priceAssumed: false,
        homeScore: 27,
        awayScore: 20,
        knownAt: '2025-11-23T21:30:00.000Z',
      },
    });
  });

  it('names each source in words', () => {
    const source = (alert: Record<string, unknown>) => alertView(row(alert)).source;
    expect(
      source({ book: 'consensus', details: { kind: 'line', books: ['draftkings', 'fanduel', 'betmgm'] } }),
    ).toBe('Consensus: median line of 3 books (draftkings, fanduel, betmgm)');
    expect(source({ book: null, details: { kind: 'line', books: [] } })).toBe(
      'Line captured from a sportsbook',
    );
    expect(
      source({
        type: 'sharp_money',
        details: { kind: 'steam', windowMinutes: 10, moves: [{ book: 'draftkings' }, { book: 'fanduel' }] },
      }),
    ).toBe('Steam: the same move at 2 books within 10 min (draftkings, fanduel); we see prices, not bets');
    expect(source({ type: 'injury', details: { kind: 'injury', source: 'nflverse injury report' } })).toBe(
      'Injury report: nflverse injury report',
    );
    expect(
      source({ type: 'weather', details: { kind: 'weather', observed: true, source: 'Open-Meteo' } }),
    ).toBe('Weather observed: Open-Meteo');
    expect(
      source({ type: 'weather', details: { kind: 'weather', observed: false, source: 'Open-Meteo' } }),
    ).toBe('Weather forecast: Open-Meteo');
  });

  it('has no start time when it has none, and marks a price it did not record as assumed', () => {
    const view = alertView(row({ fromAt: null, price: null }, GRADE));
    expect([view.fromAt, view.grade?.priceAssumed]).toEqual([null, true]);
  });

  it('is ungraded until every graded figure is known', () => {
    expect(alertView(row({})).grade).toBeNull();
    for (const missing of ['units', 'price', 'homeScore', 'awayScore', 'knownAt']) {
      expect(alertView(row({}, { ...GRADE, [missing]: null })).grade, missing).toBeNull();
    }
  });
});
