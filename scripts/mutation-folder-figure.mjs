// A folder's mutation score put together from its scope runs (decisions 137, 142): the folder is too
// large to run whole under the shared lock, so each scope keeps its own incremental file
// (reports/mutation/chunks/<prefix>-*.json); a file that no scope mutated counts every mutant StrykerJS's
// instrumenter finds in it as "no coverage" (no test is run here; static mutants, which a run would
// ignore, are counted too, so the figure is a lower bound).
//   node scripts/mutation-folder-figure.mjs src/server/routes routes
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';

const [dir, prefix] = process.argv.slice(2);
if (!dir || !prefix)
  throw new Error('usage: node scripts/mutation-folder-figure.mjs <folder> <chunk prefix>');

const chunks = 'reports/mutation/chunks';
const measured = new Map();
for (const name of (existsSync(chunks) ? readdirSync(chunks) : [])
  .filter((n) => n.startsWith(`${prefix}-`) && n.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(chunks, name), 'utf8'));
  for (const [file, data] of Object.entries(report.files ?? {})) {
    // A later scope file of the same source replaces an earlier one (files are read in name order).
    if (file.startsWith(`${dir}/`)) measured.set(file, { chunk: name, mutants: data.mutants });
  }
}

const silent = new Proxy({}, { get: (_t, key) => (String(key).startsWith('is') ? () => false : () => {}) });
const instrumenter = new Instrumenter(silent);
const sources = readdirSync(dir)
  .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
  .map((n) => `${dir}/${n}`);

const totals = { detected: 0, survived: 0, noCoverage: 0 };
const rows = [];
for (const file of sources) {
  const row = { file, detected: 0, survived: 0, noCoverage: 0, from: 'never run' };
  const run = measured.get(file);
  if (run) {
    row.from = run.chunk;
    for (const m of run.mutants) {
      if (m.status === 'Killed' || m.status === 'Timeout') row.detected += 1;
      else if (m.status === 'Survived') row.survived += 1;
      else if (m.status === 'NoCoverage') row.noCoverage += 1;
    }
  } else {
    const result = await instrumenter.instrument(
      [{ name: file, content: readFileSync(file, 'utf8'), mutate: true }],
      { plugins: null, excludedMutations: [], ignorers: [], noHeader: false },
    );
    row.noCoverage = result.mutants.filter((m) => m.status === undefined).length;
  }
  for (const k of Object.keys(totals)) totals[k] += row[k];
  rows.push(row);
}

const score = (r) => {
  const valid = r.detected + r.survived + r.noCoverage;
  return valid === 0 ? '—' : `${((100 * r.detected) / valid).toFixed(2)}%`;
};
for (const r of rows.sort((a, b) => a.file.localeCompare(b.file))) {
  console.log([path.basename(r.file), score(r), r.detected, r.survived, r.noCoverage, r.from].join('\t'));
}
const ran = rows.filter((r) => r.from !== 'never run');
const sum = (rs, k) => rs.reduce((s, r) => s + r[k], 0);
const ranTotals = {
  detected: sum(ran, 'detected'),
  survived: sum(ran, 'survived'),
  noCoverage: sum(ran, 'noCoverage'),
};
console.log(
  `files run: ${ran.length} of ${rows.length}, ${score(ranTotals)} over them (${ranTotals.detected} / ${ranTotals.survived} / ${ranTotals.noCoverage})`,
);
console.log(
  `whole folder: ${score(totals)} (detected ${totals.detected} / survived ${totals.survived} / no coverage ${totals.noCoverage})`,
);
