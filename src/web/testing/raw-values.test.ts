import { describe, expect, it } from 'vitest';
import { rawValues } from './raw-values.ts';

const names = (text: string) => rawValues(text).map((problem) => problem.split(' "')[0]);

describe('rawValues', () => {
  it('finds each raw value issue 21 saw on screen', () => {
    expect(names('BioBoost 67.05656744332072')).toEqual(['an unrounded decimal']);
    expect(names('Lines: nflverse_close')).toEqual(['a raw id']);
    expect(names('Opening line: sbr_open')).toEqual(['a raw id']);
    expect(names('422: Your weekly limit is reached')).toEqual(['an HTTP status code']);
    expect(names('rain —%')).toEqual(['a unit on a missing figure']);
    expect(names('Win chance NaN%')).toEqual(['a broken value']);
  });

  it('quotes the value in its context so the failure says where to look', () => {
    expect(rawValues('Lines: nflverse_close')).toEqual([
      'a raw id "nflverse_close" in "…Lines: nflverse_close…"',
    ]);
  });

  it('lets people’s figures, times, addresses and versions through', () => {
    const fine = [
      'BioBoost 67 · 52.3% · −3.5 · o/u 44.5 · $1,250.00 · 8:20 PM EST',
      'Kickoff 20:20 · 3-2 record · Week 12 · 4.9/5',
      'Go Gorilla · v0.1.0 · ready on http://127.0.0.1:3000/some_path?x=1.2345',
      'Mail e2e_reader@example.com to confirm',
      'rain chance not in the forecast — unknown',
      '404 Page Not Found',
      'at $7,500: 2.6 points per $1,000',
      'needed to break even at −110: no edge',
    ];
    for (const text of fine) expect(rawValues(text), text).toEqual([]);
  });
});
