import { type ComponentType, lazy } from 'react';

const Nothing = () => null;

/**
 * A part of the frame (footer, replay badge, free-pick modal, toaster, …) whose code loads apart from
 * the first screen. If that code does not arrive (the server stopped or shed the request), the part is
 * left out instead of throwing: a plain lazy() threw into the root error boundary, which swapped the
 * whole app, top bar included, for "This page could not load" (issue 21, seen again in decision 131).
 * React keeps the resolved part for the document, as it does for a page whose code failed (decision
 * 103): the part comes back with the next load of the page.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Unavailable: ComponentType<P> = Nothing,
) {
  return lazy(() =>
    load().then(
      (Part) => ({ default: Part }),
      () => ({ default: Unavailable }),
    ),
  );
}
