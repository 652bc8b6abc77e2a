import { describe, expect, it } from 'vitest';
import { type PropRow, propKey, propMarkets, propsByPlayer } from './prop-odds.ts';

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

  it('matches a prop row to a player by game and name across spellings', () => {
    const grouped = propsByPlayer([row({ playerName: 'Patrick Mahomes II' })]);
    expect(grouped.get(propKey('2024_12_KC_CAR', 'Patrick Mahomes'))).toHaveLength(1);
  });
});
