// npm run docs:tables [-- --check]: rewrites every table docs/*.md (docs/record.md above all, decision
// 096), the README and the decisions quote under a `<!-- record:NAME COMMAND -->` marker with what
// COMMAND prints today (the game record, the player and DFS tables, the props median view; decision 083).
// Run it after `npm run ingest -- all` (NFL_DATA_DIR set) on the database the commands read. --check
// changes nothing and exits 1 when a table differs.
// The tests (record-tables, player-tables) recompute the same tables from the data pack.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markedTables, markerCommand, replaceTables } from './doc-tables.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const markdownIn = (folder: string) =>
  readdirSync(path.join(root, folder))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(root, folder, f));
const documents = [path.join(root, 'README.md'), ...markdownIn('docs'), ...markdownIn('docs/decisions')];

const check = process.argv.includes('--check');
const texts = new Map(documents.map((file) => [file, readFileSync(file, 'utf8')]));
const commands = new Set([...texts.values()].flatMap((t) => [...markedTables(t).keys()].map(markerCommand)));

const printed = new Map<string, string[]>();
for (const command of commands) {
  const args = command.replace(/^npm run /, '').split(' ');
  console.log(`$ ${command}`);
  const output = execFileSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8' });
  for (const [marker, table] of markedTables(output)) printed.set(marker, table);
}

let differing = 0;
for (const [file, text] of texts) {
  const next = replaceTables(text, printed);
  if (next === text) continue;
  differing += 1;
  console.log(`${check ? 'differs' : 'rewritten'}: ${path.relative(root, file)}`);
  if (!check) writeFileSync(file, next);
}
console.log(
  differing === 0
    ? 'Every marked table is what its command prints.'
    : `${differing} file(s) ${check ? 'differ' : 'rewritten'}.`,
);
process.exit(check && differing > 0 ? 1 : 0);
