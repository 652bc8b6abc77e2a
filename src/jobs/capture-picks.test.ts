// The model job's picks at captured lines (decisions 099, 107): a game not yet final is rebuilt on each
// run, a final game keeps the row it has. Two week-16 games of 2025 on the data pack's schedule, with
// hand-made The Odds API lines: a second capture loaded after the first run (a replay loading more
// files) changes what a rebuild would read for both.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { capturePicks } from '../db/schema/capture-picks.ts';
import { oddsSnapshots } from '../db/schema/odds.ts';
import type { ModelGame } from '../domain/model/game.ts';
import { ONE_CAPTURE } from '../domain/picks/captured-lines.ts';
import { storeCapturePicks } from './capture-picks.ts';

// PHI at WAS kicked off 2025-12-20 17:00 ET (22:00Z) and was final by the clock; GB at CHI kicked off at
// 20:20 ET (01:20Z on the 21st) and is treated as still being played (no result). Week 16's inputs are
// known 4 hours after week 15's last kickoff (MIA at PIT, 2025-12-16T01:15Z): 05:15Z on the 16th.
const FINAL = '2025_16_PHI_WAS';
const PLAYING = '2025_16_GB_CHI';
const NOW = new Date('2025-12-21T03:00:00Z');
const FIRST_CAPTURE = new Date('2025-12-17T12:00:00Z');
const SECOND_CAPTURE = new Date('2025-12-19T12:00:00Z');

let t: TestDatabase;
let games: ModelGame[];

/** One book's spread at a capture, both sides (home handicap `homeLine`). */
const spread = (gameId: string, homeLine: number, capturedAt: Date) =>
  (['home', 'away'] as const).map((side) => ({
    gameId,
    book: 'draftkings',
    market: 'spreads',
    side,
    line: side === 'home' ? homeLine : -homeLine,
    price: -110,
    capturedAt,
    source: 'odds-api',
  }));

const row = async (gameId: string) => {
  const [r] = await t.db.orm.select().from(capturePicks).where(eq(capturePicks.gameId, gameId));
  if (!r) throw new Error(`no row for ${gameId}`);
  return r;
};

beforeAll(async () => {
  t = await packDatabase({ kinds: ['games'], at: '2026-03-01T00:00:00Z' });
  const loaded = (await loadModelInputs(t.db.orm, NOW)).games;
  games = loaded.map((g) => (g.id === PLAYING ? { ...g, result: null } : g));
  expect(games.find((g) => g.id === FINAL)?.result).not.toBeNull();
  await t.db.orm
    .insert(oddsSnapshots)
    .values([...spread(FINAL, 6.5, FIRST_CAPTURE), ...spread(PLAYING, -1.5, FIRST_CAPTURE)]);
}, 180_000);
afterAll(() => t?.destroy());

describe('capture picks: rebuilt while a game is not final, kept once it is', () => {
  it('first run: one capture between the inputs and kickoff for both games, so no CLV, with the reason', async () => {
    const first = await storeCapturePicks(t.db.orm, games, NOW);
    expect(first).toEqual({ measured: 0, unknown: 2, kept: 0 });
    expect((await row(FINAL)).unknown).toBe(ONE_CAPTURE);
    expect((await row(PLAYING)).unknown).toBe(ONE_CAPTURE);
  });

  it('after a second capture is loaded, the game still playing is rebuilt and the final one keeps its row', async () => {
    const finalBefore = await row(FINAL);
    await t.db.orm
      .insert(oddsSnapshots)
      .values([...spread(FINAL, 7, SECOND_CAPTURE), ...spread(PLAYING, -2.5, SECOND_CAPTURE)]);
    const second = await storeCapturePicks(t.db.orm, games, NOW);
    expect(second).toEqual({ measured: 1, unknown: 0, kept: 1 });
    // GB at CHI: the pick's line at the first capture (CHI −1.5), the close at the second (CHI −2.5).
    // CLV in the pick's direction: a CHI (home) pick gains −1.5 − (−2.5) = +1, a GB pick loses 1.
    const playing = await row(PLAYING);
    expect(playing).toMatchObject({
      unknown: null,
      pickLine: -1.5,
      closingLine: -2.5,
      closingLineAt: SECOND_CAPTURE,
      clvPoints: playing.pick === 'home' ? 1 : -1,
    });
    // PHI at WAS would now read WAS +6.5 → +7; its row is the one stored before, field for field.
    expect(await row(FINAL)).toEqual(finalBefore);
  });
});
