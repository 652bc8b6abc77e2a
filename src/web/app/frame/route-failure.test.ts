import { describe, expect, it } from 'vitest';
import { describeRouteFailure } from './route-failure.ts';

describe('describeRouteFailure', () => {
  it('tells a page whose code did not arrive, in every browser’s wording, without the raw error', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/top5-Bx1.js',
      'error loading dynamically imported module: http://127.0.0.1:3000/assets/top5-Bx1.js',
      'Importing a module script failed.',
    ]) {
      const failure = describeRouteFailure(new TypeError(message));
      expect(failure.kind, message).toBe('code');
      expect(failure.title).toBe('This page could not load');
      expect(failure.detail).toBeUndefined();
      expect(failure.message).not.toMatch(/newer version may have been released/);
    }
  });

  it('reads a route 404 as words, never "404: Not Found"', () => {
    const failure = describeRouteFailure({ status: 404, statusText: 'Not Found', internal: true, data: '' });
    expect(failure).toEqual({
      kind: 'not-found',
      title: 'Page not found',
      message: 'Nothing lives at this address.',
    });
  });

  it('keeps a page’s own failure apart from a missing chunk, with its message as the detail', () => {
    const failure = describeRouteFailure(new Error('Cannot read properties of undefined (reading "week")'));
    expect(failure.kind).toBe('page');
    expect(failure.detail).toBe('Cannot read properties of undefined (reading "week")');
  });
});
