import type { ReactNode } from 'react';
import {
  SLOT_TAB_HEADINGS,
  SLOT_TAB_LABELS,
  type SlotTab,
  slotTab,
  tabCounts,
} from '../../../../domain/picks/slot-tab.ts';
import type { WeeklyPick } from '../../../../shared/api/weekly-picks.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { GameCard } from './game-card.tsx';

export type SlotFilter = SlotTab | 'all';

export const pickTab = (p: WeeklyPick): SlotTab => slotTab(p.timeSlot, new Date(p.kickoff));

/** The slot tabs (zero-count tabs hidden) and the cards, grouped by slot under All. */
export function SlotTabs({
  picks,
  slot,
  onSlot,
  cardAction,
}: {
  picks: readonly WeeklyPick[];
  slot: SlotFilter;
  onSlot: (slot: SlotFilter) => void;
  /** A control the route puts on each card (Save). */
  cardAction?: (pick: WeeklyPick) => ReactNode;
}) {
  const tabs = tabCounts(picks, pickTab);
  const shown = tabs.some((t) => t.tab === slot) ? slot : 'all';
  const panels: SlotFilter[] = ['all', ...tabs.map((t) => t.tab)];
  return (
    <Tabs
      value={shown}
      onValueChange={(v) => {
        const tab = v === 'all' ? v : tabs.find((t) => t.tab === v)?.tab;
        if (tab) onSlot(tab);
      }}
    >
      <TabsList aria-label="Time slot">
        <TabsTrigger value="all" count={picks.length}>
          All
        </TabsTrigger>
        {tabs.map((t) => (
          <TabsTrigger key={t.tab} value={t.tab} count={t.count}>
            {SLOT_TAB_LABELS[t.tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((value) => (
        // Radix mounts only the selected panel; each trigger's aria-controls names its own panel.
        <TabsContent key={value} value={value} className="mt-4 space-y-6">
          {(value === 'all' ? tabs.map((t) => t.tab) : [value]).map((tab) => (
            <section key={tab} aria-label={SLOT_TAB_HEADINGS[tab]}>
              <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-moss-300">
                {SLOT_TAB_HEADINGS[tab]}
              </h2>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {picks
                  .filter((p) => pickTab(p) === tab)
                  .map((p) => (
                    <GameCard key={p.gameId} pick={p} action={cardAction?.(p)} />
                  ))}
              </div>
            </section>
          ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}
