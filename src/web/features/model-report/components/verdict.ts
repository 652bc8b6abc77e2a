// One sentence per market baseline, computed from the report: who had the lower Brier score on the
// same games, and by how much. Six decimals, because the model and the market differ in the fifth.
import type { ProbabilityMetrics } from '../../../../shared/api/model-report.ts';

const six = (x: number) => x.toFixed(6);

export function brierVerdict(
  model: Pick<ProbabilityMetrics, 'brier'>,
  baseline: Pick<ProbabilityMetrics, 'brier'>,
  baselineName: string,
): string {
  const [m, b] = [six(model.brier), six(baseline.brier)];
  const gap = six(Math.abs(model.brier - baseline.brier));
  if (m === b) return `Level with the ${baselineName}: Brier ${m} each.`;
  return baseline.brier < model.brier
    ? `The ${baselineName} was better than our model: Brier ${b} against our ${m}, ${gap} lower.`
    : `Our model was better than the ${baselineName}: Brier ${m} against ${b}, ${gap} lower.`;
}
