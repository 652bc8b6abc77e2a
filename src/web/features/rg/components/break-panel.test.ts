// The bet tracker's break panel as a person reads it (issue 20 point 4): the choices while no break is
// in force; once one is, what it is and until when instead of the choices.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RgStatus } from '../../../../shared/api/rg.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { BreakConfirm } from './break-confirm.tsx';
import { BreakPanel } from './break-panel.tsx';

const panel = (status: Omit<RgStatus, 'signedIn'>) =>
  renderedText(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(BreakPanel, { status: { signedIn: true, ...status } }),
    ),
  );

describe('the break panel', () => {
  it('with no break offers the cool-offs and self-exclusion, each leading to a confirm step (…)', () => {
    const text = panel({ state: 'none', until: null, permanent: false });
    expect(text).toContain('Cool off for 24 hours…');
    expect(text).toContain('Self-exclude permanently…');
    expect(text).not.toContain('You are on a');
  });

  it('on a cool-off shows it with its end in the named zone, and no choices', () => {
    // The panel formats in the viewer's zone (the runner's here), so the day and hour are matched by
    // shape: 2025-12-13T18:00Z is Dec 13 or 14 in every zone from UTC−12 to UTC+14, always on the hour.
    const until = '2025-12-13T18:00:00.000Z';
    const text = panel({ state: 'cool_off', until, permanent: false });
    expect(text).toMatch(/You are on a cool-off until Dec 1[34], 2025, \d{1,2}:00 [AP]M \S+\. /);
    expect(text).toContain('it cannot be shortened');
    for (const gone of ['Cool off for', 'Self-exclude', 'Start my break', 'EXCLUDE'])
      expect(text).not.toContain(gone);
  });

  it('on a permanent self-exclusion says so, and shows no form', () => {
    const text = panel({ state: 'self_exclusion', until: null, permanent: true });
    expect(text).toContain('You are on a self-exclusion permanently.');
    expect(text).not.toContain('Self-exclude');
    expect(text).not.toContain('Type EXCLUDE');
  });
});

describe('the confirm step', () => {
  const confirm = (choice: Parameters<typeof BreakConfirm>[0]['flow']['choice']) =>
    renderedText(
      createElement(BreakConfirm, {
        flow: { step: 'confirm', choice, typed: '' },
        send: () => {},
        pending: false,
      }),
    );

  it('says what happens and for how long, with "Start my break" and "Cancel"', () => {
    const text = confirm({ kind: 'cool-off', period: '30d' });
    expect(text).toContain('Start a cool-off?');
    expect(text).toContain('A cool-off of 30 days starts now.');
    expect(text).toContain('It cannot be shortened or cancelled.');
    expect(text).toContain('Start my break');
    expect(text).toContain('Cancel');
    expect(text).not.toContain('EXCLUDE');
  });

  it('asks for EXCLUDE before a self-exclusion', () => {
    const text = confirm({ kind: 'self-exclusion', period: '6m' });
    expect(text).toContain('A self-exclusion of 6 months starts now.');
    expect(text).toContain('type EXCLUDE');
  });
});
