import { RotateCcw } from 'lucide-react';
import {
  FACTOR_SLIDERS,
  type FactorSlider,
  matchupLabel,
  type PlaygroundFactors,
  weatherLabel,
} from '../../../../domain/personal/playground-score.ts';
import { Button } from '../../../components/ui/button.tsx';

const shown = (s: FactorSlider, value: number) =>
  s.key === 'weatherImpact'
    ? weatherLabel(value)
    : s.key === 'matchupDifficulty'
      ? `${value} · ${matchupLabel(value)}`
      : `${value}%`;

interface FactorSlidersProps {
  factors: PlaygroundFactors;
  onChange: (factors: PlaygroundFactors) => void;
  onReset: () => void;
}

/** The Factors tab (spec 02 §5): every slider from 0 to its maximum in its step, and Reset Defaults. */
export function FactorSliders({ factors, onChange, onReset }: FactorSlidersProps) {
  return (
    <div className="space-y-4">
      {FACTOR_SLIDERS.map((s) => {
        const id = `factor-${s.key}`;
        const value = factors[s.key];
        return (
          <div key={s.key} className="space-y-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <label htmlFor={id} className="text-moss-100">
                {s.label}
              </label>
              <output htmlFor={id} className="tabular-nums text-banana-400">
                {shown(s, value)}
              </output>
            </div>
            <input
              id={id}
              type="range"
              min={0}
              max={s.max}
              step={s.step}
              value={value}
              aria-valuetext={shown(s, value)}
              onChange={(e) => onChange({ ...factors, [s.key]: Number(e.target.value) })}
              className="h-11 w-full accent-banana-400"
            />
          </div>
        );
      })}
      <p className="text-xs text-moss-300">
        Weights are percentage points of each input and need not sum to 100. Weather adds (value − 50) × 0.2
        points, matchup (value − 50) × 0.1.
      </p>
      <Button variant="secondary" onClick={onReset}>
        <RotateCcw aria-hidden="true" /> Reset Defaults
      </Button>
    </div>
  );
}
