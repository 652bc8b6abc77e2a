// The Education glossary: spec 02's eight terms grown to a real glossary. Each example that our data can
// give a figure to takes it from the figures counted at the clock (db/repositories/glossary-figures.ts)
// and names its period and source; the others are worked arithmetic or plain examples.
import type { GlossaryFigures, GlossaryTerm } from '../../shared/api/glossary.ts';
import { BIOBOOST_WEIGHTS } from '../bioboost/composite.ts';
import { figureTerms } from './glossary-figure-terms.ts';

type Term = GlossaryTerm;
const plain = (term: string, category: Term['category'], definition: string, example: string): Term => ({
  term,
  definition,
  category,
  example,
  source: null,
});

const w = (key: keyof typeof BIOBOOST_WEIGHTS) => `${Math.round(BIOBOOST_WEIGHTS[key] * 100)}%`;

const BETTING: Term[] = [
  plain(
    'Moneyline',
    'Betting',
    'A bet on who wins the game outright, priced in American odds.',
    'At −150 you risk $150 to win $100; at +130 you risk $100 to win $130.',
  ),
  plain(
    'Implied probability',
    'Betting',
    'The win chance a price stands for: risk ÷ total return.',
    '−150 implies 150 ÷ 250 = 60%; +130 implies 100 ÷ 230 = 43.5%.',
  ),
  plain(
    'No-vig price',
    'Betting',
    'The fair price once the bookmaker’s margin is taken out of both sides.',
    'At −110 / −110 each side implies 52.4%; divided by their 104.8% sum, each is 50%: a fair price of +100.',
  ),
  plain(
    'Closing line',
    'Betting',
    'The last price before kickoff: the market’s most informed number.',
    'Our Past Picks compare every pick with the closing line stored at kickoff.',
  ),
  plain(
    'CLV (closing line value)',
    'Betting',
    'How much better your price was than the closing line. Beating the close over time is the surest sign of skill.',
    'You took −3 and the game closed −4.5: 1.5 points of CLV.',
  ),
  plain(
    'Sharp',
    'Betting',
    'A bettor, or money, that consistently beats the closing line.',
    'Books move a line when a sharp bets it, not when many small bets arrive.',
  ),
  plain(
    'Square',
    'Betting',
    'A recreational bettor, often backing favourites, overs and popular teams.',
    'A square parlays three favourites on Sunday morning.',
  ),
  plain(
    'Parlay',
    'Betting',
    'Several bets joined into one: all must win, and the payouts multiply.',
    'Two −110 legs pay about +264; each leg must win.',
  ),
  plain(
    'Unit',
    'Betting',
    'Your standard stake, a fixed share of the bankroll, so results compare across bettors.',
    'With a $1,000 bankroll and 1% units, one unit is $10.',
  ),
  plain(
    'Bankroll',
    'Betting',
    'The money set aside for betting only, never needed for anything else.',
    'Start the season with $1,000 and size every bet from it.',
  ),
  plain(
    'Kelly criterion',
    'Betting',
    'A stake size that grows a bankroll fastest: edge ÷ (decimal odds − 1). Most bettors use a fraction of it.',
    'At 55% on −110 full Kelly is 5.5% of the bankroll; quarter Kelly, what our tracker suggests, is 1.4%.',
  ),
  plain(
    'Expected value (EV)',
    'Betting',
    'What a bet wins or loses on average per unit staked: probability × decimal odds − 1.',
    'A 55% chance at −110 (1.91): 0.55 × 1.91 − 1 = +5.05%.',
  ),
  plain(
    'Prop bet',
    'Betting',
    'A bet on a player or game event rather than the result.',
    'Over 64.5 receiving yards for a wide receiver.',
  ),
  plain(
    'Futures',
    'Betting',
    'A bet on a season-long outcome, settled months later.',
    'A team to win the Super Bowl at +1200 in August.',
  ),
  plain(
    'Middle',
    'Betting',
    'Bets on both sides at different lines, hoping the result lands between them.',
    'Take +7.5 early, then −3.5 after the line moves: a 4, 5, 6 or 7-point win pays both.',
  ),
  plain(
    'Line shopping',
    'Betting',
    'Comparing books for the best price on the same bet.',
    'The same over is −105 at one book and −115 at another: take −105.',
  ),
  plain('Pick’em', 'Betting', 'A game with no favourite: the spread is 0.', 'PK: whoever wins covers.'),
];

