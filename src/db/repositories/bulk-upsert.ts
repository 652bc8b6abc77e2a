// Idempotent bulk writes on natural keys. Each chunk is one statement that passes every column as a
// single array parameter (`unnest`), which keeps both the statement and its building cheap for tens
// of thousands of rows. A conflicting row is updated only when a value really changes, so a second
// run of the same data reports every row unchanged and rewrites nothing.
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor.ts';
import { arrayParam } from './sql-arrays.ts';
import { writeStamp } from './write-stamp.ts';

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export const noWrites = (): WriteCounts => ({ inserted: 0, updated: 0, unchanged: 0 });

export function addCounts(a: WriteCounts, b: WriteCounts): WriteCounts {
  return {
    inserted: a.inserted + b.inserted,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
  };
}

export interface UpsertOptions {
  /** The natural key (a unique index or the primary key). */
  target: PgColumn[];
  /** A null in the new row keeps the stored value (sources that know only some columns). */
  keepWhenNull?: boolean;
  /** Stored values win; the new row only fills columns that are still null. */
  fillOnly?: boolean;
  /** jsonb columns merged key by key instead of replaced. */
  mergeJson?: PgColumn[];
  /** Set to the write stamp (write-stamp.ts) when the row changes; never compared. */
  touch?: PgColumn;
  /** Only insert: an existing row is left alone (append-only tables). */
  insertOnly?: boolean;
  /** Column-specific update rules, by column name: (stored value, incoming value) -> new value. */
  rules?: Record<string, (current: SQL, excluded: SQL) => SQL>;
  /** Called after each chunk, for progress bars. */
  onChunk?: (done: number, total: number) => void;
}

const CHUNK_ROWS = 2000;

interface Col {
  key: string;
  column: PgColumn;
  name: string;
  /** Element type of the array parameter. */
  paramType: string;
  /** Cast applied to each unnested element (array columns travel as their text literal). */
  cast: string;
}

export async function bulkUpsert<T extends PgTable>(
  db: Executor,
  table: T,
  input: readonly T['$inferInsert'][],
  options: UpsertOptions,
): Promise<WriteCounts> {
  if (input.length === 0) return noWrites();
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const rowsIn = input as readonly Record<string, unknown>[];
  // Only columns some row provides are written; the rest keep their defaults or stored values.
  const cols: Col[] = Object.entries(all)
    .filter(([key]) => rowsIn.some((r) => r[key] !== undefined))
    .map(([key, column]) => {
      const type = column.getSQLType();
      const isArray = type.endsWith('[]');
      return {
        key,
        column,
        name: column.name,
        paramType: isArray ? 'text' : type,
        cast: isArray ? type : '',
      };
    });
  const targetNames = new Set(options.target.map((c) => c.name));
  const keyCols = cols.filter((c) => targetNames.has(c.name));
  if (keyCols.length !== targetNames.size)
    throw new Error(`every row must give the key of ${getTableName(table)}`);
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(keyCols.map((c) => row[c.key] ?? null));
  // One statement cannot touch the same row twice: the last occurrence of a key wins.
  const rows = [...new Map(rowsIn.map((row) => [keyOf(row), row])).values()];
  const counts = noWrites();
  counts.unchanged += rowsIn.length - rows.length;

  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const tableName = ident(getTableName(table));
  const mergeNames = new Set((options.mergeJson ?? []).map((c) => c.name));
  const current = (c: Col) => sql.raw(`${tableName}.${ident(c.name)}`);
  const incoming = (c: Col): SQL => {
    const excluded = sql.raw(`excluded.${ident(c.name)}`);
    const rule = options.rules?.[c.name];
    if (rule) return rule(current(c), excluded);
    if (mergeNames.has(c.name)) return sql`coalesce(${current(c)}, '{}'::jsonb) || ${excluded}`;
    if (options.fillOnly) return sql`coalesce(${current(c)}, ${excluded})`;
    if (options.keepWhenNull) return sql`coalesce(${excluded}, ${current(c)})`;
    return excluded;
  };
  const compared = cols.filter((c) => !targetNames.has(c.name) && c.name !== options.touch?.name);
  const columnList = sql.raw(cols.map((c) => ident(c.name)).join(', '));
  const selectList = sql.raw(
    cols.map((c) => (c.cast ? `v.${ident(c.name)}::${c.cast}` : `v.${ident(c.name)}`)).join(', '),
  );
  const aliasList = sql.raw(cols.map((c) => ident(c.name)).join(', '));
  const conflict = sql.raw(options.target.map((c) => ident(c.name)).join(', '));
  let onConflict: SQL;
  if (options.insertOnly || compared.length === 0) {
    onConflict = sql`do nothing returning true as inserted`;
  } else {
    const sets = compared.map((c) => sql`${sql.raw(ident(c.name))} = ${incoming(c)}`);
    if (options.touch) sets.push(sql`${sql.raw(ident(options.touch.name))} = ${writeStamp()}`);
    const changed = sql.join(
      compared.map((c) => sql`(${incoming(c)}) is distinct from ${current(c)}`),
      sql` or `,
    );
    onConflict = sql`do update set ${sql.join(sets, sql`, `)} where ${changed} returning (xmax = 0) as inserted`;
  }

  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const arrays = cols.map((c) => {
      const values = chunk.map((row) => toDriver(c, row[c.key]));
      return arrayParam(values, c.paramType);
    });
    const result = await db.execute<{ inserted: boolean }>(sql`
      insert into ${sql.raw(tableName)} (${columnList})
      select ${selectList} from unnest(${sql.join(arrays, sql`, `)}) as v(${aliasList})
      on conflict (${conflict}) ${onConflict}`);
    const inserted = result.rows.filter((r) => r.inserted).length;
    counts.inserted += inserted;
    counts.updated += result.rows.length - inserted;
    counts.unchanged += chunk.length - result.rows.length;
    options.onChunk?.(Math.min(start + CHUNK_ROWS, rows.length), rows.length);
  }
  return counts;
}

function toDriver(c: Col, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (c.cast) return arrayLiteral(value as unknown[]);
  const mapped = c.column.mapToDriverValue(value);
  // jsonb's driver value is a string already; pg would otherwise serialise objects inside arrays oddly.
  return typeof mapped === 'object' && mapped !== null && !(mapped instanceof Date)
    ? JSON.stringify(mapped)
    : mapped;
}

function arrayLiteral(values: unknown[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
}
