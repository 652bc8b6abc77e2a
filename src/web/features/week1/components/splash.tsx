import { useEffect, useState } from 'react';
import { LogoMark } from '../../../components/ui/logo-mark.tsx';

/** Spec 02 §9: the Week 1 page opens with a 1.5 s splash. */
export const SPLASH_MS = 1500;

export function useSplash(): boolean {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setShowing(false), SPLASH_MS);
    return () => clearTimeout(t);
  }, []);
  return showing;
}

export function Splash() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <LogoMark size="lg" />
      <p className="font-display text-2xl text-banana-400">Week 1 NFL Picks & Lines</p>
      <p className="text-moss-300">Loading the season opener…</p>
    </div>
  );
}
