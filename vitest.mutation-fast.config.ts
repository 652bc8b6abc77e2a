import { mergeConfig } from 'vitest/config';
import base from './vitest.mutation.config.ts';

// The fast mutation test set (stryker.fast.config.mjs): the mutation set without the two replays of
// real slates, `players/walk-forward.test.ts` and `dfs/dfs-backtest.test.ts`. Each covers nearly every
// player-projection mutant and costs seconds a run, so with them the projection files' 1,260 mutants
// take over three hours on two cores; without them, minutes, and the whole of src/domain fits in one
// run. Leaving tests out can only let more mutants survive: a score measured this way is a lower bound
// of the full set's (decision 078).
export default mergeConfig(base, {
  test: {
    exclude: [
      'src/domain/model/backtest.test.ts',
      'src/domain/model/walk-forward.test.ts',
      'src/domain/players/walk-forward.test.ts',
      'src/domain/dfs/dfs-backtest.test.ts',
    ],
  },
});
