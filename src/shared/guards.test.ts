import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCode, isOneOf, itemAt, keysOf, toError } from './guards.ts';

describe('isOneOf', () => {
  const SIDES = ['home', 'away'] as const;
  it('accepts a listed value and refuses anything else', () => {
    expect(isOneOf(SIDES, 'home')).toBe(true);
    expect(isOneOf(SIDES, 'away')).toBe(true);
    expect(isOneOf(SIDES, 'Home')).toBe(false);
    expect(isOneOf(SIDES, '')).toBe(false);
    expect(isOneOf(SIDES, null)).toBe(false);
  });
});

describe('itemAt', () => {
  it('reads from the start, and from the end for a negative index', () => {
    expect(itemAt([10, 20, 30], 0)).toBe(10);
    expect(itemAt([10, 20, 30], 2)).toBe(30);
    expect(itemAt([10, 20, 30], -1)).toBe(30);
    expect(itemAt([10, 20, 30], -3)).toBe(10);
  });

  it('throws past either end instead of answering undefined', () => {
    expect(() => itemAt([10, 20, 30], 3)).toThrow(RangeError);
    expect(() => itemAt([10, 20, 30], -4)).toThrow('index -4 outside a list of 3');
    expect(() => itemAt([], 0)).toThrow('index 0 outside a list of 0');
  });

  it('agrees with indexing for every index in range', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer(), { minLength: 1 })
          .chain((xs) => fc.tuple(fc.constant(xs), fc.integer({ min: 0, max: xs.length - 1 }))),
        ([xs, i]) => itemAt(xs, i) === xs[i] && itemAt(xs, i - xs.length) === xs[i],
      ),
    );
  });
});

describe('keysOf', () => {
  it('lists a record literal’s own keys in order', () => {
    expect(keysOf({ spread: 1, total: 2, moneyline: 3 })).toEqual(['spread', 'total', 'moneyline']);
  });
});

describe('toError', () => {
  it('keeps an Error as it is and wraps anything else', () => {
    const e = new TypeError('boom');
    expect(toError(e)).toBe(e);
    expect(toError('plain text').message).toBe('plain text');
    expect(toError(42)).toBeInstanceOf(Error);
  });
});

describe('errorCode', () => {
  it('reads a system error’s code and nothing from other throws', () => {
    expect(errorCode(Object.assign(new Error('in use'), { code: 'EADDRINUSE' }))).toBe('EADDRINUSE');
    expect(errorCode(new Error('no code'))).toBeUndefined();
    expect(errorCode({ code: 7 })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('ENOENT')).toBeUndefined();
  });
});
