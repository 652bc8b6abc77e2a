import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or render. The usual cause after a deploy is a page chunk that no
 * longer exists, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-5xl" aria-hidden="true">
        🍌
      </p>
      <h1 className="mt-4 font-display text-2xl text-banana-400">Data Swinging In Late!</h1>
      <p className="mt-3 text-moss-300">
        This page could not be loaded. A newer version may have been released.
      </p>
      <p className="mt-2 text-xs text-moss-300">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-banana-400 px-5 py-2.5 font-semibold text-canopy-950 hover:bg-banana-300"
      >
        Refresh Page
      </button>
    </div>
  );
}
