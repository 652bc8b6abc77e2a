import { Badge } from '../../../components/ui/badge.tsx';

const LOOK = {
  win: { tone: 'positive', mark: '✓', letter: 'W' },
  loss: { tone: 'negative', mark: '✕', letter: 'L' },
  push: { tone: 'neutral', mark: '=', letter: 'P' },
} as const;

/** UI.md result badge: the letter and a shape always show, never colour alone. */
export function GradeBadge({ outcome, label }: { outcome: 'win' | 'loss' | 'push'; label: string }) {
  const look = LOOK[outcome];
  return (
    <Badge tone={look.tone} title={`${label}: ${outcome}`}>
      <span aria-hidden="true">{look.mark}</span> {look.letter}
      <span className="sr-only">
        {' '}
        {label} {outcome}
      </span>
      <span aria-hidden="true" className="font-normal">
        {label === 'Straight up' ? 'SU' : 'ATS'}
      </span>
    </Badge>
  );
}
