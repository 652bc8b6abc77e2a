// Typed rows for raw SQL (decision 104). `db.execute` returns rows of unknown shape, and pg hands
// back int8 and numeric as text and timestamps as Date. A row schema states each column's type once,
// converts it, and refuses a row that does not fit (a renamed column, a null where none may be),
// where a per-field cast would read it as NaN, 0 or "null" and go on.
import { z } from 'zod';

/** A number column: a JSON number, or the text pg gives int8/numeric; never null, never NaN. */
export const sqlNumber = z
  .union([z.number(), z.string().trim().min(1)])
  .transform(Number)
  .pipe(z.number()); // z.number() refuses NaN and ±Infinity

/**
 * A timestamp column: a Date, or the text Drizzle's pg driver hands back for timestamptz in raw
 * queries ('2025-12-07 18:00:00+00'); text that is no instant is refused.
 */
export const sqlTime = z
  .union([z.date(), z.string().trim().min(1)])
  .transform((v) => new Date(v))
  .pipe(z.date()); // z.date() refuses an Invalid Date

/** Parses every row with `schema`; the first misfit throws, naming the row and the column. */
export function parseRows<S extends z.ZodType>(schema: S, rows: readonly unknown[]): z.output<S>[] {
  return rows.map((row, i) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new Error(`row ${i + 1}, column ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
  });
}
