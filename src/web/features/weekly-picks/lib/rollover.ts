// Spec 01 §4 rollover check, every 60 s: the week changes when the server's current week (its clock,
// so a replay reads right) differs from the stored one; picks are refreshed when the last check is
// over an hour old. The Tuesday banner shows when the week changed on a Tuesday (New York), the day
// NFL weeks turn over.

export interface RolloverInput {
  stored: { season: number; week: number; lastCheck: number } | undefined;
  server: { season: number; week: number };
  /** The server's clock, for the weekday. */
  serverNow: Date;
  /** The browser's clock, for the age of the last check. */
  nowMs: number;
}

export interface RolloverDecision {
  weekChanged: boolean;
  refresh: boolean;
  tuesdayBanner: boolean;
}

export const RECHECK_MS = 60_000;
const HOUR_MS = 3_600_000;

const weekdayInNewYork = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/New_York' }).format(d);

export function rolloverCheck({ stored, server, serverNow, nowMs }: RolloverInput): RolloverDecision {
  if (!stored) return { weekChanged: false, refresh: false, tuesdayBanner: false };
  const weekChanged = stored.week !== server.week || stored.season !== server.season;
  const refresh = weekChanged || nowMs - stored.lastCheck > HOUR_MS;
  return { weekChanged, refresh, tuesdayBanner: weekChanged && weekdayInNewYork(serverNow) === 'Tue' };
}
