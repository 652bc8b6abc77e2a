// The props median report is recomputed when anything its projections read changes, and only then
// (decision 083): the stored report the /model page serves is the one `npm run backtest -- props`
// computes from the same database.
import { describe, expect, it } from 'vitest';
import { sampleGame } from '../../domain/model/sample-game.test-data.ts';
import type { PlayerInjuryReport } from '../../domain/players/injury-status.ts';
import { DAY, kickoffOf, lineOf } from '../../domain/players/player-lines.test-data.ts';
import type { PlayerModelData } from '../../domain/players/walk-forward.ts';
import { playerDataKey } from './median-report.ts';

// Week 2 of 2025 is the last graded week: a Chiefs receiver's line, that game finished, week 3 to come.
const played = sampleGame({
  id: '2025_2_KC',
  season: 2025,
  week: 2,
  kickoffMs: kickoffOf(2),
  result: { homeScore: 27, awayScore: 20 },
});
const upcoming = sampleGame({ id: '2025_3_KC', season: 2025, week: 3, kickoffMs: kickoffOf(3) });
const report = (reportedAtMs: number): PlayerInjuryReport => ({
  season: 2025,
  week: 2,
  team: 'KC',
  playerId: 'wr1',
  name: 'wr1',
  position: 'WR',
  reportStatus: 'Questionable',
  primaryInjury: 'Ankle',
  reportedAtMs,
});
const data: PlayerModelData = {
  history: [lineOf('wr1', 'WR', 2, { targets: 8, receptions: 5, recYards: 61 })],
  games: [played, upcoming],
  injuries: [],
};
const key = playerDataKey(data);

describe("the props median report's data key", () => {
  it('is the same for the same inputs', () => {
    expect(playerDataKey({ ...data, history: [...data.history], games: [...data.games] })).toBe(key);
  });

  it('changes when an injury report published before a graded kickoff is loaded', () => {
    // The case: the stat lines were there first, the injury reports came later.
    expect(playerDataKey({ ...data, injuries: [report(kickoffOf(2) - 2 * DAY)] })).not.toBe(key);
  });

  it('changes when a stat the projection reads changes, not only the four markets’ figures', () => {
    const moreTargets = lineOf('wr1', 'WR', 2, { targets: 9, receptions: 5, recYards: 61 });
    expect(playerDataKey({ ...data, history: [moreTargets] })).not.toBe(key);
  });

  it('changes when a finished game’s closing line changes', () => {
    const moved = { ...played, market: { spread: 4, total: 47.5 } };
    expect(playerDataKey({ ...data, games: [moved, upcoming] })).not.toBe(key);
  });

  it('does not change for what no graded week reads: a coming game’s line, a later report', () => {
    const moved = { ...upcoming, market: { spread: -1, total: 44 } };
    expect(playerDataKey({ ...data, games: [played, moved] })).toBe(key);
    expect(playerDataKey({ ...data, injuries: [report(kickoffOf(3) - 2 * DAY)] })).toBe(key);
  });
});
