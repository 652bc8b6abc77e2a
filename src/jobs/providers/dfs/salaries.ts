// DraftKings and FanDuel salary exports ("Export to CSV" in the contest lobby), told apart by header.
import { z } from 'zod';
import { easternToInstant } from '../../../domain/time/eastern-time.ts';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { number, parseCsv, requiredInteger, requiredText, text, validateRecords } from '../csv.ts';

export interface SalaryRow {
  site: 'draftkings' | 'fanduel';
  sitePlayerId: string;
  playerName: string;
  position: string;
  rosterPosition: string;
  salary: number;
  team: string;
  opponent: string | null;
  gameInfo: string | null;
  /** Kickoff and home team from DraftKings' "Game Info" (Eastern time); FanDuel's has neither. */
  kickoff: Date | null;
  homeTeam: string | null;
  avgPoints: number | null;
  injuryIndicator: string | null;
}

const team = requiredText.transform((t) => canonicalTeamCode(t) ?? t);

const DraftKings = z.object({
  Position: requiredText,
  Name: requiredText,
  ID: requiredText,
  'Roster Position': requiredText,
  Salary: requiredInteger,
  'Game Info': text,
  TeamAbbrev: team,
  AvgPointsPerGame: number,
});

const FanDuel = z.object({
  Id: requiredText,
  Position: requiredText,
  'First Name': text,
  Nickname: text.optional(),
  'Last Name': text,
  FPPG: number,
  Salary: requiredInteger,
  Game: text,
  Team: team,
  Opponent: text.transform((t) => (t === null ? null : (canonicalTeamCode(t) ?? t))),
  'Injury Indicator': text,
  'Roster Position': text.optional(),
});

// "CIN@CLE 09/07/2025 01:00PM ET"
const GAME_INFO = /^([A-Z]{2,3})@([A-Z]{2,3})\s+(\d{2})\/(\d{2})\/(\d{4})\s+(\d{1,2}):(\d{2})(AM|PM)\s+ET/;

export function parseGameInfo(
  info: string | null,
): { away: string; home: string; kickoff: Date } | undefined {
  const m = info ? GAME_INFO.exec(info) : null;
  if (!m) return undefined;
  const [, away, home, mm, dd, yyyy, h, min, ampm] = m as unknown as string[];
  const hour = (Number(h) % 12) + (ampm === 'PM' ? 12 : 0);
  const kickoff = easternToInstant(`${yyyy}-${mm}-${dd}`, `${hour}:${min}`);
  return {
    away: canonicalTeamCode(away as string) ?? (away as string),
    home: canonicalTeamCode(home as string) ?? (home as string),
    kickoff,
  };
}

export function detectSite(header: string[]): 'draftkings' | 'fanduel' | undefined {
  if (header.includes('TeamAbbrev') && header.includes('Game Info')) return 'draftkings';
  if (header.includes('FPPG') && header.includes('First Name')) return 'fanduel';
  return undefined;
}

export function parseSalaries(csv: string): SalaryRow[] {
  const { header, records } = parseCsv(csv);
  const site = detectSite(header);
  if (site === 'draftkings') {
    return validateRecords('DraftKings salaries', records, DraftKings).map((r) => {
      const game = parseGameInfo(r['Game Info']);
      const opponent = game ? (game.home === r.TeamAbbrev ? game.away : game.home) : null;
      return {
        site,
        sitePlayerId: r.ID,
        playerName: r.Name,
        position: r.Position,
        rosterPosition: r['Roster Position'],
        salary: r.Salary,
        team: r.TeamAbbrev,
        opponent,
        gameInfo: r['Game Info'],
        kickoff: game?.kickoff ?? null,
        homeTeam: game?.home ?? null,
        avgPoints: r.AvgPointsPerGame,
        injuryIndicator: null,
      };
    });
  }
  if (site === 'fanduel') {
    return validateRecords('FanDuel salaries', records, FanDuel).map((r) => ({
      site,
      sitePlayerId: r.Id,
      playerName: [r['First Name'], r['Last Name']].filter(Boolean).join(' '),
      position: r.Position,
      rosterPosition: r['Roster Position'] ?? r.Position,
      salary: r.Salary,
      team: r.Team,
      opponent: r.Opponent,
      gameInfo: r.Game,
      kickoff: null,
      homeTeam: r.Game?.match(/@([A-Z]{2,3})$/)?.[1] ?? null,
      avgPoints: r.FPPG,
      injuryIndicator: r['Injury Indicator'],
    }));
  }
  throw new Error('not a DraftKings or FanDuel salary export (unknown columns)');
}
