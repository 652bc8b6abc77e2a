// Every fast-check property in the repo goes through assertProperty: at least MIN_RUNS cases, and the
// seed printed before it runs, so a failure seen once in CI can be replayed exactly:
//   FC_SEED=<seed> npx vitest run <file> -t '<test name>'
// FC_SEEDS=<n> runs each property over n consecutive seeds starting at FC_SEED (or a fresh one): the
// way to check that a property holds beyond the seeds a few CI runs happen to draw. A sweep takes n
// times as long, past Vitest's 5 s test timeout, so give it one:
//   FC_SEEDS=200 npx vitest run <files> --testTimeout=0
// Async properties (fc.asyncProperty) go through assertAsyncProperty: the same rules, awaited.
import fc from 'fast-check';
import { expect } from 'vitest';

export const MIN_RUNS = 200;

// Read without naming `process`: the web project's type check (no Node types) includes its tests too.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

function envInteger(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${raw}`);
  return value;
}

/** The seed fast-check would draw itself (its own formula), made visible. */
function freshSeed(): number {
  return Date.now() ^ (Math.random() * 0x1_0000_0000);
}

interface Run {
  first: number;
  seeds: number;
  numRuns: number;
}

/** The seeds and run count for this property, printed before it runs. */
function planRun(requestedRuns: number | undefined): Run {
  const first = envInteger('FC_SEED') ?? freshSeed();
  const seeds = Math.max(1, envInteger('FC_SEEDS') ?? 1);
  // FC_MAX_RUNS (the mutation run sets it) trims the few properties asking for thousands of cases.
  const numRuns = Math.max(MIN_RUNS, Math.min(requestedRuns ?? 0, envInteger('FC_MAX_RUNS') ?? Infinity));
  const name = expect.getState().currentTestName ?? 'property';
  const range = seeds > 1 ? `seeds ${first}…${first + seeds - 1}` : `seed ${first}`;
  console.info(`[fast-check] ${range}, ${numRuns} runs: ${name}`);
  return { first, seeds, numRuns };
}

export function assertProperty<Ts>(property: fc.IProperty<Ts>, params: fc.Parameters<Ts> = {}): void {
  const { first, seeds, numRuns } = planRun(params.numRuns);
  for (let i = 0; i < seeds; i++) {
    // fast-check keeps the low 32 bits of a seed; adding i walks to a different stream each time.
    fc.assert(property, { ...params, numRuns, seed: (first + i) | 0 });
  }
}

/** assertProperty for an `fc.asyncProperty`: the same minimum, seeds and printing; await it. */
export async function assertAsyncProperty<Ts>(
  property: fc.IAsyncProperty<Ts>,
  params: fc.Parameters<Ts> = {},
): Promise<void> {
  const { first, seeds, numRuns } = planRun(params.numRuns);
  for (let i = 0; i < seeds; i++) {
    await fc.assert(property, { ...params, numRuns, seed: (first + i) | 0 });
  }
}
