import { useEffect, useState } from 'react';
import { BIOBOOST_SIGNALS } from '../../../domain/bioboost/signals.ts';
import { FUN_FACTS } from '../../../shared/fun-facts.ts';

const ROTATE_MS = 3500;

/** The full-screen view shown while a page's code loads (spec 01 §2). */
export function LoadingView() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % FUN_FACTS.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-canopy-950/95 px-6 text-center backdrop-blur animate-fade-in"
    >
      <div className="text-6xl motion-safe:animate-bounce" aria-hidden="true">
        🦍
      </div>
      <div>
        <p className="font-display text-2xl text-banana-400">Peeling the data bananas...</p>
        <p className="mt-2 text-moss-300">Fetching the freshest NFL intel...</p>
        <p className="mt-1 text-sm text-moss-300">
          BioBoost reads {BIOBOOST_SIGNALS.length} real signals per game: rest, travel, form, stress, weather
          and the injury report.
        </p>
      </div>
      <figure className="max-w-md rounded-xl border border-canopy-600 bg-canopy-900/80 p-4 text-sm text-moss-200">
        <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wider text-leaf-400">
          Fun fact {index + 1} of {FUN_FACTS.length}
        </figcaption>
        <p key={index} className="animate-fade-in">
          {FUN_FACTS[index]}
        </p>
      </figure>
    </div>
  );
}
