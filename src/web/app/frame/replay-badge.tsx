import { History } from 'lucide-react';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { formatDay, formatInstant } from '../../lib/format.ts';

/**
 * Visible whenever the server runs as of a past instant, so no one mistakes a replay for today. Below
 * 1280 px it shrinks to the icon and the day (UI.md §1), so the top bar never wraps; screen readers
 * always hear "Replay: as of".
 */
export function ReplayBadge({ replayAt }: { replayAt: string }) {
  return (
    <Tooltip content="The whole app is showing what was known at this moment: later results, lines and reports are hidden.">
      <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-banana-500/50 bg-banana-400/10 px-2.5 py-1 text-xs font-semibold text-banana-300">
        <History className="size-3.5" aria-hidden="true" />
        <span className="sr-only xl:not-sr-only">Replay: as of </span>
        <time dateTime={replayAt}>
          <span className="xl:hidden">{formatDay(replayAt)}</span>
          <span className="hidden xl:inline">{formatInstant(replayAt)}</span>
        </time>
      </span>
    </Tooltip>
  );
}
