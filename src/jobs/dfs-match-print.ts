// What the DFS importer tells a person: how many of the file's players it matched, how, and every row
// it could not match, so a user can see at once whether the file is usable.
import type { RunSummary } from './run-recorder.ts';

interface Details {
  file?: string;
  slate?: string;
  season?: number | null;
  week?: number | null;
  players?: number;
  matchedPlayers?: number;
  matchRate?: number | null;
  methods?: Record<string, number>;
  unmatched?: { line: number; name: string; position: string; team: string; reason: string }[];
}

export function formatDfsMatch(summary: RunSummary): string[] {
  const d = summary.details as Details | undefined;
  if (summary.status !== 'success' || !d || d.unmatched === undefined) return [];
  const rate = d.matchRate === null || d.matchRate === undefined ? '–' : `${(100 * d.matchRate).toFixed(1)}%`;
  const methods = Object.entries(d.methods ?? {})
    .filter(([m]) => m !== 'unmatched')
    .map(([m, n]) => `${n} ${m}`)
    .join(', ');
  const out = [
    `  ${d.file ?? ''}: slate ${d.slate}, season ${d.season ?? '?'} week ${d.week ?? '?'}`,
    `  matched ${d.matchedPlayers} of ${d.players} players (defences aside): ${rate} (${methods})`,
  ];
  if (d.unmatched.length === 0) out.push('  every player matched');
  else out.push(`  unmatched (${d.unmatched.length}):`);
  for (const u of d.unmatched)
    out.push(`    line ${u.line}: ${u.name} (${u.position}, ${u.team}): ${u.reason}`);
  return out;
}
