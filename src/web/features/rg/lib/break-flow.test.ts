// Issue 20 point 4: a break that cannot be shortened started on one click. Choosing a break now only
// opens the confirm step; the request leaves from that step's "Start my break" alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BreakEvent, type BreakFlow, breakConsequence, breakStep, START } from './break-flow.ts';

const run = (events: BreakEvent[]) => {
  let flow: BreakFlow = START;
  const sent = [];
  for (const event of events) {
    const next = breakStep(flow, event);
    flow = next.flow;
    if (next.send) sent.push(next.send);
  }
  return { flow, sent };
};

const coolOff24 = { type: 'choose', choice: { kind: 'cool-off', period: '24h' } } as const;
const sixMonths = { type: 'choose', choice: { kind: 'self-exclusion', period: '6m' } } as const;

describe('starting a break', () => {
  it('one click on a cool-off sends nothing and opens the confirm step for that cool-off', () => {
    const { flow, sent } = run([coolOff24]);
    expect(sent).toEqual([]);
    expect(flow).toEqual({ step: 'confirm', choice: { kind: 'cool-off', period: '24h' }, typed: '' });
  });

  it('"Start my break" on the confirm step sends the chosen cool-off', () => {
    expect(run([coolOff24, { type: 'confirm' }]).sent).toEqual([{ kind: 'cool-off', period: '24h' }]);
  });

  it('Cancel and Escape close the step without sending; a later confirm then sends nothing', () => {
    for (const close of [{ type: 'cancel' }, { type: 'key', key: 'Escape' }] as const) {
      const { flow, sent } = run([coolOff24, close, { type: 'confirm' }]);
      expect(sent).toEqual([]);
      expect(flow).toEqual({ step: 'choose' });
    }
  });

  it('another key leaves the step open', () => {
    expect(run([coolOff24, { type: 'key', key: 'Tab' }]).flow.step).toBe('confirm');
  });

  it('a self-exclusion also needs EXCLUDE typed: without it the confirm sends nothing', () => {
    expect(run([sixMonths, { type: 'confirm' }]).sent).toEqual([]);
    expect(run([sixMonths, { type: 'type', text: 'exclude' }, { type: 'confirm' }]).sent).toEqual([]);
    expect(run([sixMonths, { type: 'type', text: ' EXCLUDE ' }, { type: 'confirm' }]).sent).toEqual([
      { kind: 'self-exclusion', period: '6m', confirm: 'EXCLUDE' },
    ]);
  });

  it('choosing again starts the typed word over', () => {
    const { flow } = run([sixMonths, { type: 'type', text: 'EXCLUDE' }, { type: 'cancel' }, sixMonths]);
    expect(flow).toEqual({ step: 'confirm', choice: { kind: 'self-exclusion', period: '6m' }, typed: '' });
  });

  it('property: no sequence of events without a confirm ever sends a request', () => {
    const choice = fc.constantFrom(
      { kind: 'cool-off', period: '24h' },
      { kind: 'cool-off', period: '30d' },
      { kind: 'self-exclusion', period: 'permanent' },
    ) as fc.Arbitrary<Extract<BreakEvent, { type: 'choose' }>['choice']>;
    const event: fc.Arbitrary<BreakEvent> = fc.oneof(
      choice.map((c) => ({ type: 'choose' as const, choice: c })),
      fc.constantFrom('EXCLUDE', 'x', '').map((text) => ({ type: 'type' as const, text })),
      fc.constant({ type: 'cancel' as const }),
      fc.constantFrom('Escape', 'Enter', 'a').map((key) => ({ type: 'key' as const, key })),
    );
    fc.assert(fc.property(fc.array(event, { maxLength: 12 }), (events) => run(events).sent.length === 0));
  });
});

describe('what the confirm step says', () => {
  it('names the length and that it cannot be shortened', () => {
    expect(breakConsequence({ kind: 'cool-off', period: '7d' })).toBe(
      'A cool-off of 7 days starts now. Picks are hidden and our newsletter stops until it ends. It cannot be shortened or cancelled.',
    );
    expect(breakConsequence({ kind: 'self-exclusion', period: 'permanent' })).toBe(
      'A permanent self-exclusion starts now and never ends. Picks are hidden and our newsletter stops until it ends. It cannot be shortened or cancelled. Once you sign out you cannot sign in again.',
    );
  });
});
