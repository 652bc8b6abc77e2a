// What `npm run ingest -- sbr` tells a person: games matched per workbook, and every refused row or
// value with its file, row and reason (the ingest's own details, decision 089).
import type { SbrRefusal } from './providers/sbr/sbr-rows.ts';
import type { RunSummary } from './run-recorder.ts';

interface SbrDetails {
  files: { file: string; games: number; matched: number; offByADay: number }[];
  games: number;
  matched: number;
  refused: SbrRefusal[];
  refusedValues: SbrRefusal[];
}

export function formatSbr(summary: RunSummary): string[] {
  const d = summary.details as SbrDetails | undefined;
  if (!d?.files) return [];
  const off = d.files.reduce((n, f) => n + f.offByADay, 0);
  return [
    `  ${d.matched} of ${d.games} games matched to the schedule (${off} with SBR's date a day off), ${d.files.length} workbooks`,
    ...d.refused.map((r) => `  refused ${r.file} row ${r.row}: ${r.reason}`),
    ...d.refusedValues.map((r) => `  left out ${r.file} row ${r.row}: ${r.reason}`),
  ];
}
