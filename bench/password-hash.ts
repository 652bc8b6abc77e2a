// The cost of one password hash at the chosen argon2id parameters (RELIABILITY T03a: under 1 s), and
// whether hashing stays off the event loop (its delay while 4 hashes run at once):
//   npx tsx bench/password-hash.ts
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../src/server/auth/password-hash.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const hashes: number[] = [];
let hash = '';
for (let i = 0; i < 20; i++) {
  hashes.push(
    await ms(async () => {
      hash = await hashPassword(`bench-password-${i}`);
    }),
  );
}
const verifies: number[] = [];
for (let i = 0; i < 20; i++)
  verifies.push(await ms(() => verifyPassword({ hash, password: 'bench-password-19' })));

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const parallel = await ms(() => Promise.all(Array.from({ length: 4 }, (_, i) => hashPassword(`p-${i}`))));
delay.disable();

console.log(
  `argon2id m=${ARGON2_PARAMS.memoryCost} KiB t=${ARGON2_PARAMS.timeCost} p=${ARGON2_PARAMS.parallelism}`,
);
console.log(
  `hash:   median ${median(hashes).toFixed(0)} ms, max ${Math.max(...hashes).toFixed(0)} ms (20 runs)`,
);
console.log(
  `verify: median ${median(verifies).toFixed(0)} ms, max ${Math.max(...verifies).toFixed(0)} ms (20 runs)`,
);
console.log(
  `4 at once: ${parallel.toFixed(0)} ms; event-loop delay meanwhile p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`,
);
