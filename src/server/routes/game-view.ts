// Shapes stored games, lines and weather into the API's Game, as they stand at the clock.

import type { WeekGame } from '../../db/repositories/games.ts';
import type { LineRow } from '../../db/repositories/odds.ts';
import type { WeatherRow } from '../../db/repositories/weather.ts';
import { isPlayoffWeek, type CurrentWeek as Week } from '../../domain/current-week.ts';
import type { CurrentWeek, Game } from '../../shared/api/games.ts';
import { TIME_SLOT_LABELS } from '../../shared/time-slots.ts';

// Past this without a result, a kicked-off game is "result pending" rather than "in progress".
const GAME_LENGTH_MS = 6 * 3_600_000;

export function currentWeekView(week: Week, asOf: Date): CurrentWeek {
  return { ...week, isPlayoffs: isPlayoffWeek(week.week), asOf: asOf.toISOString() };
}

function status(g: WeekGame, asOf: Date): Game['status'] {
  if (g.final) return 'final';
  const since = asOf.getTime() - g.kickoff.getTime();
  if (since < 0) return 'scheduled';
  return since < GAME_LENGTH_MS || g.homeScore !== null ? 'in_progress' : 'result_pending';
}

function side(team: WeekGame['home'], score: number | null, restDays: number | null) {
  return {
    code: team.code,
    name: team.name,
    nickname: team.nickname,
    emoji: team.emoji,
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    score,
    restDays,
  };
}

function odds(lines: LineRow[]): Game['odds'] {
  const find = (market: string, s: string) => lines.find((l) => l.market === market && l.side === s);
  const stamp = (rows: (LineRow | undefined)[]) => {
    const latest = rows
      .filter((r): r is LineRow => r !== undefined)
      .sort((a, b) => b.capturedAt.getTime() - a.capturedAt.getTime())[0];
    return latest ? { book: latest.book, capturedAt: latest.capturedAt.toISOString() } : undefined;
  };
  const sh = find('spreads', 'home');
  const sa = find('spreads', 'away');
  const to = find('totals', 'over');
  const tu = find('totals', 'under');
  const mh = find('h2h', 'home');
  const ma = find('h2h', 'away');
  const s = stamp([sh, sa]);
  const t = stamp([to, tu]);
  const m = stamp([mh, ma]);
  return {
    spread: s
      ? {
          ...s,
          homeLine: sh?.line ?? (sa?.line != null ? -sa.line : null),
          homePrice: sh?.price ?? null,
          awayPrice: sa?.price ?? null,
        }
      : null,
    total: t
      ? {
          ...t,
          line: to?.line ?? tu?.line ?? null,
          overPrice: to?.price ?? null,
          underPrice: tu?.price ?? null,
        }
      : null,
    moneyline: m ? { ...m, homePrice: mh?.price ?? null, awayPrice: ma?.price ?? null } : null,
  };
}

function weather(w: WeatherRow | undefined): Game['weather'] {
  if (!w) return null;
  return {
    source: w.source,
    observed: w.observed,
    capturedAt: w.capturedAt.toISOString(),
    temperatureF: w.temperatureF,
    windMph: w.windMph,
    humidityPct: w.humidityPct,
    precipitationPct: w.precipitationPct,
  };
}

export function gameView(g: WeekGame, lines: LineRow[], w: WeatherRow | undefined, asOf: Date): Game {
  return {
    id: g.gameId,
    season: g.season,
    week: g.week,
    gameType: g.gameType,
    kickoff: g.kickoff.toISOString(),
    kickoffEstimated: g.kickoffEstimated,
    slot: g.timeSlot,
    slotLabel: TIME_SLOT_LABELS[g.timeSlot],
    status: status(g, asOf),
    liveDetail: g.liveDetail,
    overtime: g.overtime,
    home: side(g.home, g.homeScore, g.homeRest),
    away: side(g.away, g.awayScore, g.awayRest),
    stadium: g.stadium
      ? {
          id: g.stadium.id,
          name: g.stadium.name,
          city: g.stadium.city,
          country: g.stadium.country,
          roof: g.stadium.roof,
        }
      : null,
    roof: g.roof,
    neutralSite: g.neutralSite,
    divisionGame: g.divisionGame,
    odds: odds(lines.filter((l) => l.gameId === g.gameId)),
    weather: weather(w),
  };
}
