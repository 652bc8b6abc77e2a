import { Banana, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

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
      <Banana className="mx-auto size-12 text-banana-400" aria-hidden="true" />
      <h1 className="mt-4 font-display text-2xl text-banana-400">Data Swinging In Late!</h1>
      <p className="mt-3 text-moss-300">
        This page could not be loaded. A newer version may have been released.
      </p>
      <p className="mt-2 break-words text-xs text-moss-300">{message}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        Refresh Page
      </Button>
    </div>
  );
}
