// A whole folder's mutation score from the incremental files of its small scopes (decision 141): each
// scope's run (`--mutate a.ts,b.ts --incrementalFile reports/mutation/chunks/<folder>-<x>.json`) keeps
// the status of its files' mutants; a file no scope has run counts all its mutants as "no coverage",
// their number taken from StrykerJS's own instrumenter (the mutants a run would make, static ones
// included: a run would ignore those, so the figure is a lower bound).
//   npx tsx scripts/mutation-folder-score.ts src/db/repositories repositories
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';

const [dir = 'src/db/repositories', prefix = 'repositories'] = process.argv.slice(2);
const CHUNKS = 'reports/mutation/chunks';

interface Tally {
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  scope: string;
}
const tally = new Map<string, Tally>();

// Newest scope last, so a file measured in two scopes keeps the later result.
const chunkFiles = existsSync(CHUNKS)
  ? readdirSync(CHUNKS)
      .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.json'))
      .map((f) => path.join(CHUNKS, f))
      .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
  : [];
for (const chunk of chunkFiles) {
  const report = JSON.parse(readFileSync(chunk, 'utf8')) as {
    files: Record<string, { mutants: { status: string }[] }>;
  };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const rel = path.relative(process.cwd(), path.resolve(file));
    if (!rel.startsWith(`${dir}/`)) continue;
    const t: Tally = { killed: 0, survived: 0, noCoverage: 0, ignored: 0, scope: path.basename(chunk) };
    for (const m of mutants) {
      if (m.status === 'Killed' || m.status === 'Timeout') t.killed++;
      else if (m.status === 'Survived') t.survived++;
      else if (m.status === 'NoCoverage') t.noCoverage++;
      else t.ignored++;
    }
    tally.set(rel, t);
  }
}

const sources = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => `${dir}/${f}`);
const unmeasured = sources.filter((f) => !tally.has(f));
const quiet = () => {};
const logger = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => true,
  isErrorEnabled: () => true,
  isFatalEnabled: () => true,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: console.warn,
  error: console.error,
  fatal: console.error,
};
const { mutants } = await new Instrumenter(logger).instrument(
  unmeasured.map((name) => ({ name, content: readFileSync(name, 'utf8'), mutate: true })),
  { plugins: null, excludedMutations: [], ignorers: [] },
);
for (const m of mutants) {
  const rel = path.relative(process.cwd(), path.resolve(m.fileName));
  const t = tally.get(rel) ?? { killed: 0, survived: 0, noCoverage: 0, ignored: 0, scope: '(not run)' };
  t.noCoverage++;
  tally.set(rel, t);
}

const sum = { killed: 0, survived: 0, noCoverage: 0, ignored: 0 };
const rows = [...tally].sort(([a], [b]) => a.localeCompare(b));
const pct = (t: { killed: number; survived: number; noCoverage: number }) => {
  const valid = t.killed + t.survived + t.noCoverage;
  return valid === 0 ? '—' : `${((100 * t.killed) / valid).toFixed(2)}%`;
};
for (const [file, t] of rows) {
  sum.killed += t.killed;
  sum.survived += t.survived;
  sum.noCoverage += t.noCoverage;
  sum.ignored += t.ignored;
  console.log(`${pct(t).padStart(8)}  ${t.killed} / ${t.survived} / ${t.noCoverage}  ${file}  ${t.scope}`);
}
const measured = rows.filter(([, t]) => t.scope !== '(not run)');
const m = measured.reduce(
  (s, [, t]) => ({
    killed: s.killed + t.killed,
    survived: s.survived + t.survived,
    noCoverage: s.noCoverage + t.noCoverage,
  }),
  { killed: 0, survived: 0, noCoverage: 0 },
);
console.log(
  `\n${dir}: ${pct(sum)} (killed+timeout ${sum.killed} / survived ${sum.survived} / no coverage ${sum.noCoverage}; ignored ${sum.ignored}); ` +
    `${measured.length} of ${rows.length} files measured: ${pct(m)} over them (${m.killed} / ${m.survived} / ${m.noCoverage})`,
);
