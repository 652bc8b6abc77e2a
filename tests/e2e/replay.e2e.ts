import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';

describe('replay mode', () => {
  const s = useBrowser({ viewport: DESKTOP, replay: true });

  it('tells the user the app is showing a past instant', async () => {
    await s.page.goto('/weekly-picks');
    const badge = s.page.getByText(/^Replay: as of /);
    await badge.waitFor();
    // 2025-11-19T12:00Z is 7:00 AM in New York.
    expect(await badge.textContent()).toBe('Replay: as of Nov 19, 2025, 7:00 AM EST');
    expect(inject('e2e').replayAt).toBe('2025-11-19T12:00:00Z');
  });
});
