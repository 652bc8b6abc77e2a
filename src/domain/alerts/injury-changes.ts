// Injury alerts: a starter's game status changing from one injury report to the team's next. The
// sources publish one status per player per week (nflverse's final report, Sleeper's latest), so a
// change is measured against the team's previous published report; a player absent from that report
// was "not listed". Leaving the report is not alerted: it means cleared or moved to injured reserve,
// and the report does not say which.
//
// "Starter": the model's own rule (snap-roles.ts: at least half of his unit's snaps in one of his last
// three games), or for a quarterback without snap counts, the starter named in one of his team's last
// three games (nflverse lists each game's starting QBs). Where neither is known (no snap counts in the data for that season), the player is
// not called a starter and no alert is made: the job counts those skips instead.
import {
  type InjuryStatus,
  parseInjuryStatus,
  positionWeight,
  STATUS_WEIGHTS,
} from '../bioboost/injury-impact.ts';
import { groupBy } from '../group-by.ts';
import { type SnapShareRow, snapRoles, unitShare } from '../model/snap-roles.ts';
import { mergeName } from '../player-name.ts';
import type { AlertDraft, AlertGame, Urgency } from './alert.ts';

export interface InjuryReportEntry {
  source: string;
  season: number;
  week: number;
  team: string;
  playerKey: string;
  gsisId: string | null;
  fullName: string;
  position: string | null;
  status: string | null;
  reportedAtMs: number;
}

/** A team's starting quarterback in a game whose result is known. */
export interface QbStart {
  season: number;
  week: number;
  team: string;
  gsisId: string;
}

export interface StarterVerdict {
  starter: boolean | undefined;
  /** His best share of his unit's snaps in his last three games, when snap counts exist. */
  snapShare: number | null;
}

const LABELS: Record<InjuryStatus, string> = {
  OUT: 'Out',
  DOUBTFUL: 'Doubtful',
  QUESTIONABLE: 'Questionable',
  PROBABLE: 'Probable',
  HEALTHY: 'No game status',
};
const NOT_LISTED = 'Not listed';
const k = (...parts: (string | number)[]) => parts.join('|');

export function injuryUrgency(impactPoints: number): Urgency {
  // Spec 02 §9 bands: Critical (≥ 70) is high, Moderate (≥ 40) medium, Minor and Minimal low.
  return impactPoints >= 70 ? 'high' : impactPoints >= 40 ? 'medium' : 'low';
}

export function starterIndex(snaps: readonly SnapShareRow[], qbStarts: readonly QbStart[]) {
  const roles = snapRoles(snaps);
  const byPlayer = groupBy(snaps, (s) => k(s.season, s.team, mergeName(s.player)));
  const qbByTeam = groupBy(qbStarts, (q) => k(q.season, q.team));

  return (r: InjuryReportEntry): StarterVerdict => {
    const starter = roles.isStarter(r.season, r.week, r.team, r.fullName);
    if (starter !== undefined) {
      // Stryker disable next-line ArrayDeclaration: equivalent: a placeholder row has no week, so the filter drops it
      const recent = (byPlayer.get(k(r.season, r.team, mergeName(r.fullName))) ?? [])
        .filter((s) => s.week < r.week)
        .sort((a, b) => b.week - a.week)
        .slice(0, 3);
      return { starter, snapShare: recent.length ? Math.max(...recent.map(unitShare)) : 0 };
    }
    // Stryker disable next-line ArrayDeclaration: equivalent: a placeholder start has no week, so the filter drops it
    const starts = (qbByTeam.get(k(r.season, r.team)) ?? []).filter((q) => q.week < r.week);
    if (r.position === 'QB' && r.gsisId && starts.length > 0) {
      const lastThree = starts.sort((a, b) => b.week - a.week).slice(0, 3);
      return { starter: lastThree.some((q) => q.gsisId === r.gsisId), snapShare: null };
    }
    // Stryker disable next-line ObjectLiteral: equivalent: an unknown role is skipped before its snap share is read
    return { starter: undefined, snapShare: null };
  };
}

export interface InjuryAlertResult {
  alerts: AlertDraft[];
  /** Status changes skipped because nothing says whether the player starts. */
  unknownRole: number;
}

