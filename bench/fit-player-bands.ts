// Fits the projection's band table (src/domain/players/band-table.ts) on one season's walk-forward
// projections and prints it. Run: npx tsx bench/fit-player-bands.ts --season 2023
// Reads the data pack's weekly stats (tests/support/player-stats-fixture.ts); nothing after the season.
import { parseArgs } from 'node:util';
import { projectionPairs } from '../src/domain/players/backtest.ts';
import { SKILL_POSITIONS } from '../src/domain/players/player-game.ts';
import { fitBandRows } from '../src/domain/players/projection-band.ts';
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
const round = (x: number) => Math.round(x * 100) / 100;
console.log(
  `// fitted by: npx tsx bench/fit-player-bands.ts --season ${season} (${pairs.length} player-weeks)`,
);
console.log('export const BAND_TABLE: BandTable = {');
for (const position of SKILL_POSITIONS) {
  const rows = fitBandRows(pairs.filter((p) => p.target.position === position));
  console.log(`  ${position}: [`);
  for (const r of rows)
    console.log(
      `    { expected: ${round(r.expected)}, p10: ${round(r.p10)}, p50: ${round(r.p50)}, p90: ${round(r.p90)} },`,
    );
  console.log('  ],');
}
console.log('};');
