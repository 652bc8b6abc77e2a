// ESPN's scoreboard is read strictly (issue 18): a price or score that is not a number, or a spread or
// total no game has, refuses the answer instead of passing as "no price". Built on the real week-1
// sample (read from ../shared/data, never copied), with one value changed per case.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SAMPLES } from '../../../../tests/support/ingest.ts';
import { parseScoreboard } from './scoreboard.ts';

const SAMPLE = readFileSync(path.join(API_SAMPLES, 'espn', 'espn_nfl_scoreboard_2025_wk01.json'), 'utf8');

/** The sample with the first event's ESPN BET odds (KC at LAC: KC -3.5, total 46.5) changed. */
function withFirstOdds(change: (odds: Record<string, unknown>) => void): string {
  const board = JSON.parse(SAMPLE);
  change(board.events[0].competitions[0].odds[0]);
  return JSON.stringify(board);
}

describe('ESPN scoreboard, read strictly', () => {
  it('reads the sample: "+145" and EVEN as prices, an unavailable "OFF" as no price', () => {
    const first = parseScoreboard(SAMPLE).events[0]?.competitions[0]?.odds?.[0];
    expect(first).toMatchObject({ spread: 3.5, overUnder: 46.5 });
    const quoted = withFirstOdds((o) => {
      (o.homeTeamOdds as Record<string, unknown>).moneyLine = '+145';
      (o.awayTeamOdds as Record<string, unknown>).moneyLine = 'EVEN';
      (o.awayTeamOdds as Record<string, unknown>).spreadOdds = 'OFF';
    });
    expect(parseScoreboard(quoted).events[0]?.competitions[0]?.odds?.[0]).toMatchObject({
      homeTeamOdds: { moneyLine: 145 },
      awayTeamOdds: { moneyLine: 100, spreadOdds: undefined },
    });
  });

  it('refuses a price that is not a number, naming where it is', () => {
    const bad = withFirstOdds((o) => {
      (o.homeTeamOdds as Record<string, unknown>).moneyLine = '8o';
    });
    expect(() => parseScoreboard(bad)).toThrow(
      "ESPN scoreboard: unexpected answer: events.0.competitions.0.odds.0.homeTeamOdds.moneyLine: not a price: '8o'",
    );
  });

  it('refuses a spread or total no game has (the two swapped)', () => {
    const swapped = withFirstOdds((o) => {
      [o.spread, o.overUnder] = [46.5, 3.5];
    });
    expect(() => parseScoreboard(swapped)).toThrow(
      'events.0.competitions.0.odds.0.spread: a spread of 46.5 is beyond ±35 points (spread and total swapped?)',
    );
    const lowTotal = withFirstOdds((o) => {
      o.overUnder = 3.5;
    });
    expect(() => parseScoreboard(lowTotal)).toThrow(/overUnder: a total of 3.5 is outside 20–80 points/);
  });

  it('refuses a score that is not a number', () => {
    const board = JSON.parse(SAMPLE);
    board.events[0].competitions[0].competitors[0].score = '2o';
    expect(() => parseScoreboard(JSON.stringify(board))).toThrow(
      'events.0.competitions.0.competitors.0.score: not a score',
    );
  });
});
