// The schedule parser and the reference data against the real nflverse games file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA } from '../../../../tests/support/ingest.ts';
import { type SeasonWindow, weekOfSeason } from '../../../domain/current-week.ts';
import { STADIUMS, stadiumInfo } from '../../../shared/reference/stadiums.ts';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { type GameRecord, gameRecords } from '../../ingest/nflverse-game-records.ts';
import { parseCsv } from '../csv.ts';
import { type NflverseGame, parseGames } from './games.ts';
import { detectKind } from './kinds.ts';

const FILE = path.join(NFL_DATA, 'schedules', 'nflverse_games_1999_2026.csv');

describe('the nflverse schedule file', () => {
  let text: string;
  let games: NflverseGame[];
  let records: GameRecord[];
  beforeAll(() => {
    text = readFileSync(FILE, 'utf8');
    games = parseGames(text);
    const now = new Date('2026-08-01T00:00:00Z');
    records = games.map((g) => gameRecords(g, { now, replay: false }).game);
  });

  it('is recognised by its columns and parses every row', () => {
    expect(detectKind(parseCsv(text).header)).toBe('games');
    expect(games).toHaveLength(7548);
  });

  it('names only teams we can map to the 32 franchises', () => {
    for (const g of games) {
      expect(canonicalTeamCode(g.home_team), g.game_id).toBeDefined();
      expect(canonicalTeamCode(g.away_team), g.game_id).toBeDefined();
    }
  });

  it('uses only stadium ids our reference data covers, at plausible coordinates', () => {
    const ids = new Set(games.map((g) => g.stadium_id));
    expect(ids.size).toBeGreaterThanOrEqual(60);
    for (const id of ids) {
      const s = stadiumInfo(id ?? '');
      expect(s, `stadium ${id}`).toBeDefined();
    }
    const spreadspoke = parseCsv(
      readFileSync(path.join(NFL_DATA, 'schedules', 'spreadspoke_nfl_stadiums.csv'), 'latin1'),
    );
    let compared = 0;
    for (const row of spreadspoke.records) {
      const lat = Number(row.LATITUDE);
      const lon = Number(row.LONGITUDE);
      const ours = STADIUMS.find((s) =>
        s.names.some((n) => n.toLowerCase() === row.stadium_name?.toLowerCase()),
      );
      if (!ours || !row.LATITUDE) continue;
      compared += 1;
      // spreadspoke gives the nearest weather station, not the stadium: allow 60 km.
      expect(distanceKm(ours.latitude, ours.longitude, lat, lon), ours.name).toBeLessThan(60);
    }
    expect(compared).toBeGreaterThanOrEqual(30);
  });

  it('puts every game on a real kickoff: Eastern wall time turned into UTC', () => {
    const sb = records.find((r) => r.gameId === '2025_22_SEA_NE');
    expect(sb?.kickoff.toISOString()).toBe('2026-02-08T23:30:00.000Z');
    // 1999 has no kickoff times: a Sunday game is assumed at 13:00 Eastern.
    const first = records.find((r) => r.gameId === '1999_01_MIN_ATL');
    expect(first).toMatchObject({ kickoffEstimated: true, timeSlot: 'sunday_early' });
    expect(first?.kickoff.toISOString()).toBe('1999-09-12T17:00:00.000Z');
    expect(records.filter((r) => r.kickoffEstimated)).toHaveLength(259);
  });

  it('maps every 2024 and 2025 regular-season kickoff to its own week', () => {
    for (const season of [2024, 2025]) {
      const inSeason = records.filter((r) => r.season === season);
      const window: SeasonWindow = {
        season,
        firstKickoff: new Date(Math.min(...inSeason.map((r) => r.kickoff.getTime()))),
        lastKickoff: new Date(Math.max(...inSeason.map((r) => r.kickoff.getTime()))),
        lastWeek: Math.max(...inSeason.map((r) => r.week)),
      };
      const regular = inSeason.filter((r) => r.gameType === 'REG');
      expect(regular).toHaveLength(272);
      for (const r of regular) expect(weekOfSeason(window, r.kickoff), r.gameId).toBe(r.week);
    }
  });

  it('gives every game a slot, with the abroad games international', () => {
    const abroad = records.filter((r) => stadiumInfo(r.stadiumId ?? '')?.country !== 'US');
    expect(abroad.every((r) => r.timeSlot === 'international')).toBe(true);
    expect(abroad.filter((r) => r.season === 2025)).toHaveLength(7);
    expect(abroad.filter((r) => r.season === 2026)).toHaveLength(9);
  });

  it('rejects a file with a bad row before anything is written', () => {
    const broken = text.replace(
      '2025_12_NYJ_BAL,2025,REG,12,2025-11-23',
      '2025_12_NYJ_BAL,2025,REG,twelve,2025-11-23',
    );
    expect(() => parseGames(broken)).toThrow(/1 invalid row; first: line \d+, column week: /);
  });

  it("stores an unplayed game's lines only when a live run reads them before kickoff", () => {
    // 2026 week 1, NE at SEA: the file carries a line for it, read in August 2026 (the pack's date).
    const game = games.find((g) => g.game_id === '2026_01_NE_SEA') as NflverseGame;
    expect(game.spread_line).not.toBeNull();
    const kickoff = gameRecords(game, { now: new Date(), replay: false }).game.kickoff;
    const august = new Date('2026-08-13T23:52:51Z');
    const live = gameRecords(game, { now: august, replay: false }).odds;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((o) => o.book === 'nflverse' && o.capturedAt.getTime() === august.getTime())).toBe(
      true,
    );
    // A replay reads a file assembled later: the lines are not the market at the replayed instant.
    expect(gameRecords(game, { now: august, replay: true }).odds).toEqual([]);
    // Read after kickoff, nobody can tell when the line was quoted: it is not a pre-game line.
    const after = new Date(kickoff.getTime() + 60_000);
    expect(gameRecords(game, { now: after, replay: false }).odds).toEqual([]);
    // A finished game's lines are closing lines at kickoff, in a replay too.
    const final = games.find((g) => g.game_id === '2025_11_DAL_LV') as NflverseGame;
    const closing = gameRecords(final, { now: august, replay: true });
    expect(closing.odds.length).toBeGreaterThan(0);
    expect(closing.odds.every((o) => o.book === 'nflverse_close')).toBe(true);
    expect(closing.odds.every((o) => o.capturedAt.getTime() === closing.game.kickoff.getTime())).toBe(true);
  });
});

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