export function injuryAlerts(
  reports: readonly InjuryReportEntry[],
  gameOf: (season: number, week: number, team: string) => AlertGame | undefined,
  isStarter: (r: InjuryReportEntry) => StarterVerdict,
): InjuryAlertResult {
  const teamWeeks = new Map<string, Set<number>>();
  const byPlayerWeek = new Map<string, InjuryReportEntry>();
  for (const r of reports) {
    const tk = k(r.source, r.season, r.team);
    const weeks = teamWeeks.get(tk) ?? new Set<number>();
    teamWeeks.set(tk, weeks.add(r.week));
    byPlayerWeek.set(k(r.source, r.season, r.week, r.team, r.playerKey), r);
  }
  const seen = new Set<string>();
  const alerts: AlertDraft[] = [];
  let unknownRole = 0;
  const ordered = [...reports].sort(
    (a, b) => a.reportedAtMs - b.reportedAtMs || a.source.localeCompare(b.source),
  );
  for (const r of ordered) {
    const weeks = teamWeeks.get(k(r.source, r.season, r.team)) ?? new Set<number>();
    const previousWeek = [...weeks].filter((w) => w < r.week).reduce((m, w) => Math.max(m, w), 0);
    const before = previousWeek
      ? byPlayerWeek.get(k(r.source, r.season, previousWeek, r.team, r.playerKey))
      : undefined;
    const from = before ? parseInjuryStatus(before.status) : 'HEALTHY';
    const to = parseInjuryStatus(r.status);
    if (from === to) continue;
    const key = ['injury', r.season, r.week, r.team, r.playerKey, to].join('|');
    if (seen.has(key)) continue; // a second source reporting the same status adds nothing
    const game = gameOf(r.season, r.week, r.team);
    if (!game) continue;
    const verdict = isStarter(r);
    if (verdict.starter === undefined) {
      unknownRole += 1;
      continue;
    }
    if (!verdict.starter) continue;
    seen.add(key);
    alerts.push(injuryAlert(key, r, game, before ? LABELS[from] : NOT_LISTED, from, to, verdict));
  }
  return { alerts, unknownRole };
}

function injuryAlert(
  key: string,
  r: InjuryReportEntry,
  game: AlertGame,
  fromLabel: string,
  from: InjuryStatus,
  to: InjuryStatus,
  verdict: StarterVerdict,
): AlertDraft {
  // Stryker disable next-line StringLiteral: equivalent: any text that names no position gets the unknown position's weight
  const weight = positionWeight(r.position ?? '');
  const change = Math.round(Math.abs(STATUS_WEIGHTS[to] - STATUS_WEIGHTS[from]) * 100) / 100;
  const impactPoints = Math.round(weight * change * 100);
  const worse = STATUS_WEIGHTS[to] > STATUS_WEIGHTS[from];
  const opponent = r.team === game.homeTeam ? game.awayTeam : game.homeTeam;
  const role =
    verdict.snapShare !== null
      ? `a starter (${Math.round(verdict.snapShare * 100)}% of his unit's snaps in one of his last three games)`
      : `his team's starting quarterback in one of its last three games`;
  return {
    key,
    type: 'injury',
    urgency: injuryUrgency(impactPoints),
    gameId: game.gameId,
    detectedAtMs: r.reportedAtMs,
    fromAtMs: null,
    title: `${r.fullName} (${r.position ?? '?'}, ${r.team}): ${fromLabel} → ${LABELS[to]}`,
    description: `Week ${r.week} injury report (${r.source}) before ${r.team} vs ${opponent}. He has been ${role}.`,
    emoji: worse ? '🚑' : '🩹',
    oldValue: fromLabel,
    newValue: LABELS[to],
    impact: `${worse ? 'Costs' : 'Gives back'} ${r.team} ${impactPoints} of 100 on the injury scale (position weight ${weight} × status change ${change}).`,
    team: r.team,
    player: r.fullName,
    playerId: r.gsisId,
    book: null,
    market: null,
    side: null,
    line: null,
    price: null,
    details: {
      kind: 'injury',
      source: r.source,
      fromStatus: fromLabel,
      toStatus: LABELS[to],
      position: r.position,
      snapShare: verdict.snapShare,
      impactPoints,
    },
  };
}
