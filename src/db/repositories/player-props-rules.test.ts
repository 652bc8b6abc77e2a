// Player prop lines as known at the clock on one cloned database: for each game, book, market, player
// and side the latest line captured at or before the clock, in that order; a quote without a line or
// price reads back as null (never 0); only the games asked. Season 2053 is this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { playerProps } from '../schema/odds.ts';
import { latestPlayerProps } from './player-props.ts';

let t: TestDatabase;
const CLOCK = new Date('2053-09-07T12:00:00Z');
const A = '2053_01_KC_BUF';
const B = '2053_01_NYJ_MIA';
const prop = (
  gameId: string,
  book: string,
  market: string,
  side: string,
  line: number | null,
  price: number | null,
  at: string,
) => ({
  gameId,
  book,
  market,
  playerName: 'Pat Passer',
  side,
  line,
  price,
  capturedAt: new Date(at),
});

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  await gameOf(db, A, '2053-09-07T17:00:00Z');
  await gameOf(db, B, '2053-09-07T17:00:00Z');
  await gameOf(db, '2053_01_DAL_PHI', '2053-09-07T20:25:00Z');
  await db.insert(playerProps).values([
    prop(A, 'fanduel', 'player_pass_yds', 'over', 250.5, -110, '2053-09-06T12:00:00Z'),
    prop(A, 'fanduel', 'player_pass_yds', 'over', 260.5, -115, '2053-09-07T12:00:00Z'), // at the clock: the latest
    prop(A, 'fanduel', 'player_pass_yds', 'over', 270.5, -120, '2053-09-07T12:00:01Z'), // a second after it
    prop(A, 'fanduel', 'player_pass_yds', 'under', 250.5, -105, '2053-09-06T12:00:00Z'),
    prop(A, 'draftkings', 'player_pass_yds', 'over', 255.5, -112, '2053-09-05T12:00:00Z'),
    prop(A, 'draftkings', 'player_anytime_td', 'yes', null, 150, '2053-09-05T12:00:00Z'),
    prop(B, 'draftkings', 'player_pass_yds', 'over', 199.5, null, '2053-09-06T00:00:00Z'),
    prop('2053_01_DAL_PHI', 'draftkings', 'player_pass_yds', 'over', 230.5, -110, '2053-09-06T00:00:00Z'),
  ]);
});
afterAll(() => t.destroy());

describe('player prop lines at the clock', () => {
  it('reads the latest quote per game, book, market, player and side, in that order', async () => {
    const rows = await latestPlayerProps(t.db.orm, [B, A], CLOCK);
    expect(rows.map((r) => ({ ...r, capturedAt: r.capturedAt.toISOString() }))).toEqual([
      {
        gameId: A,
        book: 'draftkings',
        market: 'player_anytime_td',
        playerName: 'Pat Passer',
        side: 'yes',
        line: null,
        price: 150,
        capturedAt: '2053-09-05T12:00:00.000Z',
      },
      {
        gameId: A,
        book: 'draftkings',
        market: 'player_pass_yds',
        playerName: 'Pat Passer',
        side: 'over',
        line: 255.5,
        price: -112,
        capturedAt: '2053-09-05T12:00:00.000Z',
      },
      {
        gameId: A,
        book: 'fanduel',
        market: 'player_pass_yds',
        playerName: 'Pat Passer',
        side: 'over',
        line: 260.5,
        price: -115,
        capturedAt: '2053-09-07T12:00:00.000Z',
      },
      {
        gameId: A,
        book: 'fanduel',
        market: 'player_pass_yds',
        playerName: 'Pat Passer',
        side: 'under',
        line: 250.5,
        price: -105,
        capturedAt: '2053-09-06T12:00:00.000Z',
      },
      {
        gameId: B,
        book: 'draftkings',
        market: 'player_pass_yds',
        playerName: 'Pat Passer',
        side: 'over',
        line: 199.5,
        price: null,
        capturedAt: '2053-09-06T00:00:00.000Z',
      },
    ]);
  });

  it('reads nothing before the first capture or for no game', async () => {
    expect(await latestPlayerProps(t.db.orm, [A, B], new Date('2053-09-04T00:00:00Z'))).toEqual([]);
    expect(await latestPlayerProps(t.db.orm, [], CLOCK)).toEqual([]);
  });
});
