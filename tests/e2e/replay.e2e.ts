import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';

// innerText breaks lines around the visually hidden label; a screen reader reads one phrase.
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('replay mode', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('tells the user the app is showing a past instant', async () => {
    await s.page.goto('/weekly-picks');
    const badge = s.page.getByRole('banner').locator('time');
    await badge.waitFor();
    // 2025-11-19T12:00Z is 7:00 AM in New York.
    expect(new Date((await badge.getAttribute('datetime')) ?? '').toISOString()).toBe(
      '2025-11-19T12:00:00.000Z',
    );
    expect(spaced(await s.page.getByRole('banner').innerText())).toContain(
      'Replay: as of Nov 19, 2025, 7:00 AM EST',
    );
    expect(inject('e2e').replayAt).toBe('2025-11-19T12:00:00Z');
  });
});

describe('replay mode on a phone', () => {
  const s = useBrowser({ viewport: MOBILE, server: 'replay' });

  it('shortens the badge to the day, so the top bar keeps one line', async () => {
    await s.page.goto('/');
    const banner = s.page.getByRole('banner');
    const time = banner.locator('time');
    await time.waitFor();
    expect(await time.innerText()).toBe('Nov 19, 2025');
    // Screen readers still hear what the badge means.
    expect(spaced(await banner.innerText())).toContain('Replay: as of Nov 19, 2025');
    const bar = await banner.boundingBox();
    expect(bar?.height).toBe(65); // 64 px bar + its 1 px bottom border
    const wordmark = await banner.getByText('Go Gorilla', { exact: true }).boundingBox();
    const lineHeight = await banner
      .getByText('Go Gorilla', { exact: true })
      .evaluate((el) =>
        Number.parseFloat(el.ownerDocument.defaultView?.getComputedStyle(el).lineHeight ?? ''),
      );
    expect(wordmark?.height).toBeLessThanOrEqual(lineHeight);
    // The badge, the wordmark and the menu button sit side by side, none pushed off screen.
    const menu = await banner.getByRole('button', { name: 'Open menu' }).boundingBox();
    expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width);
  });
});
