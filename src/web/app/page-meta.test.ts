// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta.ts';

const ORIGIN = 'https://gogorilla.example';
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('the page tags on navigation', () => {
  it("replaces the served page's tags with the next page's, and drops its structured data", () => {
    // As the server left the head of a game page.
    document.head.innerHTML = [
      '<meta name="description" content="Arizona Cardinals at Houston Texans, 2025 Week 15">',
      '<meta property="og:title" content="Arizona Cardinals at Houston Texans · Go Gorilla">',
      '<link rel="canonical" href="https://gogorilla.example/games/2025_15_ARI_HOU">',
      '<script type="application/ld+json">{"@type":"SportsEvent"}</script>',
    ].join('');
    applyPageMeta(document, '/model', ORIGIN);
    expect(content('meta[name="description"]')).toMatch(/^The model's public record/);
    expect(content('meta[property="og:title"]')).toBe('Model Record · Go Gorilla');
    expect(content('meta[property="og:url"]')).toBe('https://gogorilla.example/model');
    expect(content('meta[name="twitter:title"]')).toBe('Model Record · Go Gorilla');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://gogorilla.example/model',
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('marks a private page noindex, and lifts it on the next public page', () => {
    document.head.innerHTML = '';
    applyPageMeta(document, '/bets', ORIGIN);
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(content('meta[property="og:title"]')).toBe('Bet Tracker · Go Gorilla');
    applyPageMeta(document, '/games/2025_15_ARI_HOU', ORIGIN);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(content('meta[property="og:url"]')).toBe('https://gogorilla.example/games/2025_15_ARI_HOU');
  });
});
