// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../testing/component.tsx';
import { Component as AdminTestimonials } from './admin-testimonials.tsx';

// The admin's testimonial review against a stub network: a member is told the page is for admins and
// asks nothing; an admin approves one story and the queue shows what is left.

const ADMIN = { ...SIGNED_IN, user: { ...SIGNED_IN.user, role: 'admin' as const } };
const pendingOne = {
  id: 11,
  quote: 'The weekly recap kept me honest about my record.',
  rating: 5,
  status: 'pending',
  createdAt: '2025-12-10T15:00:00.000Z',
  decidedAt: null,
  authorId: 'u2',
  name: 'Robin Reader',
};
const pendingTwo = {
  ...pendingOne,
  id: 12,
  quote: 'CLV finally makes sense.',
  rating: null,
  name: 'Sam Writer',
};

describe('the admin testimonials page', () => {
  it('a member sees that it is for admins, and the admin list is never asked for', async () => {
    const net = stubApi({ 'GET /api/auth/session': { body: SIGNED_IN } });
    renderInApp(<AdminTestimonials />, { route: '/admin/testimonials' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(net.count('GET /api/admin/testimonials')).toBe(0);
  });

  it('an admin approves a story: the decision is sent and the queue keeps only the other one', async () => {
    const net = stubApi({
      'GET /api/auth/session': { body: ADMIN },
      'GET /api/admin/testimonials': (n) => ({
        body: { testimonials: n === 1 ? [pendingOne, pendingTwo] : [pendingTwo] },
      }),
      'POST /api/admin/testimonials/11/decision': {
        body: { testimonial: { ...pendingOne, status: 'approved', decidedAt: '2025-12-12T18:00:00.000Z' } },
      },
      'GET /api/testimonials': { body: { testimonials: [] } },
      'GET /api/testimonials/stats/summary': { body: {} },
    });
    renderInApp(<AdminTestimonials />, { route: '/admin/testimonials' });
    const queue = await screen.findByRole('list', { name: 'Awaiting review' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
    expect(within(queue).getByText('“The weekly recap kept me honest about my record.”')).toBeTruthy();
    expect(within(queue).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    await userEvent
      .setup()
      .click(within(queue).getByRole('button', { name: 'Approve the testimonial by Robin Reader' }));
    await expect
      .poll(
        () => within(screen.getByRole('list', { name: 'Awaiting review' })).queryAllByRole('listitem').length,
      )
      .toBe(1);
    expect(screen.getByText('“CLV finally makes sense.”')).toBeTruthy();
    expect(screen.queryByText(/weekly recap/)).toBeNull();
    expect(net.writes()).toEqual([
      { method: 'POST', path: '/api/admin/testimonials/11/decision', body: { decision: 'approve' } },
    ]);
  });

  it('with none pending says so; a failed read says what failed, and Try again recovers', async () => {
    stubApi({
      'GET /api/auth/session': { body: ADMIN },
      'GET /api/admin/testimonials': (n) =>
        n === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'The database is busy.' } }
          : { body: { testimonials: [] } },
    });
    renderInApp(<AdminTestimonials />, { route: '/admin/testimonials' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the testimonials awaiting review.')).toBeTruthy();
    expect(within(alert).getByText('The database is busy.')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Nothing to review' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
