// causeChain (decision 104): the error, then each cause, read without casts; a cycle ends the walk.
import { describe, expect, it } from 'vitest';
import { causeChain } from './error-chain.ts';
import { isDatabaseUnavailable } from './plugins/errors.ts';

describe('causeChain', () => {
  it('lists the error and its causes, outermost first', () => {
    const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const outer = new Error('Failed query: select 1', { cause: root });
    expect(causeChain(outer).map((e) => e.message)).toEqual([
      'Failed query: select 1',
      'connect ECONNREFUSED 127.0.0.1:5432',
    ]);
    expect(isDatabaseUnavailable(outer)).toBe(true);
  });

  it('stops at a cycle and at a cause that is not an object', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    const b = { message: 'b', cause: a };
    a.cause = b;
    expect(causeChain(a).map((e) => e.message)).toEqual(['a', 'b']);
    expect(causeChain(new Error('x', { cause: 'text' })).length).toBe(1);
    expect(causeChain('plain text')).toEqual([]);
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
