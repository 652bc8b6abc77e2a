// The broadcast windows a game is grouped under on the picks pages. Derived from the kickoff in
// America/New_York (src/domain/time-slot.ts); the labels are what the web shows.
export const TIME_SLOTS = [
  'thursday',
  'friday',
  'saturday',
  'sunday_early',
  'sunday_late',
  'snf',
  'mnf',
  'midweek',
  'international',
] as const;

export type TimeSlot = (typeof TIME_SLOTS)[number];

export const TIME_SLOT_LABELS: Readonly<Record<TimeSlot, string>> = {
  thursday: 'Thursday Night Football',
  friday: 'Friday Game',
  saturday: 'Saturday Games',
  sunday_early: 'Sunday Early Games',
  sunday_late: 'Sunday Late Games',
  snf: 'Sunday Night Football',
  mnf: 'Monday Night Football',
  midweek: 'Midweek Game',
  international: 'International Game',
};
