import { describe, expect, it } from 'vitest';
import { CREATION_LIMITS, creationRefusal } from './limits.ts';

describe('challenge creation limits', () => {
  it('lets a user create 3 a day and hold 5 open; admins are not limited', () => {
    expect(creationRefusal({ role: 'user', createdLastDay: 2, openCreated: 4 })).toBeNull();
    expect(creationRefusal({ role: 'user', createdLastDay: 3, openCreated: 0 })?.code).toBe('daily_limit');
    expect(creationRefusal({ role: 'user', createdLastDay: 0, openCreated: 5 })?.code).toBe('open_limit');
    expect(creationRefusal({ role: 'admin', createdLastDay: 50, openCreated: 50 })).toBeNull();
    expect(CREATION_LIMITS).toEqual({ perDay: 3, open: 5 });
  });

  it('tells the person which limit they reached and what to do', () => {
    expect(creationRefusal({ role: 'user', createdLastDay: 3, openCreated: 5 })?.message).toBe(
      'You can create at most 3 challenges in 24 hours; try again later.',
    );
    expect(creationRefusal({ role: 'user', createdLastDay: 1, openCreated: 5 })?.message).toBe(
      'You already run 5 challenges that have not ended; wait for one to finish.',
    );
  });
});
