import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * What a person meets in a rendered component: its text and the labels a screen reader speaks
 * (aria-label, title, alt), with the markup stripped. Used by the checks that no page shows a raw value.
 */
export function renderedText(element: ReactElement): string {
  const html = renderToStaticMarkup(element);
  const labels = [...html.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
  return [text, ...labels].join(' ').replace(/\s+/g, ' ');
}
