import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

// Spec 02 §2: tips, warning signs and helplines (National Council on Problem Gambling, Gamblers
// Anonymous, SAMHSA), and our own controls (limits and breaks, decision 094).
const TIPS = [
  'Set a budget before the week starts and stop when it is spent.',
  'Bet only money you can afford to lose: never rent, bills or borrowed money.',
  'Decide your stakes in advance; never raise them to win back a loss.',
  'Take breaks, and keep betting apart from drinking.',
  'Treat betting as paid entertainment, not as income.',
];

const WARNING_SIGNS = [
  'Chasing losses with bigger or more frequent bets',
  'Betting more than you planned, or for longer',
  'Hiding your betting from family or friends',
  'Borrowing money or selling things to bet',
  'Feeling restless or irritable when you try to cut back',
  'Betting getting in the way of work, school or relationships',
];

const HELPLINES = [
  {
    name: 'National Council on Problem Gambling',
    contact: '1-800-GAMBLER',
    href: 'tel:18004264237',
    note: 'Confidential helpline, 24/7, call or text',
  },
  {
    name: 'Gamblers Anonymous',
    contact: 'gamblersanonymous.org',
    href: 'https://www.gamblersanonymous.org/',
    note: 'Meetings in person and online',
  },
  {
    name: 'SAMHSA National Helpline',
    contact: '1-800-662-4357',
    href: 'tel:18006624357',
    note: 'Free, confidential treatment referral, 24/7',
  },
] as const;

export function ResponsibleBetting() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="space-y-3">
        <h3 className="text-lg font-semibold text-banana-400">Tips for betting responsibly</h3>
        <ul className="list-disc space-y-1 pl-5 text-moss-100">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Card>
      <Card className="space-y-3">
        <h3 className="text-lg font-semibold text-banana-400">Warning signs</h3>
        <ul className="list-disc space-y-1 pl-5 text-moss-100">
          {WARNING_SIGNS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Card>
      <Card className="space-y-3 md:col-span-2" tone="default">
        <h3 className="text-lg font-semibold text-banana-400">Get help</h3>
        <ul className="grid gap-3 md:grid-cols-3" aria-label="Helplines">
          {HELPLINES.map((h) => (
            <li key={h.name} className="space-y-1">
              <p className="font-semibold text-moss-100">{h.name}</p>
              <a
                href={h.href}
                className="inline-flex min-h-11 items-center text-lg font-semibold text-banana-400 hover:text-banana-300"
                {...(h.href.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}
              >
                {h.contact}
              </a>
              <p className="text-sm text-moss-300">{h.note}</p>
            </li>
          ))}
        </ul>
        <p className="text-moss-200">
          Our own controls: set weekly stake and loss limits, or take a break, on the{' '}
          <Link to="/bets" className="font-semibold text-banana-400 underline hover:text-banana-300">
            Bet Tracker’s responsible-gaming controls
          </Link>
          .
        </p>
      </Card>
    </div>
  );
}
