// Commentary written from the factors of this game only: each sentence exists because its factor
// does (a rating gap, a market line, a bye, a long flight, the weather, an injury report), and says
// the actual numbers. A factor with nothing to report is left out rather than padded.

import { teamInfo } from '../../shared/reference/teams.ts';
import { teamLineupImpact } from '../bioboost/lineup-impact.ts';
import { slotLabel } from '../bioboost/recovery-score.ts';
import { capitalise, formatClockHour, formatOneDecimal, formatThousands, plural } from '../bioboost/text.ts';
import { bioBoostEdge } from '../bioboost/tiers.ts';
import type { ModelGame } from './game.ts';
import type { GamePrediction } from './predict-game.ts';
import type { GameFacts, SideFacts } from './schedule-facts.ts';

/** Injuries get a sentence from this share of a lineup lost (about the worst quarter of 2025's team-weeks). */
export const NOTABLE_LINEUP_LOSS = 20;

export function teamName(code: string): string {
  return teamInfo(code)?.nickname ?? code;
}

/** A line as books print it: "Chiefs −3", "pick'em". `spread` is the expected home margin. */
export function formatLine(game: Pick<ModelGame, 'homeTeam' | 'awayTeam'>, spread: number): string {
  if (spread === 0) return "pick'em";
  const fav = spread > 0 ? game.homeTeam : game.awayTeam;
  return `${teamName(fav)} −${formatOneDecimal(Math.abs(spread))}`;
}

export function commentaryFor(p: GamePrediction, game: ModelGame, facts: GameFacts): string {
  const home = teamName(game.homeTeam);
  const away = teamName(game.awayTeam);
  const winner = teamName(p.winnerTeam);
  const f = p.factors;
  const out: string[] = [];

  const margin = Math.abs(p.predictedMargin);
  out.push(
    margin < 0.5
      ? `A coin flip: we make it even, ${winner} by a hair (${p.confidence.percent}%).`
      : `${winner} by ${formatOneDecimal(margin)}, ${p.confidence.percent}% to win (${p.confidence.tier} confidence).`,
  );

  const gap = f.homeRating - f.awayRating;
  const better = gap >= 0 ? home : away;
  const where = facts.homeFieldApplies
    ? `, and home field is worth ${formatOneDecimal(f.homeField)} to the ${home}`
    : ', at a neutral site with no home field';
  out.push(
    Math.abs(gap) < 0.5
      ? `Our ratings see two evenly matched teams${where}.`
      : `Our ratings make the ${better} ${formatOneDecimal(Math.abs(gap))} points better on a neutral field${where}.`,
  );

  if (p.spread) {
    const side = teamName(p.spread.pickTeam);
    const edge = Math.abs(p.spread.edge);
    out.push(
      `The market has ${formatLine(game, p.spread.line)}; ${
        edge < 0.5
          ? `we agree within half a point and lean ${side}`
          : `we lean ${side} by ${formatOneDecimal(edge)} points`
      } against the spread.`,
    );
  } else {
    out.push('No market line yet, so this is the ratings alone.');
  }

  const schedule = [scheduleWords(home, facts.home), scheduleWords(away, facts.away)].filter(Boolean);
  if (schedule.length > 0) out.push(`${capitalise(schedule.join('; '))}.`);

  const weather = p.bioBoost.home.inputs.hydration;
  if (weather.value !== null && weather.value < 80 && weather.reason)
    out.push(`Weather: ${weather.reason.replace(/^Outdoors: /, '')}.`);

  for (const [name, list] of [
    [home, game.injuries?.home],
    [away, game.injuries?.away],
  ] as const) {
    if (!list) continue;
    const lost = teamLineupImpact(list);
    if (lost >= NOTABLE_LINEUP_LOSS) {
      const missing = list
        .filter((e) => e.status === 'OUT' || e.status === 'DOUBTFUL')
        .map((e) => `${slotLabel(e)} ${e.playerName}`);
      const who = missing.length > 0 ? `, without ${missing.slice(0, 3).join(', ')}` : '';
      out.push(`The ${name}' injury report takes ${formatThousands(lost)}% of a full lineup's weight${who}.`);
    }
  }

  const bh = p.bioBoost.home.score;
  const ba = p.bioBoost.away.score;
  const shift = Math.abs(f.bioBoostPoints);
  const edge = bioBoostEdge(bh, ba).toLowerCase();
  out.push(
    `BioBoost ${home} ${formatThousands(bh)}, ${away} ${formatThousands(ba)} (${edge} edge)${
      shift >= 0.05 ? `, worth ${formatOneDecimal(shift)} points to the ${bh >= ba ? home : away}` : ''
    }.`,
  );

  if (p.total) {
    out.push(
      `We project ${formatOneDecimal(p.predictedTotal)} points against a total of ${formatOneDecimal(p.total.line)}: ${p.total.pick}.`,
    );
  }
  return out.join(' ');
}

function scheduleWords(name: string, s: SideFacts): string {
  const parts: string[] = [];
  if (s.restDays !== null && s.restDays >= 13) parts.push(`come off a bye (${plural(s.restDays, 'day')})`);
  else if (s.restDays !== null && s.restDays <= 5)
    parts.push(`are on a short week (${plural(s.restDays, 'day')})`);
  if (s.travelMiles !== null && s.travelMiles >= 1000) {
    const zones = Math.abs(s.zonesCrossed);
    const z = zones > 0 ? ` across ${plural(zones, 'time zone')}` : '';
    parts.push(`flew ${formatThousands(s.travelMiles)} miles${z}`);
  }
  if (s.bodyClockHour !== null && s.bodyClockHour < 11) {
    parts.push(`kick off at ${formatClockHour(s.bodyClockHour)} on their body clock`);
  }
  return parts.length > 0 ? `the ${name} ${parts.join(' and ')}` : '';
}
