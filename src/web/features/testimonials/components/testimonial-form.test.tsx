// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { TestimonialForm } from './testimonial-form.tsx';

// A writer edits their story while it is held for review (decision 119): the form opens with the
// story as written, the edit is sent to their own testimonial, and the held story reads the new words.

const HELD = {
  id: 21,
  quote: 'The record beside every quote is why I trust this site.',
  rating: 3,
  status: 'pending',
  createdAt: '2025-12-10T15:00:00.000Z',
  decidedAt: null,
};
const NEW_WORDS = 'The graded record beside every quote is why I trust this site.';

describe('editing a held testimonial', () => {
  it('opens with the story as written, sends the edit, and shows the new words still held', async () => {
    const net = stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/user/testimonials': (n) => ({
        body: { testimonials: [n === 1 ? HELD : { ...HELD, quote: NEW_WORDS, rating: 4 }] },
      }),
      'PATCH /api/user/testimonials/21': { body: { testimonial: { ...HELD, quote: NEW_WORDS, rating: 4 } } },
    });
    renderInApp(<TestimonialForm />, { route: '/testimonials' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit your story' }));
    const story = screen.getByRole('textbox', { name: 'Your story' }) as HTMLTextAreaElement;
    expect(story.value).toBe(HELD.quote);
    expect((screen.getByRole('combobox', { name: 'Rating (optional)' }) as HTMLSelectElement).value).toBe(
      '3',
    );
    await user.clear(story);
    await user.type(story, NEW_WORDS);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating (optional)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Save your edit' }));
    expect(await screen.findByText('Your edit is saved. Your story is still held for review.')).toBeTruthy();
    expect(await screen.findByText(new RegExp(`“${NEW_WORDS}”`))).toBeTruthy();
    expect(net.writes()).toEqual([
      { method: 'PATCH', path: '/api/user/testimonials/21', body: { quote: NEW_WORDS, rating: 4 } },
    ]);
  });
});
