// Fits the projection's band tables (src/domain/players/band-table.ts) on one season's walk-forward
// projections and prints them: one from the projections of players who had already played that
// season, one from their first games. Run: npx tsx bench/fit-player-bands.ts --season 2023
// Reads the data pack's weekly stats (tests/support/player-stats-fixture.ts); nothing after the season.
import { parseArgs } from 'node:util';
import { projectionPairs } from '../src/domain/players/backtest.ts';
import { SKILL_POSITIONS } from '../src/domain/players/player-game.ts';
import { fitBandTables } from '../src/domain/players/projection-band.ts';
import { PROJECTION_PARAMS } from '../src/domain/players/projection-params.ts';
import { loadPlayerFixture } from '../tests/support/player-stats-fixture.ts';

const { values } = parseArgs({ options: { season: { type: 'string', default: '2023' } } });
const season = Number(values.season);
const data = loadPlayerFixture();
const pairs = projectionPairs(
  { ...data, history: data.playerGames.filter((g) => g.season <= season) },
  [season],
  PROJECTION_PARAMS,
);
const tables = fitBandTables(pairs);
const round = (x: number) => Math.round(x * 100) / 100;
console.log(
  `// fitted by: npx tsx bench/fit-player-bands.ts --season ${season} (${pairs.length} player-weeks)`,
);
console.log('export const BAND_TABLES: BandTables = {');
for (const kind of ['played', 'firstGame'] as const) {
  console.log(`  ${kind}: {`);
  for (const position of SKILL_POSITIONS) {
    console.log(`    ${position}: [`);
    for (const r of tables[kind][position])
      console.log(
        `      { expected: ${round(r.expected)}, p10: ${round(r.p10)}, p50: ${round(r.p50)}, p90: ${round(r.p90)} },`,
      );
    console.log('    ],');
  }
  console.log('  },');
}
console.log('};');
