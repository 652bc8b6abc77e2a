// The prerendered HTML, JSON-LD, sitemap and robots.txt as pure functions (no database): what a crawler
// or a link preview reads, and that nothing from data can open a tag or end a script.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { Game } from '../../shared/api/games.ts';
import type { ModelReportResponse } from '../../shared/api/model-report.ts';
import type { WeeklyPick, WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';
import { sportsEventJsonLd } from './game-page.ts';
import { escapeHtml, headTags, jsonForScript, renderPage } from './html.ts';
import { modelPage } from './model-page.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { weeklyPicksPage } from './weekly-picks-page.ts';

const SITE = 'https://gogorilla.example';
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The site's own description." />
    <title>Go Gorilla · Bet Smarter. Go Primal.</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const HOSTILE = '<script>alert("x")</script> & Co\'s';

const side = (code: string, team: string) => ({ code, team, emoji: '', bioBoost: 60 });
const pick = (over: Partial<WeeklyPick> = {}): WeeklyPick => ({
  gameId: '2025_15_ARI_HOU',
  id: '2025_15_ARI_HOU',
  date: '2025-12-14',
  time: '13:00',
  kickoff: '2025-12-14T18:00:00.000Z',
  week: 15,
  timeSlot: 'sunday_early',
  slotLabel: 'Sunday 1:00 PM',
  international: false,
  location: 'NRG Stadium, Houston',
  withheld: false,
  away: side('ARI', 'Arizona Cardinals'),
  home: side('HOU', 'Houston Texans'),
  status: 'provisional',
  noPickReasons: [],
  predicted: 'HOU',
  winner: 'home',
  winnerConfidence: 71,
  confidence: 'HIGH',
  spread: -9.5,
  spreadPick: 'ARI',
  spreadEdge: 1.2,
  spreadPrice: null,
  modelSpread: -8.3,
  total: 41.5,
  totalPick: 'UNDER',
  totalEdge: 0.8,
  totalPrice: null,
  modelTotal: 40.7,
  commentary: null,
  result: null,
  grade: null,
  ...over,
});
const week = (picks: WeeklyPick[]): WeeklyPicksResponse => ({
  computing: null,
  recordComputing: null,
  season: 2025,
  week: 15,
  weekLabel: 'Week 15',
  lastWeek: 22,
  current: {
    season: 2025,
    week: 15,
    label: 'Week 15',
    isPlayoffs: false,
    fallback: false,
    asOf: '2025-12-12T18:00:00.000Z',
  },
  asOf: '2025-12-12T18:00:00.000Z',
  modelVersion: 'v1',
  picks,
  edge: {
    seasonStraightUp: { wins: 130, losses: 78, pushes: 0, graded: 208 },
    seasonAgainstSpread: { wins: 101, losses: 99, pushes: 4, graded: 204 },
    biggestEdge: null,
    disagreements: [],
    withLine: 1,
  },
});

describe('escaping', () => {
  it('leaves no tag, quote or raw ampersand in text or attributes', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s');
    assertProperty(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        // Decoding the five entities gives the text back: nothing is lost, only made inert.
        const decoded = escaped
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(decoded).toBe(text);
      }),
    );
  });

  it('writes JSON-LD that no value can end early, and that parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- \u2028' };
    const text = jsonForScript(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('the head of a page', () => {
  it('carries the title, description, canonical URL, OpenGraph and Twitter tags, all escaped', () => {
    const html = renderPage(
      SHELL,
      { path: '/blog/x', title: HOSTILE, description: `About ${HOSTILE}`, type: 'article', image: '/c.png' },
      SITE,
    );
    const escaped = escapeHtml(`${HOSTILE} · Go Gorilla`);
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:url" content="https://gogorilla.example/blog/x">');
    expect(html).toContain('<link rel="canonical" href="https://gogorilla.example/blog/x">');
    expect(html).toContain('<meta property="og:image" content="https://gogorilla.example/c.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The shell's own title and description are replaced, not doubled.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The site's own description.");
    expect(html).not.toContain('<script>alert');
  });

  it('marks a private page noindex and a page without an image as a summary card', () => {
    const tags = headTags({ path: '/bets', title: 'Bet Tracker', description: 'd', indexable: false }, SITE);
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags.join('')).not.toContain('og:image');
  });

  it('puts the main content inside the root element, where the app mounts', () => {
    const html = renderPage(
      SHELL,
      { path: '/model', title: 'M', description: 'd', mainHtml: '<h1>M</h1>' },
      SITE,
    );
    expect(html).toContain('<div id="root"><main id="main"><h1>M</h1></main></div>');
    expect(() =>
      renderPage('<title>x</title>', { path: '/', title: 'M', description: 'd', mainHtml: '' }, SITE),
    ).toThrow(/root/);
  });
});

describe('the Weekly Picks page', () => {
  it("shows each game's pick, line and confidence, and the season record", () => {
    const page = weeklyPicksPage(week([pick()]), '/weekly-picks');
    expect(page.title).toBe('NFL 2025 Week 15 Picks');
    expect(page.mainHtml).toContain(
      '<a href="/games/2025_15_ARI_HOU">Arizona Cardinals at Houston Texans</a>',
    );
    // The home side gives 9.5 (a true minus sign), the pick takes the away side against it.
    expect(page.mainHtml).toContain(
      'Pick: Houston Texans, confidence 71% (HIGH). Spread: HOU \u22129.5, pick ARI. Total: 41.5, pick UNDER.',
    );
    expect(page.mainHtml).toContain(
      'The model&#39;s 2025 record: 130-78 straight up, 101-99-4 against the spread.',
    );
    expect(page.description).toContain('1 of 1 games picked for Week 15');
  });

  it('says a withheld pick is premium without naming a side, and offers the plan at its configured price', () => {
    const withheld = pick({
      withheld: true,
      predicted: null,
      winner: null,
      winnerConfidence: null,
      confidence: null,
    });
    const page = weeklyPicksPage(week([withheld]), '/weekly-picks', {
      priceCents: 1000,
      currency: 'USD',
      interval: 'month',
    });
    expect(page.mainHtml).toContain(
      'Pick: \u2014 (premium until kickoff: subscribers and free picks see it)',
    );
    expect(page.mainHtml).not.toContain('Pick: Houston');
    // 1000 cents = 10.00 USD.
    expect(page.jsonLd).toMatchObject({ '@type': 'Offer', price: '10.00', priceCurrency: 'USD' });
    // No plan known: no Offer.
    expect(weeklyPicksPage(week([withheld]), '/weekly-picks').jsonLd).toBeUndefined();
  });

  it('says why a game has no pick or no line, never a default figure', () => {
    const page = weeklyPicksPage(
      week([
        pick({ status: 'no_pick', predicted: null, winner: null, noPickReasons: ['No line was captured.'] }),
        pick({ gameId: '2025_15_X_Y', spread: null, spreadPick: null, total: null, totalPick: null }),
      ]),
      '/weekly-picks',
    );
    expect(page.mainHtml).toContain('Pick: \u2014 (No line was captured.)');
    expect(page.mainHtml).toContain('Spread: \u2014 (no market line when the pick was made)');
    expect(page.mainHtml).toContain('Total: \u2014 (no market total when the pick was made)');
    expect(page.description).toContain('1 of 2 games picked');
  });

  it('escapes a team name holding a script', () => {
    const page = weeklyPicksPage(week([pick({ home: side('HOU', HOSTILE) })]), '/weekly-picks');
    expect(page.mainHtml).not.toContain('<script>');
    expect(page.mainHtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s');
  });
});

const game = (over: Partial<Game> = {}): Game =>
  ({
    id: '2025_15_ARI_HOU',
    season: 2025,
    week: 15,
    kickoff: '2025-12-14T18:00:00.000Z',
    home: { code: 'HOU', name: 'Houston Texans' },
    away: { code: 'ARI', name: 'Arizona Cardinals' },
    stadium: { id: 'HOU00', name: 'NRG Stadium', city: 'Houston', country: 'USA', roof: 'retractable' },
    ...over,
  }) as Game;

describe('JSON-LD', () => {
  it('describes a game as a schema.org SportsEvent with its teams, kickoff and stadium', () => {
    expect(sportsEventJsonLd(game(), `${SITE}/games/2025_15_ARI_HOU`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arizona Cardinals at Houston Texans',
      sport: 'American football',
      startDate: '2025-12-14T18:00:00.000Z',
      url: 'https://gogorilla.example/games/2025_15_ARI_HOU',
      homeTeam: { '@type': 'SportsTeam', name: 'Houston Texans' },
      awayTeam: { '@type': 'SportsTeam', name: 'Arizona Cardinals' },
      competitor: [
        { '@type': 'SportsTeam', name: 'Houston Texans' },
        { '@type': 'SportsTeam', name: 'Arizona Cardinals' },
      ],
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'NRG Stadium',
        address: { '@type': 'PostalAddress', addressLocality: 'Houston', addressCountry: 'USA' },
      },
    });
  });

  it('leaves the location out when the schedule names no stadium, rather than guess one', () => {
    expect(sportsEventJsonLd(game({ stadium: null }), SITE)).not.toHaveProperty('location');
  });
});

describe('the /model page', () => {
  it('holds the record table per season and says when none is graded', () => {
    const record = (season: number, su: number[], ats: number[]) => ({
      season,
      picks: { wins: 0, losses: 0, pushes: 0, graded: 0 },
      straightUp: { wins: su[0] ?? 0, losses: su[1] ?? 0, pushes: 0, graded: (su[0] ?? 0) + (su[1] ?? 0) },
      againstSpread: {
        wins: ats[0] ?? 0,
        losses: ats[1] ?? 0,
        pushes: 1,
        graded: (ats[0] ?? 0) + (ats[1] ?? 0) + 1,
      },
      totals: { wins: 0, losses: 0, pushes: 0, graded: 0 },
    });
    const metrics = {
      games: 500,
      accuracy: 0.654,
      ats: { wins: 250, losses: 240, pushes: 10, pct: 250 / 490 },
    };
    const answer = {
      fromSeason: 2015,
      toSeason: 2024,
      overall: { model: metrics },
      record: [record(2024, [170, 102], [140, 128])],
    } as unknown as ModelReportResponse;
    const page = modelPage(answer);
    expect(page.mainHtml).toContain(
      '<tr><th scope="row">2024</th><td>170-102-0</td><td>140-128-1</td><td>\u2014 (none graded)</td></tr>',
    );
    // 250 / 490 = 0.5102… → 51.0%; 0.654 → 65.4%.
    expect(page.mainHtml).toContain('winner accuracy 65.4%, against the closing spread 250-240-10 (51.0%)');
    const empty = modelPage({ status: 'empty', reason: 'No results yet <b>.' });
    expect(empty.mainHtml).toBe('<h1>Model Record</h1><p>No results yet &lt;b&gt;.</p>');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists each page once with an absolute, escaped URL', () => {
    const xml = sitemapXml(
      [
        { path: '/weekly-picks' },
        { path: '/weekly-picks?season=2025&week=3', lastModified: '2025-09-21T17:00:00.000Z' },
        { path: '/weekly-picks' },
      ],
      `${SITE}/`,
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://gogorilla.example/weekly-picks</loc></url>',
        '  <url><loc>https://gogorilla.example/weekly-picks?season=2025&amp;week=3</loc><lastmod>2025-09-21T17:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('allows the public pages, keeps robots off the API and private pages, and names the sitemap', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/api/', '/dashboard', '/profile', '/bets', '/sign-in', '/newsletter/confirm']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    for (const path of ['/weekly-picks', '/model', '/games', '/blog']) {
      expect(robots).not.toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain('Sitemap: https://gogorilla.example/sitemap.xml\n');
  });
});
