// Every database says what it holds: the live app's data, or a replay as of one instant
// (docs/decisions/015-replay-isolation.md). A process refuses to open a database stamped for another
// purpose, so a replay can never write into what a live run trusts, nor a live run read a replay's rows.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from './executor.ts';

export type DatabasePurpose = { kind: 'live' } | { kind: 'replay'; asOf: Date };

const KEY = 'database_purpose';
const Stored = z.union([
  z.object({ kind: z.literal('live') }),
  z.object({ kind: z.literal('replay'), asOf: z.iso.datetime() }),
]);

export class DatabasePurposeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabasePurposeError';
  }
}

export const describePurpose = (p: DatabasePurpose) =>
  p.kind === 'live' ? "the live app's data" : `a replay as of ${p.asOf.toISOString()}`;

const same = (a: DatabasePurpose, b: DatabasePurpose) =>
  a.kind === b.kind && (a.kind === 'live' || a.asOf.getTime() === (b as { asOf: Date }).asOf.getTime());

/**
 * Stamps an unstamped database with `purpose`, or checks the stamp it has. A replay only ever stamps an
 * empty database: one that already holds runs or games belongs to someone else (most likely the live
 * app from before stamps existed).
 */
export async function claimDatabase(db: Executor, purpose: DatabasePurpose): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting at once on a fresh database must not both stamp it.
    await tx.execute(sql`select pg_advisory_xact_lock(${0x6767}, ${0x70757270})`);
    const found = await tx.execute<{ value: unknown }>(sql`select value from settings where key = ${KEY}`);
    const row = found.rows[0];
    if (row) {
      const parsed = Stored.safeParse(row.value);
      if (!parsed.success) throw new DatabasePurposeError(`The database's ${KEY} setting is not readable.`);
      const stamped: DatabasePurpose =
        parsed.data.kind === 'live' ? { kind: 'live' } : { kind: 'replay', asOf: new Date(parsed.data.asOf) };
      if (!same(stamped, purpose)) throw mismatch(stamped, purpose);
      return;
    }
    if (purpose.kind === 'replay') {
      const used = await tx.execute<{ used: boolean }>(
        sql`select exists (select 1 from provider_runs) or exists (select 1 from games) as used`,
      );
      if (used.rows[0]?.used) {
        throw new DatabasePurposeError(
          `This database already holds data but says nothing about what it is, so it is taken to be the live app's. ` +
            `A replay writes only into an empty database of its own (see REPLAY_DATABASE_URL in the README).`,
        );
      }
    }
    const value =
      purpose.kind === 'live' ? { kind: 'live' } : { kind: 'replay', asOf: purpose.asOf.toISOString() };
    await tx.execute(sql`insert into settings (key, value) values (${KEY}, ${JSON.stringify(value)}::jsonb)`);
  });
}

function mismatch(stamped: DatabasePurpose, wanted: DatabasePurpose): DatabasePurposeError {
  const fix =
    wanted.kind === 'live'
      ? `Set NOW=${(stamped as { asOf: Date }).asOf.toISOString()} to serve that replay, or point DATABASE_URL at the live database.`
      : stamped.kind === 'live'
        ? 'A replay never writes into the live database: set REPLAY_DATABASE_URL to an empty database of its own, or leave DATABASE_URL unset so the replay gets its own folder under DATA_DIR/replays.'
        : `Use that replay's instant in NOW, or give this replay a database of its own.`;
  return new DatabasePurposeError(
    `Refusing to open this database as ${describePurpose(wanted)}: it holds ${describePurpose(stamped)}. ${fix}`,
  );
}

/** What the database is stamped as, if anything (the status page and tests read it). */
export async function databasePurpose(db: Executor): Promise<DatabasePurpose | undefined> {
  const found = await db.execute<{ value: unknown }>(sql`select value from settings where key = ${KEY}`);
  const parsed = Stored.safeParse(found.rows[0]?.value);
  if (!parsed.success) return undefined;
  return parsed.data.kind === 'live'
    ? { kind: 'live' }
    : { kind: 'replay', asOf: new Date(parsed.data.asOf) };
}
