import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** Spec 01 §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * Each tooltip brings its own provider (as shadcn's current tooltip does), so the app root needs
 * none and Radix's tooltip code loads only with the screens that show one.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must be reachable by keyboard */}
          <span tabIndex={0}>{children}</span>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg border border-canopy-600 bg-canopy-800 px-3 py-2 text-xs text-moss-100 shadow-lg animate-fade-in"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-canopy-800" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
