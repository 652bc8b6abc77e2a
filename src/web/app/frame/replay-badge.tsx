import { History } from 'lucide-react';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { formatInstant } from '../../lib/relative-time.ts';

/** Visible whenever the server runs as of a past instant, so no one mistakes a replay for today. */
export function ReplayBadge({ replayAt }: { replayAt: string | null }) {
  if (!replayAt) return null;
  return (
    <Tooltip content="The whole app is showing what was known at this moment: later results, lines and reports are hidden.">
      <span className="inline-flex items-center gap-1 rounded-full border border-banana-500/50 bg-banana-400/10 px-2.5 py-1 text-xs font-semibold text-banana-300">
        <History className="size-3.5" aria-hidden="true" />
        Replay: as of {formatInstant(replayAt)}
      </span>
    </Tooltip>
  );
}
