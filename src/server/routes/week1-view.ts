import type { WeekGame } from '../../db/repositories/games.ts';
import {
  type InjuryEntry,
  parseInjuryStatus,
  teamInjuryImpact,
} from '../../domain/bioboost/injury-impact.ts';
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import { spreadMove } from '../../domain/picks/line-move.ts';
import { isPremiumPick, withheldPick } from '../../domain/picks/premium-pick.ts';
import { type SlotTab, slotTab } from '../../domain/picks/slot-tab.ts';
import type { Game } from '../../shared/api/games.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';
import type { Week1Game } from '../../shared/api/week1.ts';
import { weeklyPickView } from './weekly-pick-view.ts';

const PREMIUM_NOTE = 'Premium pick until kickoff: subscribers and free picks see it.';

const WEEK1_SLOT: Readonly<Record<SlotTab, Week1Game['timeSlot']>> = {
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  'sun-am': 'Sunday Early',
  'sun-pm': 'Sunday Late',
  snf: 'SNF',
  mnf: 'MNF',
  mid: 'Other',
};

export interface InjuryReportRow {
  team: string;
  fullName: string;
  position: string | null;
  reportStatus: string | null;
}

function printed(line: number): string {
  if (line === 0) return 'PK';
  return line > 0 ? `+${line}` : `${line}`;
}

export function injuries(
  rows: readonly InjuryReportRow[],
  g: WeekGame,
): Week1Game['bioBoost']['factors']['injuries'] {
  const entries = (team: string): (InjuryEntry & { team: string })[] =>
    rows
      .filter((r) => r.team === team)
      .map((r) => ({
        team,
        playerName: r.fullName,
        position: r.position ?? '',
        status: parseInjuryStatus(r.reportStatus),
      }))
      .filter((e) => e.status !== 'HEALTHY');
  const away = entries(g.away.code);
  const home = entries(g.home.code);
  return {
    keyPlayersOut: [...away, ...home]
      .filter((e) => e.status === 'OUT')
      .map((e) => `${e.playerName} (${e.position || '?'}, ${e.team})`),
    awayInjuries: away.length,
    homeInjuries: home.length,
    awayTeamImpact: Math.round(teamInjuryImpact(away)),
    homeTeamImpact: Math.round(teamInjuryImpact(home)),
  };
}

/** One week-1 game in spec 02's shape from the game, its lines, weather, injuries and the model's pick. */
export function week1GameView(
  g: WeekGame,
  game: Game,
  prediction: PredictionView | undefined,
  extra: {
    snapshots: readonly LineSnapshot[];
    injuries: readonly InjuryReportRow[];
    travelMiles: number | null;
    now: Date;
  },
): Week1Game {
  // Public bytes (decision 120): a pick not yet kicked off at the clock leaves without its premium content.
  const full = prediction ? weeklyPickView(prediction, g) : undefined;
  const pick = full && isPremiumPick(full, extra.now) ? withheldPick(full) : full;
  const homeLine = game.odds.spread?.homeLine ?? null;
  const team = (side: 'home' | 'away') => {
    const t = side === 'home' ? g.home : g.away;
    const value = homeLine === null ? null : side === 'home' ? homeLine : homeLine === 0 ? 0 : -homeLine;
    return {
      name: t.name,
      abbreviation: t.code,
      spread: value === null ? null : printed(value),
      spreadValue: value,
    };
  };
  const homeBio = pick?.home.bioBoost ?? null;
  const awayBio = pick?.away.bioBoost ?? null;
  const w = game.weather;
  return {
    id: g.gameId,
    season: g.season,
    timeSlot: WEEK1_SLOT[slotTab(g.timeSlot, g.kickoff)],
    slot: g.timeSlot,
    international: pick?.international ?? g.timeSlot === 'international',
    date: pick?.date ?? g.kickoff.toISOString().slice(0, 10),
    time: pick?.time ?? '',
    kickoff: g.kickoff.toISOString(),
    location: pick?.location ?? null,
    awayTeam: team('away'),
    homeTeam: team('home'),
    overUnder: game.odds.total?.line ?? null,
    moneyline: { away: game.odds.moneyline?.awayPrice ?? null, home: game.odds.moneyline?.homePrice ?? null },
    odds: game.odds.spread ? { book: game.odds.spread.book, capturedAt: game.odds.spread.capturedAt } : null,
    bioBoost: {
      score: homeBio !== null && awayBio !== null ? Math.round((homeBio + awayBio) / 2) : null,
      homeScore: homeBio,
      awayScore: awayBio,
      recommendation: pick?.totalPick ?? null,
      confidence: pick?.winnerConfidence ?? null,
      pick: pick?.predicted ?? null,
      status: pick?.status ?? 'no_pick',
      withheld: pick?.withheld ?? false,
      commentary:
        pick?.commentary ??
        (pick?.withheld ? PREMIUM_NOTE : null) ??
        (pick?.noPickReasons.length
          ? `No pick: ${pick.noPickReasons.join('; ')}`
          : 'No pick has been computed for this game yet.'),
      factors: {
        weather: w
          ? {
              windMph: w.windMph,
              tempF: w.temperatureF,
              precipChance: w.precipitationPct,
              source: w.source,
              observed: w.observed,
              capturedAt: w.capturedAt,
            }
          : null,
        injuries: injuries(extra.injuries, g),
        lineMove: spreadMove(extra.snapshots)?.move ?? null,
        travelMiles: extra.travelMiles === null ? null : Math.round(extra.travelMiles),
      },
    },
  };
}
