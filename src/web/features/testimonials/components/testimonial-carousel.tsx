import { ChevronLeft, ChevronRight, Pause } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Testimonial } from '../../../../shared/api/testimonials.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { CarouselTimer, type HoldReason, wrapIndex } from '../lib/carousel-timer.ts';
import { TestimonialSlide } from './testimonial-slide.tsx';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Spec 02's carousel: one testimonial at a time, advancing every `intervalMs`, wrapping around,
 * pausing on hover with a 'Paused' marker. Keyboard focus inside it pauses it too; the arrow keys and
 * the buttons move it; under reduced motion it moves only when asked.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs,
}: {
  testimonials: Testimonial[];
  intervalMs: number;
}) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [still] = useState(prefersReducedMotion);
  const timer = useRef<CarouselTimer | null>(null);

  useEffect(() => {
    if (count <= 1) return;
    const t = new CarouselTimer(intervalMs, () => setIndex((i) => wrapIndex(i, 1, count)));
    if (still) t.hold('reduced-motion');
    t.start();
    timer.current = t;
    return () => {
      t.stop();
      timer.current = null;
    };
  }, [count, intervalMs, still]);

  const hold = (reason: HoldReason, on: boolean) => {
    const t = timer.current;
    if (!t) return;
    if (on) t.hold(reason);
    else t.release(reason);
    setPaused(t.paused && !still);
  };
  const move = (step: number) => {
    setIndex((i) => wrapIndex(i, step, count));
    timer.current?.restart();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  };
  const current = testimonials[Math.min(index, count - 1)];
  if (!current) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Testimonials"
      className="relative rounded-xl border border-canopy-700 bg-canopy-900/70 p-5 sm:p-8"
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {paused && (
        <p className="absolute top-3 right-3 flex items-center gap-1 rounded-full border border-banana-500/60 px-2 py-0.5 text-xs text-banana-400">
          <Pause aria-hidden="true" className="size-3" />
          Paused
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls. */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={paused || still || count <= 1 ? 'polite' : 'off'}
      >
        <TestimonialSlide t={current} />
      </div>
      {count > 1 && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="compact"
            onClick={() => move(-1)}
            aria-label="Previous testimonial"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <ol className="flex flex-wrap gap-1" aria-label="Choose a testimonial">
            {testimonials.map((t, i) => (
              <li key={t.id}>
                <button
                  type="button"
                  aria-label={`Show testimonial ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => {
                    setIndex(i);
                    timer.current?.restart();
                  }}
                  className="grid size-11 place-items-center"
                >
                  <span
                    className={cn('size-2.5 rounded-full', i === index ? 'bg-banana-400' : 'bg-canopy-500')}
                  />
                </button>
              </li>
            ))}
          </ol>
          <Button variant="secondary" size="compact" onClick={() => move(1)} aria-label="Next testimonial">
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
      {still && count > 1 && (
        <p className="mt-3 text-xs text-moss-300">
          Moves only when you ask: your system asks for reduced motion.
        </p>
      )}
    </section>
  );
}
