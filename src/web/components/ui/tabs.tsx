import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// Tabs and filters (UI.md §2): Radix Tabs for keyboard and screen-reader behaviour, a row that
// scrolls sideways on a phone instead of wrapping, and a count on each tab ("Needs attention · 2").
// Pages keep the selected tab in the URL (lib/search-state.ts) and pass it as `value`.

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex max-w-full gap-1 overflow-x-auto rounded-xl border border-control bg-canopy-950 p-1 [scrollbar-width:none]',
        className,
      )}
      {...props}
    />
  );
}

interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** How many items the tab holds; omitted while unknown. */
  count?: number;
}

export function TabsTrigger({ className, count, children, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-4 text-sm font-semibold text-moss-200 transition-colors hover:text-moss-100 data-[state=active]:bg-canopy-700 data-[state=active]:text-banana-400',
        className,
      )}
      {...props}
    >
      {children}
      {count !== undefined && <span className="tabular-nums text-moss-300">· {count}</span>}
    </TabsPrimitive.Trigger>
  );
}
