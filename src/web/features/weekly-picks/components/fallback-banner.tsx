import { CloudOff, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cacheAge } from '../../../lib/format.ts';
import { FALLBACK_TEXT, type FallbackReason, fallbackKind } from '../lib/fallback.ts';

interface FallbackBannerProps {
  reason: FallbackReason;
  lastUpdated: number;
  error?: string;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Spec 01 §4 fallback banner: what is shown instead of live picks, how old, dismiss and refresh. */
export function FallbackBanner({ reason, lastUpdated, error, onRefresh, refreshing }: FallbackBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const age = Date.now() - lastUpdated;
  const kind = fallbackKind(reason, age);
  const text = FALLBACK_TEXT[kind];
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-banana-500/50 bg-banana-500/10 p-3"
    >
      <CloudOff className="size-5 shrink-0 text-banana-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-banana-400">{text.title}</p>
        <p className="text-sm text-moss-200">
          {text.message} Saved {cacheAge(age)}.{error ? ` (${error})` : ''}
        </p>
      </div>
      <Button variant="secondary" size="compact" loading={refreshing} onClick={onRefresh}>
        {!refreshing && <RefreshCw aria-hidden="true" />} Refresh
      </Button>
      <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

export function TuesdayBanner({ week }: { week: number }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-leaf-500/40 bg-leaf-500/10 p-3 text-sm text-leaf-400"
    >
      Auto-Update: Tuesday rollover detected! Picks have been updated to Week {week}.
    </p>
  );
}
