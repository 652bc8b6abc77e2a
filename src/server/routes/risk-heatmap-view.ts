// One game of the risk heatmap: the domain's cells (src/domain/risk) with each factor's input and source
// written out for the detail modal. Unknown inputs say why; 'public betting' is always unavailable.
import type { WeekGame } from '../../db/repositories/games.ts';
import { bookName, formatHandicap, formatPrice, formatTotal } from '../../domain/alerts/format.ts';
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import type { TeamHistory, WeatherInput } from '../../domain/risk/factors.ts';
import { type BetRisk, gameRisk } from '../../domain/risk/game-risk.ts';
import { insightLines } from '../../domain/risk/insight.ts';
import { lineMoves, type MeasuredMove } from '../../domain/risk/line-moves.ts';
import { sideReturns } from '../../domain/risk/returns.ts';
import { type BetType, RECOMMENDATION_LABELS, WEIGHTS } from '../../domain/risk/score.ts';
import { EASTERN } from '../../domain/time/eastern-time.ts';
import type { Game } from '../../shared/api/games.ts';
import type { RiskFactor, RiskGame } from '../../shared/api/risk-heatmap.ts';
import { weatherSourceName } from '../../shared/data-sources.ts';

const NO_HISTORY: TeamHistory = { covers: 0, fails: 0, overs: 0, unders: 0 };
export const PUBLIC_BETTING_UNAVAILABLE =
  'Unavailable: no source of public betting shares is configured, so it is not part of the score.';

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const at = (ms: number | string) => `${eastern.format(new Date(ms))} ET`;
/** A forecast figure as people read it (12.4 mph → 12); the factor is unknown before any is null. */
const round = (x: number | null) => (x === null ? '—' : String(Math.round(x)));

export interface RiskGameInputs {
  row: WeekGame;
  game: Game;
  indoors: boolean;
  snapshots: readonly LineSnapshot[];
  /** Null: no injury report for the week stored yet. */
  injuries: { homeImpact: number; awayImpact: number; source: string } | null;
  history: ReadonlyMap<string, TeamHistory>;
  /**
   * The spread and total to score, when not the stored odds: the risk record (decision 119) scores a
   * graded pick's bet at the line it was graded against (the pick's own line).
   */
  lines?: { spread: number | null; total: number | null };
}

const moveText = (bet: BetType, m: MeasuredMove) => {
  const f = bet === 'spread' ? formatHandicap : bet === 'total' ? formatTotal : formatPrice;
  return `${bookName(m.book)} ${f(m.from)} → ${f(m.to)}`;
};

const record = (t: TeamHistory, bet: BetType) =>
  bet === 'total' ? `${t.overs}–${t.unders} over/under` : `${t.covers}–${t.fails} ATS`;

function weatherInput(g: Game, indoors: boolean): WeatherInput | null {
  if (indoors) return { indoors: true };
  const w = g.weather;
  if (!w || w.windMph === null || w.temperatureF === null || w.precipitationPct === null) return null;
  return { indoors: false, windMph: w.windMph, tempF: w.temperatureF, precipChance: w.precipitationPct };
}

function factorsOf(i: RiskGameInputs, b: BetRisk, moves: ReturnType<typeof lineMoves>): RiskFactor[] {
  const w = WEIGHTS[b.betType];
  const move = moves[b.betType];
  const weather = i.game.weather;
  const home = i.history.get(i.row.home.code) ?? NO_HISTORY;
  const away = i.history.get(i.row.away.code) ?? NO_HISTORY;
  return [
    {
      key: 'lineMovement',
      label: 'Line movement',
      risk: b.factors.lineMovement,
      weight: w.lineMovement,
      value: move ? moveText(b.betType, move) : '—',
      source: move
        ? `Stored lines, first ${at(move.fromAtMs)}, latest capture ${at(move.throughMs)}`
        : 'Stored lines',
      unknownReason: move ? null : 'Fewer than two captures of this market: no move can be measured yet.',
    },
    {
      key: 'publicBetting',
      label: 'Public betting',
      risk: null,
      weight: 0,
      value: '—',
      source: 'None configured',
      unknownReason: PUBLIC_BETTING_UNAVAILABLE,
    },
    {
      key: 'weather',
      label: 'Weather',
      risk: b.factors.weather,
      weight: w.weather,
      value: i.indoors
        ? 'Indoors (dome or closed roof)'
        : b.factors.weather === null || !weather
          ? '—'
          : `Wind ${round(weather.windMph)} mph, ${round(weather.temperatureF)}°F, precipitation ${round(weather.precipitationPct)}%`,
      source: i.indoors
        ? 'Stadium roof (schedule)'
        : weather
          ? `${weather.observed ? 'Observed' : 'Forecast'} (${weatherSourceName(weather.source)}), ${at(weather.capturedAt)}`
          : 'Kickoff forecast (Open-Meteo)',
      unknownReason:
        b.factors.weather === null
          ? 'Outdoors and no kickoff forecast with wind, temperature and precipitation yet.'
          : null,
    },
    {
      key: 'injuries',
      label: 'Injuries',
      risk: b.factors.injuries,
      weight: w.injuries,
      value: i.injuries
        ? `Impact ${i.row.away.code} ${i.injuries.awayImpact}, ${i.row.home.code} ${i.injuries.homeImpact} (of 100)`
        : '—',
      source: i.injuries ? i.injuries.source : 'Injury reports',
      unknownReason: i.injuries ? null : 'No injury report for this week is stored yet.',
    },
    {
      key: 'history',
      label: b.betType === 'total' ? 'History (over/under)' : 'History (ATS)',
      risk: b.factors.history,
      weight: w.history,
      value: `${i.row.away.code} ${record(away, b.betType)}, ${i.row.home.code} ${record(home, b.betType)}`,
      source: `${i.row.season} results against the closing lines (nflverse), to date`,
      unknownReason:
        b.factors.history === null ? 'A team has no decided game against the line this season yet.' : null,
    },
  ];
}

