import { cn } from '../../../lib/cn.ts';

export const WIZARD_STEPS = [
  'Featured Picks',
  'BioBoost Breakdown',
  'Betting Context',
  'Lock Your Pick',
] as const;

/** Spec 02 §2: a progress bar at (step + 1) / total and step dots that jump to their step. */
export function WizardProgress({ step, onStep }: { step: number; onStep: (step: number) => void }) {
  const percent = Math.round(((step + 1) / WIZARD_STEPS.length) * 100);
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between text-sm text-moss-300">
        <span>
          Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
        </span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-canopy-800"
      >
        <div className="h-full bg-banana-400 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 flex flex-wrap gap-2" aria-label="Steps">
        {WIZARD_STEPS.map((name, i) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => onStep(i)}
              aria-current={i === step ? 'step' : undefined}
              className={cn(
                'min-h-11 rounded-full border px-3 text-sm',
                i === step
                  ? 'border-banana-400 bg-banana-400 font-semibold text-canopy-950'
                  : 'border-canopy-700 text-moss-200 hover:border-banana-500',
              )}
            >
              <span className="sr-only">Step </span>
              {i + 1}. {name}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
