import { useEffect, useState } from 'react';
import { BIOBOOST_SIGNALS } from '../../../domain/bioboost/signals.ts';
import { LogoMark } from '../../components/ui/logo-mark.tsx';
import { useFunFacts } from '../../features/fun-facts/api/get-fun-facts.ts';
import { TopBar } from './top-bar.tsx';

const ROTATE_MS = 3500;

/**
 * The view shown while a page's code loads (spec 01 §2). It covers the page, not the top bar (z-40,
 * 4 rem high): the frame stays in view and usable, as on the first load (FrameLoading), when a slow
 * server (a first start's catch-up, issue 21) held it up for tens of seconds.
 */
export function LoadingView() {
  // Computed by the server from the results known at its clock (a replay counts only what it knew).
  const facts = useFunFacts().data?.facts ?? [];
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((i) => i + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  const index = facts.length > 0 ? tick % facts.length : 0;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 bottom-0 top-16 z-30 flex flex-col items-center justify-center gap-6 bg-canopy-950/95 px-6 text-center backdrop-blur animate-fade-in"
    >
      <LogoMark size="lg" className="motion-safe:animate-bounce" />
      <div>
        <p className="font-display text-2xl text-banana-400">Peeling the data bananas...</p>
        <p className="mt-2 text-moss-300">Fetching the freshest NFL intel...</p>
        <p className="mt-1 text-sm text-moss-300">
          BioBoost reads {BIOBOOST_SIGNALS.length} real signals per game: rest, travel, form, stress, weather
          and the injury report.
        </p>
      </div>
      {facts.length > 0 && (
        <figure className="max-w-md rounded-xl border border-canopy-600 bg-canopy-900/80 p-4 text-sm text-moss-200">
          <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wider text-leaf-400">
            Fun fact {index + 1} of {facts.length}
          </figcaption>
          <p key={index} className="animate-fade-in">
            {facts[index]}
          </p>
        </figure>
      )}
    </div>
  );
}

/**
 * The first load's view until the page's code has arrived (the root route's HydrateFallback): the top
 * bar, then the loading view under it. Before, the loading view alone filled the screen, with no way to
 * another page, for as long as the page's code took.
 */
export function FrameLoading() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <LoadingView />
    </div>
  );
}
