// Betting Education and the Strategy generator on the server replaying 19 November 2025: the glossary
// is searched and filtered, and each preset's strategy is the one the domain rules give on the week's
// real games (the page shows exactly those games), at 1366 and 390 px.
import { describe, expect, it } from 'vitest';
import { generateStrategy } from '../../src/domain/strategy/generate.ts';
import { PRESET_NAMES, PRESETS } from '../../src/domain/strategy/profile.ts';
import { GlossaryResponse } from '../../src/shared/api/glossary.ts';
import { StrategyWeekResponse } from '../../src/shared/api/strategy-week.ts';
import { toStrategyGame } from '../../src/web/features/strategy/lib/to-strategy-game.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';

describe('Betting Education', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('searches the glossary, says No Terms Found on nonsense, and filters a category', async () => {
    const glossary = GlossaryResponse.parse(
      await (await fetch(`${s.baseUrl}/api/education/glossary`)).json(),
    );
    await s.page.goto('/education');
    const terms = s.page.getByRole('list', { name: 'Glossary terms' });
    await terms.getByRole('heading', { name: 'Key numbers' }).waitFor();
    const search = s.page.getByRole('searchbox', { name: 'Search terms' });
    await search.fill('vig');
    await terms.getByRole('heading', { name: 'Vig (juice)' }).waitFor();
    // The figure on the page is the one the API counted from the replayed data.
    const vig = glossary.terms.find((t) => t.term === 'Vig (juice)');
    expect(vig?.source).toMatch(/^nflverse closing lines, \d{4}–\d{4}, [\d,]+ games$/);
    await terms.getByText(vig?.example ?? '?').waitFor();
    await search.fill('zzqxv');
    await s.page.getByRole('heading', { name: 'No Terms Found' }).waitFor();
    await search.fill('');
    await s.page.getByRole('button', { name: 'BioBoost', exact: true }).click();
    const expected = glossary.terms.filter((t) => t.category === 'BioBoost').map((t) => t.term);
    await expect.poll(() => terms.getByRole('listitem').count()).toBe(expected.length);
    expect(await terms.getByRole('heading').allTextContents()).toEqual(expected);
    expect(new URL(s.page.url()).searchParams.get('category')).toBe('BioBoost');
    await checkScreen(s.page, 'education');
  });

  it('lists the helplines and links to our controls', async () => {
    await s.page.goto('/education?tab=responsible');
    const help = s.page.getByRole('list', { name: 'Helplines' });
    for (const line of ['1-800-GAMBLER', 'gamblersanonymous.org', '1-800-662-4357'])
      await help.getByRole('link', { name: line }).waitFor();
    await s.page.getByRole('link', { name: 'Bet Tracker’s responsible-gaming controls' }).waitFor();
  });
});

describe('Strategy generator', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('generates the domain rules’ strategy from each preset on the week’s real games', async () => {
    const week = StrategyWeekResponse.parse(await (await fetch(`${s.baseUrl}/api/strategy/week`)).json());
    expect(week.games.length).toBeGreaterThan(0);
    await s.page.goto('/strategy');
    for (const name of PRESET_NAMES) {
      await s.page.getByRole('button', { name: new RegExp(`^${name} preset$`, 'i') }).click();
      await s.page.getByRole('button', { name: 'Generate Strategy' }).click();
      const results = s.page.getByRole('region', { name: `Your ${week.weekLabel} strategy` });
      await results.waitFor();
      const expected = generateStrategy(
        PRESETS[name],
        week.games.map((g) => toStrategyGame(g, week.asOf)),
      );
      const cards = results.getByRole('article');
      await expect.poll(() => cards.count()).toBe(expected.strategies.length);
      expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(
        expected.strategies.map((x) => x.matchup),
      );
      if (expected.passed.length > 0)
        await results.getByText(`Games passed (${expected.passed.length})`).waitFor();
      expect(await results.getByText('Tips for you').count()).toBe(1);
    }
    await checkScreen(s.page, 'strategy');
  });

  it('refuses a bankroll off its step and a unit below 10', async () => {
    await s.page.goto('/strategy');
    await s.page.getByRole('spinbutton', { name: 'Bankroll ($)' }).fill('150');
    await s.page.getByRole('spinbutton', { name: 'Unit size ($)' }).fill('5');
    await s.page.getByRole('button', { name: 'Generate Strategy' }).click();
    await s.page.getByText('Bankroll must be at least $100, in steps of $100.').waitFor();
    await s.page.getByText('Unit size must be at least $10, in steps of $10.').waitFor();
    expect(await s.page.getByRole('heading', { name: /^Your .* strategy$/ }).count()).toBe(0);
  });
});

describe('Education and Strategy at 390 px', () => {
  const s = useBrowser({ viewport: MOBILE, server: 'replay' });

  it('fit a phone', async () => {
    await s.page.goto('/education');
    await s.page.getByRole('list', { name: 'Glossary terms' }).waitFor();
    await checkScreen(s.page, 'education');
    await s.page.goto('/strategy');
    await s.page.getByRole('button', { name: 'Conservative preset' }).click();
    await s.page.getByRole('button', { name: 'Generate Strategy' }).click();
    await s.page.getByText('Tips for you').waitFor();
    await checkScreen(s.page, 'strategy');
  });
});
