// What `npm run ingest -- odds-api --file F` (and the captures folder) tells a person after the run
// summary: what the saved answer held and what of it was stored or left out, and why.
import type { RunSummary } from './run-recorder.ts';

interface Details {
  files?: string[];
  events?: number;
  unmatched?: number;
  books?: number;
  snapshots?: number;
  props?: number;
  inPlayMarkets?: number;
  notYetKnownMarkets?: number;
}

export function formatOddsFile(summary: RunSummary): string[] {
  const d = summary.details as Details | undefined;
  if (summary.status !== 'success' || !d) return [];
  const out = [
    `  ${(d.files ?? []).join(', ')}: ${d.events ?? 0} events, ${d.unmatched ?? 0} not in our schedule`,
    `  stored: ${d.snapshots ?? 0} lines from ${d.books ?? 0} books, ${d.props ?? 0} player props`,
  ];
  const left: string[] = [];
  if (d.inPlayMarkets) left.push(`${d.inPlayMarkets} markets updated after kickoff (in play)`);
  if (d.notYetKnownMarkets)
    left.push(`${d.notYetKnownMarkets} markets updated after the clock (not known yet)`);
  if (left.length > 0) out.push(`  left out: ${left.join(', ')}`);
  return out;
}
