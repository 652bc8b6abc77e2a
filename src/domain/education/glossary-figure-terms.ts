// The glossary terms whose examples carry a figure counted from our data, each naming its period and
// source. A figure the data cannot give yet is said to be missing, never typed in.
import type { GlossaryFigures, GlossaryTerm } from '../../shared/api/glossary.ts';
import { NO_DATA, n, pct, seasons } from './glossary-format.ts';

const CLOSE = 'nflverse closing lines';
const RESULTS = 'nflverse results';

type Term = GlossaryTerm;

function term(
  name: string,
  definition: string,
  withData: { example: string; source: string } | null,
  without: string,
): Term {
  return {
    term: name,
    definition,
    category: 'Betting',
    example: withData?.example ?? `${without} (${NO_DATA}).`,
    source: withData?.source ?? null,
  };
}

export function figureTerms(f: GlossaryFigures): Term[] {
  const k = f.keyNumbers;
  const ats = f.favouritesAts;
  const dogs = f.underdogs;
  const t = f.totals;
  const m = f.openToClose;
  const v = f.vig;
  const atsDecided = ats ? ats.covers + ats.fails : 0;
  const atsText = ats && {
    example: `Favourites covered ${pct(ats.covers, atsDecided)} of closing spreads ${seasons(ats)}: ${n(ats.covers)} of ${n(atsDecided)} games, ${n(ats.pushes)} pushes left out.`,
    source: `${CLOSE} and results, ${seasons(ats)}, ${n(atsDecided + ats.pushes)} games`,
  };
  const keyText = (lead: string) =>
    k && {
      example: `${lead} ${pct(k.by3, k.games)} of games ${seasons(k)} were decided by exactly 3 points and ${pct(k.by7, k.games)} by exactly 7.`,
      source: `${RESULTS}, ${seasons(k)}, ${n(k.games)} games`,
    };
  const moveText = (lead: string) =>
    m && {
      example: `${lead} the spread moved ${m.meanMove.toFixed(2)} points on average from the early-week opener to the close, and a point or more in ${pct(m.movedOnePoint, m.games)} of games.`,
      source: `SBR openers against ${CLOSE}, ${seasons(m)}, ${n(m.games)} games`,
    };
  return [
    term(
      'Point spread',
      'The handicap that makes both sides an even bet: the favourite gives points, the underdog gets them.',
      atsText && { ...atsText, example: `Favourite −3.5 must win by 4 or more. ${atsText.example}` },
      'Favourite −3.5 must win by 4 or more',
    ),
    term(
      'Cover (ATS)',
      'To win against the spread: the result beats the handicap. An ATS record counts covers, not wins.',
      atsText,
      'A −7 favourite that wins by 10 covers; by 6 it does not',
    ),
    term(
      'Favourite',
      'The side the market expects to win, with a minus spread and moneyline.',
      atsText,
      'A −6.5 favourite',
    ),
    term(
      'Underdog',
      'The side the market expects to lose, getting points on the spread and a plus moneyline.',
      dogs && {
        example: `Closing underdogs won outright in ${pct(dogs.wins, dogs.games)} of games with a favourite: ${n(dogs.wins)} of ${n(dogs.games)}.`,
        source: `${CLOSE} and results, ${seasons(dogs)}`,
      },
      'A +6.5 underdog',
    ),
    term(
      'Key numbers',
      'The margins games land on most often, 3 and 7, because of field goals and touchdowns. A line crossing them matters most.',
      keyText(''),
      'Games end 3 and 7 points apart far more often than any other margins',
    ),
    term(
      'Hook',
      'The half point on a line, as in 3.5. It decides bets when it sits next to a key number.',
      keyText('−3 and −3.5 differ more than −5 and −5.5:'),
      '−3 and −3.5 differ more than −5 and −5.5',
    ),
    term(
      'Teaser',
      'A parlay in which you move each line by a set number of points (6 in football) for a lower payout.',
      k && {
        example: `Teasing −8.5 to −2.5 crosses both 3 and 7, the margins of ${pct(k.by3 + k.by7, k.games)} of games ${seasons(k)}.`,
        source: `${RESULTS}, ${seasons(k)}, ${n(k.games)} games`,
      },
      'Teasing −8.5 to −2.5 crosses both 3 and 7',
    ),
    term(
      'Push',
      'A result exactly on the line: the stake comes back.',
      ats && {
        example: `A −3 favourite winning by 3 pushes. ${n(ats.pushes)} of ${n(atsDecided + ats.pushes)} closing spreads pushed ${seasons(ats)} (${pct(ats.pushes, atsDecided + ats.pushes)}).`,
        source: `${CLOSE} and results, ${seasons(ats)}`,
      },
      'A −3 favourite winning by 3 pushes',
    ),
    term(
      'Total (over/under)',
      'A bet on the two teams’ combined points against a line.',
      t && {
        example: `Games went over the closing total ${pct(t.overs, t.overs + t.unders + t.pushes)} of the time and under ${pct(t.unders, t.overs + t.unders + t.pushes)}, ${n(t.pushes)} pushes.`,
        source: `${CLOSE} and results, ${seasons(t)}, ${n(t.overs + t.unders + t.pushes)} games`,
      },
      'Over 44.5 wins if the teams score 45 or more',
    ),
    term(
      'Vig (juice)',
      'The bookmaker’s margin built into the prices: the reason two even sides are both priced −110.',
      v && {
        example: `At −110 on both sides the prices imply 104.8%; our closing spread prices carried a ${(v.meanHold * 100).toFixed(2)}% margin on average.`,
        source: `${CLOSE}, ${seasons(v)}, ${n(v.games)} games`,
      },
      'At −110 on both sides the prices imply 104.8%',
    ),
    term(
      'Opening line',
      'The first number a book posts, early in the week, before most money arrives.',
      moveText('From SBR’s openers:'),
      'Openers are posted early in the week',
    ),
    term(
      'Line movement',
      'A change in the spread, total or price between the open and kickoff, caused by bets and news.',
      moveText(''),
      'A spread going from −3 to −4.5',
    ),
    term(
      'Steam',
      'A sudden, market-wide line move when sharp money hits several books at once.',
      moveText('Moves are rarer than they look:'),
      'A line jumping from −2.5 to −3.5 within minutes at every book',
    ),
    term(
      'RLM (reverse line movement)',
      'A line moving against the side most bets are on: a sign that bigger, sharper bets are on the other side.',
      null,
      'Most tickets on the favourite while its −6.5 drops to −5.5; we show no public betting shares, so we do not label RLM',
    ),
  ];
}
