// The filter tabs of the picks pages (spec 01 §2: All, THU, FRI, SUN AM, SUN PM, SNF, MNF). A game is
// filed by its broadcast window in New York; a game abroad is labelled international but still sits in
// the tab of its day and hour (Sunday-morning London games under SUN AM). Saturday and midweek tabs exist
// for the late season and playoffs, which the spec's list did not cover; empty tabs are hidden anyway.
import type { TimeSlot } from '../../shared/time-slots.ts';
import { usTimeSlot } from '../time-slot.ts';

export const SLOT_TABS = ['thu', 'fri', 'sat', 'sun-am', 'sun-pm', 'snf', 'mnf', 'mid'] as const;
export type SlotTab = (typeof SLOT_TABS)[number];

export const SLOT_TAB_LABELS: Readonly<Record<SlotTab, string>> = {
  thu: 'THU',
  fri: 'FRI',
  sat: 'SAT',
  'sun-am': 'SUN AM',
  'sun-pm': 'SUN PM',
  snf: 'SNF',
  mnf: 'MNF',
  mid: 'MIDWEEK',
};

/** Group headings under "All" (spec 01 §2's time-slot labels). */
export const SLOT_TAB_HEADINGS: Readonly<Record<SlotTab, string>> = {
  thu: 'Thursday Night Football',
  fri: 'Friday Game',
  sat: 'Saturday Games',
  'sun-am': 'Sunday Early Games',
  'sun-pm': 'Sunday Late Games',
  snf: 'Sunday Night Football',
  mnf: 'Monday Night Football',
  mid: 'Midweek Games',
};

const BY_SLOT: Readonly<Record<Exclude<TimeSlot, 'international'>, SlotTab>> = {
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
  sunday_early: 'sun-am',
  sunday_late: 'sun-pm',
  snf: 'snf',
  mnf: 'mnf',
  midweek: 'mid',
};

export function slotTab(slot: TimeSlot, kickoff: Date): SlotTab {
  // An international game's window comes from its New York day and hour, as a US game's would.
  // Stryker disable next-line ConditionalExpression: equivalent: a US game's slot is the one its kickoff gives
  return BY_SLOT[slot === 'international' ? usTimeSlot(kickoff) : slot];
}

/** Games per tab, in tab order, leaving out the empty ones (spec: zero-count tabs are hidden). */
export function tabCounts<T>(
  items: readonly T[],
  tabOf: (item: T) => SlotTab,
): { tab: SlotTab; count: number }[] {
  const counts = new Map<SlotTab, number>();
  for (const item of items) {
    const tab = tabOf(item);
    counts.set(tab, (counts.get(tab) ?? 0) + 1);
  }
  return SLOT_TABS.filter((t) => counts.has(t)).map((tab) => ({ tab, count: counts.get(tab) ?? 0 }));
}