export const PROJECTION_UNKNOWN =
  "Not computed here: the risk engine reads lines, weather, injuries and records, not the model's projection. The model's projected margin and total for this game are on its game page.";

/** Spec 02 §9's potentialReturn: both sides at their stored prices (a cell is about a bet type). */
function returnsOf(bet: BetType, g: Game, row: WeekGame) {
  const o = g.odds;
  const sides =
    bet === 'spread'
      ? o.spread?.homeLine == null
        ? []
        : [
            { side: `${row.home.code} ${formatHandicap(o.spread.homeLine)}`, price: o.spread.homePrice },
            { side: `${row.away.code} ${formatHandicap(-o.spread.homeLine)}`, price: o.spread.awayPrice },
          ]
      : bet === 'total'
        ? o.total?.line == null
          ? []
          : [
              { side: `Over ${formatTotal(o.total.line)}`, price: o.total.overPrice },
              { side: `Under ${formatTotal(o.total.line)}`, price: o.total.underPrice },
            ]
        : [
            { side: row.home.code, price: o.moneyline?.homePrice ?? null },
            { side: row.away.code, price: o.moneyline?.awayPrice ?? null },
          ];
  const returns = sideReturns(sides);
  return {
    potentialReturn: returns,
    potentialReturnUnknown: returns.length ? null : 'No price is stored for either side of this bet yet.',
    projection: null,
    projectionUnknown: PROJECTION_UNKNOWN,
  };
}

function lineOf(bet: BetType, g: Game, row: WeekGame): string | null {
  const o = g.odds;
  if (bet === 'spread')
    return o.spread?.homeLine == null ? null : `${row.home.code} ${formatHandicap(o.spread.homeLine)}`;
  if (bet === 'total') return o.total?.line == null ? null : `O/U ${formatTotal(o.total.line)}`;
  return o.moneyline?.homePrice == null ? null : `${row.home.code} ${formatPrice(o.moneyline.homePrice)}`;
}

export function riskGameView(i: RiskGameInputs): RiskGame {
  const moves = lineMoves(i.snapshots);
  const bets = gameRisk({
    market: {
      spread: i.lines ? i.lines.spread : (i.game.odds.spread?.homeLine ?? null),
      total: i.lines ? i.lines.total : (i.game.odds.total?.line ?? null),
      moneyline: i.game.odds.moneyline?.homePrice ?? null,
    },
    moves,
    weather: weatherInput(i.game, i.indoors),
    injuries: i.injuries,
    history: {
      home: i.history.get(i.row.home.code) ?? NO_HISTORY,
      away: i.history.get(i.row.away.code) ?? NO_HISTORY,
    },
  });
  return {
    id: i.row.gameId,
    kickoff: i.row.kickoff.toISOString(),
    away: { code: i.row.away.code, name: i.row.away.name },
    home: { code: i.row.home.code, name: i.row.home.name },
    indoors: i.indoors,
    cells: bets.map((b) => ({
      betType: b.betType,
      line: lineOf(b.betType, i.game, i.row),
      riskScore: b.cell.riskScore,
      confidence: b.cell.confidence,
      recommendation: b.cell.recommendation,
      label: RECOMMENDATION_LABELS[b.cell.recommendation],
      band: b.cell.band,
      reason: b.cell.reason,
      factors: factorsOf(i, b, moves),
      ...returnsOf(b.betType, i.game, i.row),
    })),
    insight: insightLines(bets),
  };
}
