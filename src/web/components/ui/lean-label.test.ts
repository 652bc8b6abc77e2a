// The reason every pick is a lean quotes the held-out record of the bet rule. That record is generated
// into docs/record-open.md by `npm run backtest -- --at open --from 2010 --to 2021 --markdown`, and
// record-open-tables.test.ts checks the table against the computation; here the sentence is held to the
// table, so the figures on screen can never drift from the computed record.
import { describe, expect, it } from 'vitest';
import recordOpen from '../../../../docs/record-open.md?raw';
import { PUBLISH_BETS } from '../../../domain/model/bet-rule.ts';
import { LEAN_REASON } from './lean-label.tsx';

const betsRow = (): string[] => {
  const table = recordOpen.split('<!-- record:open-bets')[1] ?? '';
  const row = table.split('\n').find((l) => l.startsWith('| cover probability'));
  if (!row) throw new Error('no bet-rule row in docs/record-open.md');
  return row.split('|').map((c) => c.trim());
};

describe('the lean label’s reason', () => {
  it('quotes the win rate and units of the generated held-out bets table, and says no bets are published', () => {
    // | rule | W-L-P | win % | units | CLV | Wilson | chance | published |  → cells 1..8
    const [, , , winPct, units, , , , published] = betsRow();
    expect(LEAN_REASON).toContain(`(${winPct}, ${units} units at −110)`);
    expect(published).toBe('no');
    expect(PUBLISH_BETS).toBe(false);
  });
});
