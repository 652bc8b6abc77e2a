// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunnelTables } from './funnel-tables.tsx';

// Each step has a distinct count (40 visits, 9 claims, 5 sign-ups, 3 checkouts, 2 paid), so a column
// shown under the wrong heading fails.
describe('admin funnel tables', () => {
  it('shows each week with its steps in order, and each referral code', () => {
    render(
      <FunnelTables
        funnel={{
          weeks: [{ weekStart: '2026-11-23', visits: 40, claims: 9, signUps: 5, checkouts: 3, paid: 2 }],
          codes: [{ code: 'abcdefgh23', owner: 'ann', clicks: 12, signUps: 4, paid: 1 }],
        }}
      />,
    );
    const weeks = within(screen.getByRole('region', { name: 'Funnel per week' }));
    const heads = weeks.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Week of', 'Visits', 'Free-pick claims', 'Sign-ups', 'Checkouts', 'Paid']);
    const row = weeks.getByRole('row', { name: /2026-11-23/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '9', '5', '3', '2']);
    const codes = within(screen.getByRole('region', { name: 'Funnel per referral code' }));
    const code = codes.getByRole('row', { name: /abcdefgh23/ });
    expect(
      within(code)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ann', '12', '4', '1']);
  });

  it('says so when nothing was counted', () => {
    render(<FunnelTables funnel={{ weeks: [], codes: [] }} />);
    expect(screen.getByText('No visits, claims or sign-ups in the last 12 weeks.')).toBeTruthy();
    expect(screen.getByText('No referral link has brought a visit yet.')).toBeTruthy();
  });
});
