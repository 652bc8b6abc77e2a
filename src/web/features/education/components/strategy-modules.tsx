import { Link } from 'react-router';
import { TaggedCard } from './tagged-card.tsx';

// Spec 02 §2: four strategy modules with their topics. Teaching text, no figures: the figures live in
// the glossary, counted from our data.
const MODULES = [
  {
    title: 'Bankroll Management',
    level: 'Beginner',
    summary: 'Decide what you can afford to lose, then size every bet from it.',
    topics: [
      'Set a season bankroll you never top up',
      'Bet in units of 1–3% of the bankroll',
      'Fractional Kelly: stake by edge, not by feel',
      'Keep a record of every bet',
    ],
    link: { to: '/bets', label: 'Track bets and set limits' },
  },
  {
    title: 'Reading the Market',
    level: 'Intermediate',
    summary: 'Prices carry the market’s opinion: learn to read them before you bet.',
    topics: [
      'American odds and implied probability',
      'The vig and the no-vig price',
      'Key numbers 3 and 7, and the hook',
      'Closing line value as your report card',
    ],
    link: { to: '/past-picks', label: 'See our picks against the close' },
  },
  {
    title: 'Using BioBoost',
    level: 'Intermediate',
    summary: 'What each input measures, and why BioBoost is one factor among many.',
    topics: [
      'Sleep, T-Index, cortisol, hydration and recovery',
      'Why a missing input is left out, not guessed',
      'Reading a game’s BioBoost next to its line',
      'When a strong signal is already priced in',
    ],
    link: { to: '/model', label: 'See how the model has done' },
  },
  {
    title: 'DFS Lineup Building',
    level: 'Advanced',
    summary: 'Cash games want floors; tournaments want ceilings and leverage.',
    topics: [
      'Points per $1k and salary-cap value',
      'Stacking a quarterback with his receivers',
      'Ownership, chalk and leverage',
      'Building for a floor or for a ceiling',
    ],
    link: { to: '/top5', label: 'See this week’s Top 5' },
  },
] as const;

export function StrategyModules() {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Strategy modules">
      {MODULES.map((m) => (
        <li key={m.title}>
          <TaggedCard title={m.title} tag={m.level}>
            <p className="text-moss-100">{m.summary}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-moss-200">
              {m.topics.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <Link
              to={m.link.to}
              className="inline-flex min-h-11 items-center font-semibold text-banana-400 hover:text-banana-300"
            >
              {m.link.label} →
            </Link>
          </TaggedCard>
        </li>
      ))}
    </ul>
  );
}
