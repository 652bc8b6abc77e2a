import { Coffee } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useRgStatus } from '../api/rg-status.ts';
import { HelpLines } from './help-lines.tsx';

interface RgGateProps {
  children: ReactNode;
  /** The notice's heading level: 1 when it replaces a whole page, lower inside a page's section. */
  level?: 1 | 2 | 3;
  /**
   * One line instead of the full notice, for a page's further pick sections (Home shows the full
   * notice once, in its first pick section).
   */
  quiet?: boolean;
}

/**
 * Picks are not shown to a signed-in person on a cool-off or self-exclusion: a calm notice instead.
 * Visitors' public (cached) answers are unchanged; the decision is made here from /api/user/rg-status.
 */
export function RgGate({ children, level = 1, quiet = false }: RgGateProps) {
  const rg = useRgStatus();
  // Until the status is known nothing is shown: a person on a break must not glimpse the picks.
  if (rg.isPending) return null;
  const status = rg.data;
  if (!status || status.state === 'none') return children;
  const kind = status.state === 'cool_off' ? 'cool-off' : 'self-exclusion';
  if (quiet) return <p className="text-moss-300">Hidden during your {kind}.</p>;
  const Heading = `h${level}` as const;
  return (
    <Card asChild padding="lg" className="mx-auto max-w-2xl space-y-3">
      <section aria-labelledby="rg-notice">
        <Heading id="rg-notice" className="flex items-center gap-2 font-display text-2xl text-banana-400">
          <Coffee className="size-6" aria-hidden="true" /> You are taking a break
        </Heading>
        <p className="text-moss-200">
          Picks are hidden during your {kind}
          {status.permanent
            ? ', which is permanent'
            : status.until
              ? `, until ${formatInstant(status.until)}`
              : ''}
          . You chose this, and it cannot be shortened. Your bet tracker stays available.
        </p>
        <p className="text-moss-300">If you want to talk to someone, help is free and confidential:</p>
        <HelpLines className="space-y-1 text-sm" />
      </section>
    </Card>
  );
}
