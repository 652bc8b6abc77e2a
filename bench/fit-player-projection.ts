// Fits the projection's constants (src/domain/players/projection-params.ts) by coordinate search on one
// season's walk-forward player-weeks, scoring the mean over QB, RB, WR and TE of the error reduction
// against the better naive baseline, scored on the band's median with the band tables fitted on the
// same season for each trial (bench/fit-player-bands.ts then prints the tables for the constants found). Run: npx tsx bench/fit-player-projection.ts --season 2023
// Reads the data pack's weekly stats through tests/support/player-stats-fixture.ts; nothing after the
// season is loaded.
import { parseArgs } from 'node:util';
import { positionRecords, projectionPairs } from '../src/domain/players/backtest.ts';
import { SKILL_POSITIONS } from '../src/domain/players/player-game.ts';
import { fitBandTables } from '../src/domain/players/projection-band.ts';
import { PROJECTION_PARAMS, type ProjectionParams } from '../src/domain/players/projection-params.ts';
import { loadPlayerFixture } from '../tests/support/player-stats-fixture.ts';

const { values } = parseArgs({ options: { season: { type: 'string', default: '2023' } } });
const season = Number(values.season);
const fixture = loadPlayerFixture();
const data = { ...fixture, history: fixture.playerGames.filter((g) => g.season <= season) };

const GRID: Partial<Record<keyof ProjectionParams, number[]>> = {
  decay: [0.75, 0.8, 0.85, 0.9, 0.95],
  volumePriorGames: [0.01, 0.03, 0.1, 0.3],
  efficiencyPrior: [10, 20, 40, 80],
  touchdownPrior: [30, 60, 120, 250],
  environmentYards: [0, 0.25, 0.5, 1],
  environmentTouchdowns: [0, 0.5, 1, 1.5, 2],
  opponentWeight: [0, 0.25, 0.5],
  teamPriorGames: [1, 3, 6, 12],
  scriptPass: [0, 0.01, 0.02],
  scriptRush: [0, 0.015, 0.03],
  candidateWindow: [2, 3, 4, 6],
  fillShares: [0.5, 0.75, 1],
  backupPriorGames: [1, 2, 4, 8, 16],
};

// The score is what docs/record.md's table reports: the error of the band's median (the tables refitted
// on the same season for each trial, as bench/fit-player-bands.ts does), not of the expectation.
function score(params: ProjectionParams): { total: number; per: string } {
  const pairs = projectionPairs(data, [season], params);
  const records = positionRecords(pairs, data.history, fitBandTables(pairs));
  const gains = SKILL_POSITIONS.map((pos) => records.find((r) => r.position === pos)?.gain ?? 0);
  return {
    total: gains.reduce((x, y) => x + y, 0) / gains.length,
    per: SKILL_POSITIONS.map((pos, i) => `${pos} ${(100 * (gains[i] as number)).toFixed(1)}%`).join(' '),
  };
}

let params = { ...PROJECTION_PARAMS };
let best = score(params);
console.log(`start: ${best.per}`);
for (let round = 0; round < 2; round++) {
  for (const [key, options] of Object.entries(GRID) as [keyof ProjectionParams, number[]][]) {
    for (const value of options) {
      if (params[key] === value) continue;
      const trial = { ...params, [key]: value };
      const s = score(trial);
      if (s.total > best.total + 1e-5) {
        best = s;
        params = trial;
        console.log(`${key} = ${value}: ${s.per}`);
      }
    }
  }
}
console.log(JSON.stringify(params, null, 2));
console.log(`best: ${best.per}`);
