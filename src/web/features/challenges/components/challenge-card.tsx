import { Users } from 'lucide-react';
import type { ChallengeSummary } from '../../../../shared/api/challenges.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { coins, KIND_ICONS, KIND_NAMES, PERIOD_NAMES, StatusBadge } from './challenge-labels.tsx';

export function ChallengeCard({
  c,
  member,
  onOpen,
}: {
  c: ChallengeSummary;
  member: boolean;
  onOpen: () => void;
}) {
  const Icon = KIND_ICONS[c.kind];
  return (
    <Card asChild>
      <li aria-label={c.title} className="flex flex-col gap-2">
        <p className="flex items-center justify-between gap-2 text-sm text-moss-300">
          <span className="flex items-center gap-1">
            <Icon aria-hidden="true" className="size-4 text-banana-400" />
            {KIND_NAMES[c.kind]} · {PERIOD_NAMES[c.period]}
          </span>
          <StatusBadge status={c.status} />
        </p>
        <h3 className="font-semibold text-moss-100">{c.title}</h3>
        {c.description && <p className="text-sm text-moss-200">{c.description}</p>}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-moss-300">Starts</dt>
          <dd>{formatInstant(c.startsAt)}</dd>
          <dt className="text-moss-300">Ends</dt>
          <dd>{formatInstant(c.endsAt)}</dd>
          <dt className="text-moss-300">Entry</dt>
          <dd>{c.entryCoins === 0 ? 'Free' : coins(c.entryCoins)}</dd>
          <dt className="text-moss-300">By</dt>
          <dd>{c.creator?.name ?? 'Former member'}</dd>
        </dl>
        <p className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <span className="flex items-center gap-1 text-moss-200">
            <Users aria-hidden="true" className="size-4" />
            {c.capacity === null ? c.members : `${c.members} / ${c.capacity}`}{' '}
            {(c.capacity ?? c.members) === 1 ? 'member' : 'members'}
            {member && <span className="text-leaf-400"> · You’re in</span>}
          </span>
          <Button variant="secondary" size="compact" onClick={onOpen} aria-label={`Details of ${c.title}`}>
            Details
          </Button>
        </p>
      </li>
    </Card>
  );
}
