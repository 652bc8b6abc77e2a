// Who gets which Juice Watch alert pushed, and when not (issue 24 deliverable 7, spec 02 §8).
// Pure: the alerts job loads the alerts, people and their recent pushes, and applies these rules.
// See docs/decisions/115-push-notifications.md.
import { wallTimeIn } from '../time/eastern-time.ts';

export type PushAlertType = 'line_movement' | 'injury' | 'weather' | 'sharp_money';
export type PushUrgency = 'high' | 'medium' | 'low';

/** Spec 02 §8's five toggles, plus the teams filter and quiet hours a demanding user expects. */
export interface PushPreferences {
  juiceWatch: boolean;
  lineMovements: boolean;
  playerUpdates: boolean;
  weeklyDigest: boolean;
  criticalOnly: boolean;
  favoriteTeamsOnly: boolean;
  /** [start, end) in whole hours of `timeZone`; null: no quiet hours. start > end wraps midnight. */
  quietHours: { start: number; end: number } | null;
  timeZone: string;
}

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  juiceWatch: true,
  lineMovements: true,
  playerUpdates: true,
  weeklyDigest: true,
  criticalOnly: false,
  favoriteTeamsOnly: false,
  quietHours: null,
  timeZone: 'America/New_York',
};

/** At most this many alert pushes per person in any hour; the rest are recorded as capped. */
export const PUSH_CAP_PER_HOUR = 4;
/** Only alerts detected this recently are pushed: a backfill or a late start never floods a phone. */
export const PUSH_FRESH_MS = 2 * 3_600_000;

export interface PushableAlert {
  type: PushAlertType;
  urgency: PushUrgency;
  homeTeam: string;
  awayTeam: string;
}

/** Whether the person asked for this kind of alert at all (time and cap aside). */
export function wantsAlert(
  prefs: PushPreferences,
  alert: PushableAlert,
  favoriteTeams: readonly string[],
): boolean {
  if (!prefs.juiceWatch) return false;
  if (prefs.criticalOnly && alert.urgency !== 'high') return false;
  // Line moves and steam are 'line movements'; injuries are 'player updates'; weather is Juice Watch itself.
  if ((alert.type === 'line_movement' || alert.type === 'sharp_money') && !prefs.lineMovements) return false;
  if (alert.type === 'injury' && !prefs.playerUpdates) return false;
  if (prefs.favoriteTeamsOnly) {
    return favoriteTeams.includes(alert.homeTeam) || favoriteTeams.includes(alert.awayTeam);
  }
  return true;
}

/** Whether `at` falls in the person's quiet hours, read on their own wall clock. */
export function inQuietHours(prefs: PushPreferences, at: Date): boolean {
  const quiet = prefs.quietHours;
  if (!quiet || quiet.start === quiet.end) return false;
  const hour = wallTimeIn(at, prefs.timeZone).hour;
  return quiet.start < quiet.end
    ? hour >= quiet.start && hour < quiet.end
    : hour >= quiet.start || hour < quiet.end;
}

export type PushDecision = 'send' | 'quiet' | 'capped' | 'unwanted';

/**
 * What to do with one fresh alert for one person, given how many alerts they were pushed in the hour
 * before `at`. Unwanted alerts are not recorded (a later change of preference can still bring a fresh
 * one); quiet and capped ones are, so they are never sent late.
 */
export function decidePush(
  prefs: PushPreferences,
  alert: PushableAlert,
  favoriteTeams: readonly string[],
  sentInLastHour: number,
  at: Date,
): PushDecision {
  if (!wantsAlert(prefs, alert, favoriteTeams)) return 'unwanted';
  if (inQuietHours(prefs, at)) return 'quiet';
  if (sentInLastHour >= PUSH_CAP_PER_HOUR) return 'capped';
  return 'send';
}

/** Spec 02 §8's alert levels, from our urgencies. */
export type AlertLevel = 'zen_gorilla' | 'alpha_ape' | 'full_bananas';
export const LEVEL_OF_URGENCY: Record<PushUrgency, AlertLevel> = {
  low: 'zen_gorilla',
  medium: 'alpha_ape',
  high: 'full_bananas',
};

/** What the service worker shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the notification is tapped (site-relative). */
  url: string;
  tag: string;
  level: AlertLevel;
  /** Critical alerts stay until the person acts (spec: full_bananas requires interaction). */
  requireInteraction: boolean;
}

export function alertPayload(alert: {
  id: number;
  title: string;
  description: string;
  urgency: PushUrgency;
  gameId: string;
}): PushPayload {
  const level = LEVEL_OF_URGENCY[alert.urgency];
  return {
    title: alert.title,
    body: alert.description,
    url: `/games/${encodeURIComponent(alert.gameId)}`,
    tag: `alert-${alert.id}`,
    level,
    requireInteraction: level === 'full_bananas',
  };
}
