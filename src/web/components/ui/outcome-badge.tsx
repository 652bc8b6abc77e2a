import { CircleCheck, CircleMinus, CircleX, Clock } from 'lucide-react';
import { Badge } from './badge.tsx';

export type Outcome = 'win' | 'loss' | 'push';

// UI.md §2 result badge: ✓ W, ✕ L, = P, ◷ Pending. The word and an icon of its own shape always
// show, so win, loss and push are told apart without colour.
const LOOK = {
  win: { tone: 'positive', Icon: CircleCheck, label: 'W', word: 'Win' },
  loss: { tone: 'negative', Icon: CircleX, label: 'L', word: 'Loss' },
  push: { tone: 'neutral', Icon: CircleMinus, label: 'P', word: 'Push' },
  pending: { tone: 'warning', Icon: Clock, label: 'Pending', word: 'Pending' },
} as const;

export function OutcomeBadge({ outcome, long = false }: { outcome: Outcome | 'pending'; long?: boolean }) {
  const { tone, Icon, label, word } = LOOK[outcome];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" />
      {long ? (
        word
      ) : (
        <>
          <span aria-hidden="true">{label}</span>
          <span className="sr-only">{word}</span>
        </>
      )}
    </Badge>
  );
}
