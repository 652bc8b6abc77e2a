import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

export interface PromoBannerProps {
  /** Stable id: a dismissal is remembered per id in this browser. */
  id: string;
  children: ReactNode;
}

const storageKey = (id: string) => `gg:promo-dismissed:${id}`;

/**
 * The slide-in banner fixed under the top bar (spec 01 §2). The frame renders whatever promotion the
 * funnel decides to show; it shows nothing when there is none.
 */
export function PromoBanner({ id, children }: PromoBannerProps) {
  const [dismissed, setDismissed] = useState(() => readDismissed(id));
  if (dismissed) return null;
  return (
    <aside
      aria-label="Promotion"
      className="fixed inset-x-0 top-16 z-30 border-b border-banana-500/40 bg-canopy-800/95 backdrop-blur animate-slide-down"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1 text-sm">
        <div className="flex-1">{children}</div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Dismiss"
          onClick={() => {
            setDismissed(true);
            try {
              localStorage.setItem(storageKey(id), '1');
            } catch {
              // Storage may be unavailable (private mode); the banner still closes for this visit.
            }
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}

function readDismissed(id: string): boolean {
  try {
    return localStorage.getItem(storageKey(id)) === '1';
  } catch {
    return false;
  }
}
