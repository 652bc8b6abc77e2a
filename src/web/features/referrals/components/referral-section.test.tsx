// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyReferrals } from '../../../../shared/api/referrals.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { ReferralSection } from './referral-section.tsx';

// The profile's referral card shows the server's link and its three counts, each under its own label
// (clicks 7, sign-ups 2, paid 1: distinct, so a swapped pair shows).
const MINE: MyReferrals = {
  code: 'abcdefgh23',
  link: 'https://gg.example/?ref=abcdefgh23',
  clicks: 7,
  signUps: 2,
  paid: 1,
};

describe('referral section', () => {
  it("shows the person's link, code and counts from the API", async () => {
    stubApi({ 'GET /api/referrals/me': { body: MINE } });
    renderInApp(<ReferralSection />, { route: '/profile' });
    const card = within(await screen.findByRole('region', { name: 'Refer a friend' }));
    expect(((await card.findByLabelText('Your referral link')) as HTMLInputElement).value).toBe(
      'https://gg.example/?ref=abcdefgh23',
    );
    expect(card.getByText('abcdefgh23')).toBeTruthy();
    const count = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    expect(count('Clicks')).toBe('7');
    expect(count('Sign-ups')).toBe('2');
    expect(count('Paid')).toBe('1');
  });
});
