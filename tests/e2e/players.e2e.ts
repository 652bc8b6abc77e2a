// The Top 5 and a player page as a user drives them, on the replay of Wednesday 19 Nov 2025 (real
// DraftKings week 12 salaries): the cards are exactly the API's, the slate lives in the URL, and a
// card opens its player's page.
import { describe, expect, it } from 'vitest';
import { PlayerDetail, TopFiveResponse } from '../../src/shared/api/players.ts';
import { DESKTOP, useBrowser } from './browser.ts';

describe('Top 5 DFS Picks and player pages', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });
  const topFive = async (slate: string) =>
    TopFiveResponse.parse(await (await fetch(`${s.baseUrl}/api/top-five?slate=${slate}`)).json());

  it('shows each slate’s five cards, keeps the slate in the URL and opens a player page', async () => {
    const main = await topFive('Main');
    const prime = await topFive('Prime-Time');
    expect(main.players).toHaveLength(5);
    expect(prime.players).toHaveLength(5);

    await s.page.goto('/top5');
    await s.page.getByRole('heading', { level: 1, name: 'Top 5 DFS Picks' }).waitFor();
    await s.page.getByText(/Updates every 30 seconds/).waitFor();
    const mainList = s.page.getByRole('region', { name: 'Main slate Top 5' }).getByRole('listitem');
    await mainList.first().waitFor();
    expect(await mainList.count()).toBe(5);
    const mainNames = await s.page
      .getByRole('region', { name: 'Main slate Top 5' })
      .getByRole('link')
      .allTextContents();
    expect(mainNames).toEqual(main.players.map((p) => p.name));
    // Projections are labelled as projections; the basis is named.
    await s.page.getByText('Projected ownership').first().waitFor();
    await s.page.getByText(main.basisNote, { exact: false }).waitFor();

    await s.page.getByRole('tab', { name: 'Prime-Time' }).click();
    const primeRegion = s.page.getByRole('region', { name: 'Prime-Time slate Top 5' });
    await primeRegion.getByRole('listitem').first().waitFor();
    expect(new URL(s.page.url()).searchParams.get('slate')).toBe('Prime-Time');
    expect(await primeRegion.getByRole('link').allTextContents()).toEqual(prime.players.map((p) => p.name));

    const first = prime.players[0];
    if (!first) throw new Error('no Prime-Time pick');
    await primeRegion.getByRole('link', { name: first.name }).click();
    await s.page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe(`/players/${first.id}`);
    await s.page.getByRole('heading', { name: 'BioBoost by week' }).waitFor();
    await s.page.getByRole('img', { name: /^BioBoost by week: week 12: / }).waitFor();
    await s.page.getByRole('heading', { name: 'Injury history' }).waitFor();
    await s.page.getByRole('heading', { name: 'Salary history' }).waitFor();
    // His props: no sportsbook line was captured in the pack, so the median view, labelled as such.
    await s.page.getByRole('heading', { name: 'Props', exact: true }).waitFor();
    const detail = PlayerDetail.parse(await (await fetch(`${s.baseUrl}/api/players/${first.id}`)).json());
    const prop = detail.props[0];
    if (prop) {
      const table = s.page.getByRole('table', { name: 'His props, week 12' });
      await table.getByRole('cell', { name: prop.marketLabel }).first().waitFor();
      if (prop.median) await table.getByText(prop.median.label).first().waitFor();
    } else {
      await s.page.getByText('No prop line and too few recent games for a median this week.').waitFor();
    }
    // His week 12 DraftKings salary from the real export is in his salary history.
    await s.page
      .getByRole('cell', { name: `$${first.salary?.toLocaleString('en-US')}` })
      .first()
      .waitFor();
  });

  it('answers an unknown player id with a page that says so', async () => {
    s.expectConsoleError(/404/);
    await s.page.goto('/players/00-9999999');
    await s.page.getByRole('heading', { level: 1, name: 'Player not found' }).waitFor();
  });
});
