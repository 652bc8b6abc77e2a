// The alert entity of spec 01 §3 (Juice Watch), as our jobs produce it from real changes. Each draft
// carries a natural key: the same change in the data always yields the same key, so the job can
// recompute everything from the snapshots and store only what is new (idempotent by construction).
import type { AlertDetails } from '../../shared/api/alerts.ts';

export const ALERT_TYPES = ['line_movement', 'injury', 'weather', 'sharp_money'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const URGENCIES = ['high', 'medium', 'low'] as const;
export type Urgency = (typeof URGENCIES)[number];
export type ImpliedSide = 'home' | 'away' | 'over' | 'under';
export type LineMarket = 'spreads' | 'totals';

/** The game an alert belongs to. */
export interface AlertGame {
  gameId: string;
  season: number;
  week: number;
  homeTeam: string;
  awayTeam: string;
  kickoffMs: number;
  /** 'dome' | 'closed' | 'open' | 'outdoors' | null. */
  roof: string | null;
}

export interface AlertDraft {
  key: string;
  type: AlertType;
  urgency: Urgency;
  gameId: string;
  /** When the change could first be known (the capture of its newer value); visible from then on. */
  detectedAtMs: number;
  /** The capture of the older value; null when the alert is a first sighting. */
  fromAtMs: number | null;
  title: string;
  description: string;
  emoji: string;
  oldValue: string | null;
  newValue: string | null;
  impact: string;
  team: string | null;
  player: string | null;
  playerId: string | null;
  /** A book key, or 'consensus' for the median of the books. */
  book: string | null;
  market: LineMarket | null;
  /** The side the change favoured; set only for alerts that are graded (line moves and steam). */
  side: ImpliedSide | null;
  /** That side's line at the alert (its own handicap, or the total), which it is graded against. */
  line: number | null;
  /** That side's price at the alert when a book quoted one (grading uses −110 otherwise). */
  price: number | null;
  /** The figures behind the text, for screens that draw them. */
  details: AlertDetails;
}

/** Line-move thresholds (config: ALERT_SPREAD_MOVE_POINTS …; defaults and reasons in decision 042). */
export interface LineAlertConfig {
  spreadMovePoints: number;
  totalMovePoints: number;
  /** Fewest books with a line before a consensus is formed. */
  consensusMinBooks: number;
  steamWindowMinutes: number;
  steamMinBooks: number;
}

export const DEFAULT_LINE_ALERT_CONFIG: LineAlertConfig = {
  spreadMovePoints: 1,
  totalMovePoints: 1.5,
  consensusMinBooks: 3,
  steamWindowMinutes: 30,
  steamMinBooks: 2,
};

/** One order for every list of alerts, whatever order the data came in: oldest first, then by key. */
export const byDetection = (a: AlertDraft, b: AlertDraft): number =>
  a.detectedAtMs - b.detectedAtMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
