// Counts the type assertions (`x as T`, `<T>x`; not `as const`) in the source outside tests, per file:
// the figure issue 22 asked to halve (decision 104). `npx tsx scripts/count-casts.ts [top-N]`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !/\.test\.tsx?$|\.test-data\.ts$/.test(f));

const isConst = (type: ts.TypeNode) => ts.isTypeReferenceNode(type) && type.typeName.getText() === 'const';

const perFile = new Map<string, number>();
let total = 0;
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let n = 0;
  const walk = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node.type)) n++;
    ts.forEachChild(node, walk);
  };
  walk(source);
  if (n) perFile.set(file, n);
  total += n;
}
console.log(`${total} casts in ${perFile.size} of ${files.length} source files (tests excluded)`);
const top = Number(process.argv[2] ?? 20);
for (const [file, n] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${n}\t${file}`);
