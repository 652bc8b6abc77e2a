import { describe, expect, it } from 'vitest';
import { marketLabel, type PropRow, propKey, propMarkets, propsByPlayer } from './prop-odds.ts';

const at = new Date('2024-11-24T15:00:00Z');
const row = (over: Partial<PropRow>): PropRow => ({
  gameId: '2024_12_KC_CAR',
  book: 'draftkings',
  market: 'player_pass_yds',
  playerName: 'Patrick Mahomes',
  side: 'over',
  line: 245.5,
  price: -115,
  capturedAt: at,
  ...over,
});

describe('player card prop odds (spec 01 §3 liveOdds)', () => {
  const rows = [
    row({}),
    row({ side: 'under', price: -105 }),
    row({ book: 'betmgm', line: 248.5, price: -110 }),
    row({ book: 'fanduel', line: 244.5, price: -120 }),
    row({ book: 'williamhill_us', line: 246.5, price: -110 }),
    row({ market: 'player_anytime_td', side: 'yes', line: null, price: 400 }),
    row({ market: 'player_rush_yds', line: 20.5, price: -110 }),
    row({ market: 'player_rush_yds', side: 'under', line: 20.5, price: -120 }),
  ];

  it('groups each market’s books, DraftKings, FanDuel and BetMGM first, both sides’ prices on one line', () => {
    const markets = propMarkets(rows);
    expect(markets.map((m) => m.market)).toEqual(['player_pass_yds', 'player_rush_yds', 'player_anytime_td']);
    expect(markets[0]?.books.map((b) => b.book)).toEqual([
      'draftkings',
      'fanduel',
      'betmgm',
      'williamhill_us',
    ]);
    expect(markets[0]?.books[0]).toMatchObject({ line: 245.5, over: -115, under: -105 });
    expect(markets[2]?.books[0]).toMatchObject({ line: null, over: 400, under: null });
  });

  it('labels each market, and words one it does not know from its key', () => {
    expect(propMarkets(rows).map((m) => m.label)).toEqual([
      'Passing yards',
      'Rushing yards',
      'Anytime touchdown',
    ]);
    expect(['player_reception_yds', 'player_receptions', 'player_pass_tds'].map(marketLabel)).toEqual([
      'Receiving yards',
      'Receptions',
      'player pass tds',
    ]);
  });

  it('puts markets and books it does not rank after the ranked ones, in alphabetical order', () => {
    const markets = propMarkets([
      row({ market: 'player_pass_tds', book: 'pointsbet' }),
      row({ market: 'player_pass_attempts', book: 'caesars' }),
      row({ market: 'player_pass_attempts', book: 'bovada' }),
      row({ market: 'player_receptions', book: 'betmgm' }),
      row({ market: 'player_receptions', book: 'draftkings' }),
      row({ market: 'player_reception_yds' }),
    ]);
    expect(markets.map((m) => m.market)).toEqual([
      'player_reception_yds',
      'player_receptions',
      'player_pass_attempts',
      'player_pass_tds',
    ]);
    expect(markets[1]?.books.map((b) => b.book)).toEqual(['draftkings', 'betmgm']);
    expect(markets[2]?.books.map((b) => b.book)).toEqual(['bovada', 'caesars']);
  });

  it('takes the line from whichever side has one, "no" as the under, and the latest capture time', () => {
    const later = new Date('2024-11-24T16:30:00Z');
    const [td] = propMarkets([
      row({ market: 'player_anytime_td', side: 'no', line: null, price: -600 }),
      row({ market: 'player_anytime_td', side: 'yes', line: 0.5, price: 400, capturedAt: later }),
      row({ market: 'player_anytime_td', side: 'yes', line: 1.5, price: 420, capturedAt: at }),
    ]);
    expect(td?.books).toEqual([
      { book: 'draftkings', line: 0.5, over: 420, under: -600, capturedAt: later.toISOString() },
    ]);
    // An unknown side sets no price.
    const [odd] = propMarkets([row({ side: 'push', price: 100 })]);
    expect(odd?.books[0]).toMatchObject({ over: null, under: null, line: 245.5 });
  });

  it('matches a prop row to a player by game and name across spellings', () => {
    const grouped = propsByPlayer([row({ playerName: 'Patrick Mahomes II' })]);
    expect(grouped.get(propKey('2024_12_KC_CAR', 'Patrick Mahomes'))).toHaveLength(1);
    const both = propsByPlayer([
      row({}),
      row({ side: 'under' }),
      row({ playerName: 'Travis Kelce' }),
      row({ gameId: '2024_13_LV_KC' }),
    ]);
    expect([...both.values()].map((list) => list.length)).toEqual([2, 1, 1]);
  });
});
