import { type RefObject, useEffect, useState } from 'react';

export interface HorizontalOverflow {
  /** The content is wider than its box. */
  overflowing: boolean;
  /** More content waits to the right of what is visible. */
  moreRight: boolean;
}

/** Watches a scroll box, so a wide table can say that it scrolls (a phone shows no scrollbar). */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>({ overflowing: false, moreRight: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const overflowing = box.scrollWidth > box.clientWidth + 1;
      const moreRight = overflowing && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setState((old) =>
        old.overflowing === overflowing && old.moreRight === moreRight ? old : { overflowing, moreRight },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}
