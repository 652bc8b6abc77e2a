import { isRouteErrorResponse } from 'react-router';

/** What a page that could not be shown tells its reader: a title, one sentence, and the detail. */
export interface RouteFailure {
  kind: 'code' | 'not-found' | 'page';
  title: string;
  message: string;
  /** The underlying error's own words, when they help (never an HTTP status code). */
  detail?: string;
}

// Chromium, Firefox and Safari word a dynamic import() that got no module differently.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * Sorts a route error (decision 103): the page's code did not arrive (server stopped, connection
 * dropped, or a deploy replaced it), the address matches nothing, or the page itself failed.
 */
export function describeRouteFailure(error: unknown): RouteFailure {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? { kind: 'not-found', title: 'Page not found', message: 'Nothing lives at this address.' }
      : {
          kind: 'page',
          title: 'This page could not load',
          message: 'The server refused to show this page.',
          detail: error.statusText || undefined,
        };
  }
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (CHUNK_FAILURE.test(text)) {
    return {
      kind: 'code',
      title: 'This page could not load',
      message:
        'Its code did not arrive: the server may be stopped or restarting, your connection may have dropped, or a new version replaced it.',
    };
  }
  return {
    kind: 'page',
    title: 'Something went wrong on this page',
    message: 'The rest of the site still works; try again, or pick another page from the menu.',
    detail: text || undefined,
  };
}