const DFS: Term[] = [
  plain(
    'Salary cap',
    'DFS',
    'The budget every daily-fantasy lineup must fit under.',
    'DraftKings gives $50,000 for nine players.',
  ),
  plain(
    'Ownership',
    'DFS',
    'The share of lineups in a contest that hold a player. 30% or more is called chalky.',
    'A running back in 35% of lineups is chalk; at 5% he is a leverage play.',
  ),
  plain(
    'Chalk',
    'General',
    'The popular choice: the betting favourite, or the most-owned DFS player.',
    'Backing every favourite, or rostering the 40%-owned quarterback.',
  ),
  plain(
    'Stacking',
    'DFS',
    'Rostering players whose points rise together, usually a quarterback with his receivers.',
    'A quarterback and his top wide receiver: one touchdown scores for both.',
  ),
  plain(
    'Ceiling',
    'DFS',
    'A player’s realistic best game: what tournaments are won with.',
    'A receiver projected for 14 points with a 30-point ceiling.',
  ),
  plain(
    'Floor',
    'DFS',
    'A player’s realistic bad game: what cash games protect.',
    'A running back with 20 carries a week has a high floor.',
  ),
  plain(
    'GPP (tournament)',
    'DFS',
    'A large-field contest paying the top few lineups heavily.',
    'Finishing in the top 20% often pays; first place pays most of the pool.',
  ),
  plain(
    'Cash game',
    'DFS',
    'A head-to-head, double-up or 50/50 contest: beat about half the field.',
    'Favour floor and low-risk players.',
  ),
  plain(
    'Points per $1k (value)',
    'DFS',
    'Projected fantasy points per $1,000 of salary.',
    '15 points at $5,000 is 3.0 points per $1k.',
  ),
  plain(
    'Leverage',
    'DFS',
    'Rostering a player the field is under-owning relative to his chance of a big game.',
    'A 5%-owned receiver facing a weak secondary.',
  ),
  plain(
    'Fade',
    'General',
    'Choosing against a popular side or player.',
    'Fading a 40%-owned running back in a tournament.',
  ),
  plain(
    'Projection',
    'DFS',
    'The expected fantasy points of a player this week.',
    'Our ggScore ranks players by projection per salary.',
  ),
];

const BIOBOOST: Term[] = [
  plain(
    'BioBoost',
    'BioBoost',
    `A 0–100 readiness score: sleep ${w('sleep')}, T-Index ${w('tIndex')}, cortisol ${w('cortisol')} (inverted), hydration ${w('hydration')} and recovery ${w('recovery')}, each a proxy from real data.`,
    'Above 65 shows green, below 35 red. A missing input is left out and said, never filled with a default.',
  ),
  plain(
    'Sleep (BioBoost input)',
    'BioBoost',
    `Rest and body-clock proxy (${w('sleep')}): days of rest, short week, bye, travel distance, time zones crossed and kickoff time.`,
    'A West Coast team playing at 1 pm Eastern after a Monday game scores low.',
  ),
  plain(
    'T-Index (BioBoost input)',
    'BioBoost',
    `Form proxy (${w('tIndex')}): recent point differential and rating trend for teams, usage and production against their own baseline for players.`,
    'A receiver whose targets rose three weeks running scores high.',
  ),
  plain(
    'Cortisol (BioBoost input)',
    'BioBoost',
    `Stress proxy (${w('cortisol')}, inverted: more stress lowers BioBoost): prime time, divisional games, opponent strength, injuries around the player.`,
    'A Monday-night divisional road game raises it.',
  ),
  plain(
    'Hydration (BioBoost input)',
    'BioBoost',
    `Weather proxy (${w('hydration')}): heat, humidity and wind at kickoff; a dome is neutral.`,
    'Ninety degrees and humid at kickoff lowers it.',
  ),
  plain(
    'Recovery (BioBoost input)',
    'BioBoost',
    `Injury proxy (${w('recovery')}): 100 − 10 per injury day, floor 0, from the injury report.`,
    'Three days on the report: 100 − 30 = 70.',
  ),
];

const GENERAL: Term[] = [
  plain(
    'Prime time',
    'General',
    'The Thursday, Sunday-night and Monday-night national games.',
    'The strategy generator can leave them out if you ask it to.',
  ),
  plain(
    'Divisional game',
    'General',
    'Two teams of the same division, who meet twice a season.',
    'Read from the schedule, so avoiding them is your choice, never a coin flip.',
  ),
  plain(
    'Short week',
    'General',
    'Fewer than six days between games, as before a Thursday game.',
    'Sleep scores drop on a short week.',
  ),
  plain(
    'Home-field advantage',
    'General',
    'The points a team gains by playing at home.',
    'Our model fits it from past results rather than assuming three points.',
  ),
];

/** Every glossary term, in category order, with figures where our data has them. */
export function glossaryTerms(f: GlossaryFigures): GlossaryTerm[] {
  const terms = [...figureTerms(f), ...BETTING, ...DFS, ...BIOBOOST, ...GENERAL];
  const order = ['Betting', 'DFS', 'BioBoost', 'General'];
  return terms.sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
}
