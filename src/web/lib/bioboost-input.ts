// How a BioBoost input is shown (decision 085): its rounded 0–100 score, or, when it has no data, "—"
// with what is missing ("no forecast", "no report", "no baseline"), never a default number.

export interface ShownInput {
  score: number | null;
  reason: string;
}

/** "No forecast: no kickoff weather known yet, …" → "no forecast" (the reason names what is missing). */
export function missingLabel(reason: string): string {
  const head = reason.split(':')[0]?.trim() ?? '';
  return head.length > 0 && head.length <= 20 ? head.toLowerCase() : 'no data';
}

export function inputFigure(input: ShownInput | null | undefined): string {
  if (!input) return '—';
  return input.score === null ? `— ${missingLabel(input.reason)}` : `${Math.round(input.score)}`;
}
