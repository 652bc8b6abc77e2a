// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '../../testing/component.tsx';
import { useGrowthTracking } from './growth-tracking.ts';

// The page view and the referral capture load after the first screen (decision 135): still one view
// per page and a captured ?ref=, only a moment later.
function Frame() {
  useGrowthTracking();
  return <p>page</p>;
}

describe('growth tracking in the frame', () => {
  it('counts the page view and captures a ?ref= code once its code has loaded', async () => {
    window.history.replaceState(null, '', '/weekly-picks?ref=abcdefgh23');
    const api = stubApi({
      'GET /api/auth/session': { body: { user: null, session: null, csrfToken: 'csrf-test' } },
      'POST /api/analytics/event': { body: { stored: true } },
      'POST /api/referrals/click': { body: { counted: true } },
    });
    renderInApp(<Frame />, { route: '/weekly-picks' });
    await vi.waitFor(() =>
      expect(api.writes()).toEqual(
        expect.arrayContaining([
          {
            method: 'POST',
            path: '/api/analytics/event',
            body: expect.objectContaining({ event: 'page_view' }),
          },
          { method: 'POST', path: '/api/referrals/click', body: { code: 'abcdefgh23' } },
        ]),
      ),
    );
    expect(api.writes().filter((w) => w.path === '/api/analytics/event')).toHaveLength(1);
  });
});
