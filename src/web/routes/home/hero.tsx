import { ArrowDown, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';

/** The hero: what the product is, the way into Week 1, and a scroll to how BioBoost works. */
export function Hero() {
  const howItWorks = () => {
    const section = () => document.getElementById('how-it-works');
    section()?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
    // The sections above load after first paint and push the anchor down: follow it while they do.
    for (const ms of [700, 1400, 2500]) {
      window.setTimeout(() => {
        const top = section()?.getBoundingClientRect().top;
        if (top !== undefined && (top > 200 || top < 0)) section()?.scrollIntoView({ behavior: 'auto' });
      }, ms);
    }
  };
  return (
    <header className="space-y-4">
      <div className="flex gap-2" aria-hidden="true">
        <Badge tone="positive">▲ OVER</Badge>
        <Badge tone="negative">▼ UNDER</Badge>
      </div>
      <h1 className="font-display text-3xl text-banana-400 sm:text-4xl">Bet Smarter. Go Primal.</h1>
      <p className="max-w-3xl text-moss-300">
        NFL game picks computed by our code from public NFL data, frozen at kickoff and graded after the final
        whistle. The graded record is public. Entertainment only: bet responsibly (1-800-GAMBLER).
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/week1">
            Enter the Jungle <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="secondary" onClick={howItWorks}>
          How It Works <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </header>
  );
}
