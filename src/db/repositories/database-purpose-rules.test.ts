// The database's purpose stamp (decision 015, the repositories' fast test set: decisions 128, 137): a
// database is stamped once, by the first process that opens it, and every later process must want the
// same purpose, or it stops with a message saying what the database holds and what to set instead. A
// replay stamps only an empty database. Each test has a database of its own (the stamp is per database).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { claimDatabase, DatabasePurposeError, databasePurpose, describePurpose } from './database-purpose.ts';
import { startRun } from './provider-runs.ts';

const opened: TestDatabase[] = [];
async function fresh(): Promise<TestDatabase> {
  const t = await createTestDatabase();
  opened.push(t);
  return t;
}
afterAll(() => Promise.all(opened.map((t) => t.destroy())));

const live = { kind: 'live' } as const;
const replayAt = (iso: string) => ({ kind: 'replay', asOf: new Date(iso) }) as const;

/** The error a claim fails with (its class and message are what the operator sees at start). */
async function refusal(claim: Promise<void>): Promise<DatabasePurposeError> {
  const error = await claim.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatabasePurposeError);
  expect((error as Error).name).toBe('DatabasePurposeError');
  return error as DatabasePurposeError;
}

describe('describing a purpose', () => {
  it('names the live data, or the replay with its instant', () => {
    expect(describePurpose(live)).toBe("the live app's data");
    expect(describePurpose(replayAt('2025-11-02T18:00:00Z'))).toBe('a replay as of 2025-11-02T18:00:00.000Z');
  });
});

describe('a live database', () => {
  it('is stamped live by its first opening, opens live again, and refuses a replay with what to set', async () => {
    const t = await fresh();
    expect(await databasePurpose(t.db.orm)).toBeUndefined();
    await claimDatabase(t.db.orm, live);
    expect(await databasePurpose(t.db.orm)).toEqual(live);
    await claimDatabase(t.db.orm, live);
    const stamps = await t.db.orm.execute(sql`select value from settings where key = 'database_purpose'`);
    expect(stamps.rows).toEqual([{ value: { kind: 'live' } }]);

    const error = await refusal(claimDatabase(t.db.orm, replayAt('2025-11-02T18:00:00Z')));
    expect(error.message).toBe(
      "Refusing to open this database as a replay as of 2025-11-02T18:00:00.000Z: it holds the live app's data. " +
        'A replay never writes into the live database: set REPLAY_DATABASE_URL to an empty database of its own, ' +
        'or leave DATABASE_URL unset so the replay gets its own folder under DATA_DIR/replays.',
    );
    // Refused without changing the stamp.
    expect(await databasePurpose(t.db.orm)).toEqual(live);
  });

  it('is stamped live even when it already holds games (the live app from before stamps existed)', async () => {
    const t = await fresh();
    await gameOf(t.db.orm, '2025_01_KC_BUF', '2025-09-07T17:00:00Z');
    await claimDatabase(t.db.orm, live);
    expect(await databasePurpose(t.db.orm)).toEqual(live);
  });
});

describe('a replay database', () => {
  it('is stamped with its instant, opens again at the same instant, and refuses another instant or the live app', async () => {
    const t = await fresh();
    await claimDatabase(t.db.orm, replayAt('2025-11-02T18:00:00Z'));
    expect(await databasePurpose(t.db.orm)).toEqual(replayAt('2025-11-02T18:00:00Z'));
    // The same instant written another way is the same replay.
    await claimDatabase(t.db.orm, replayAt('2025-11-02T13:00:00-05:00'));

    // One millisecond later is another replay.
    const other = await refusal(claimDatabase(t.db.orm, replayAt('2025-11-02T18:00:00.001Z')));
    expect(other.message).toBe(
      'Refusing to open this database as a replay as of 2025-11-02T18:00:00.001Z: it holds a replay as of ' +
        "2025-11-02T18:00:00.000Z. Use that replay's instant in NOW, or give this replay a database of its own.",
    );
    const asLive = await refusal(claimDatabase(t.db.orm, live));
    expect(asLive.message).toBe(
      "Refusing to open this database as the live app's data: it holds a replay as of 2025-11-02T18:00:00.000Z. " +
        'Set NOW=2025-11-02T18:00:00.000Z to serve that replay, or point DATABASE_URL at the live database.',
    );
    const stamps = await t.db.orm.execute(sql`select value from settings where key = 'database_purpose'`);
    expect(stamps.rows).toEqual([{ value: { kind: 'replay', asOf: '2025-11-02T18:00:00.000Z' } }]);
  });

  it('never stamps a database that holds games or provider runs but no stamp', async () => {
    const message =
      'This database already holds data but says nothing about what it is, so it is taken to be the ' +
      "live app's. A replay writes only into an empty database of its own (see REPLAY_DATABASE_URL in the README).";
    const withGames = await fresh();
    await gameOf(withGames.db.orm, '2025_01_KC_BUF', '2025-09-07T17:00:00Z');
    expect((await refusal(claimDatabase(withGames.db.orm, replayAt('2025-11-02T18:00:00Z')))).message).toBe(
      message,
    );
    expect(await databasePurpose(withGames.db.orm)).toBeUndefined();

    const withRuns = await fresh();
    await startRun(withRuns.db.orm, 'nflverse', new Date('2025-09-01T00:00:00Z'));
    expect((await refusal(claimDatabase(withRuns.db.orm, replayAt('2025-11-02T18:00:00Z')))).message).toBe(
      message,
    );
    expect(await databasePurpose(withRuns.db.orm)).toBeUndefined();
  });
});

describe('an unreadable stamp', () => {
  it('stops every opening and reads as no purpose', async () => {
    const t = await fresh();
    // A replay stamp without its instant.
    await t.db.orm.execute(
      sql`insert into settings (key, value) values ('database_purpose', '{"kind":"replay"}'::jsonb)`,
    );
    expect(await databasePurpose(t.db.orm)).toBeUndefined();
    for (const purpose of [live, replayAt('2025-11-02T18:00:00Z')]) {
      expect((await refusal(claimDatabase(t.db.orm, purpose))).message).toBe(
        "The database's database_purpose setting is not readable.",
      );
    }
  });
});

describe('processes opening a fresh database at once', () => {
  it('stamp it once: the others see the first one’s stamp, never a duplicate', async () => {
    // Three rounds of five openings at once (the pool's five connections): three live, two replays.
    for (let round = 0; round < 3; round += 1) {
      const t = await fresh();
      const wanted = [live, replayAt('2025-11-02T18:00:00Z'), live, replayAt('2025-11-02T18:00:00Z'), live];
      const results = await Promise.allSettled(wanted.map((p) => claimDatabase(t.db.orm, p)));
      const stamped = await databasePurpose(t.db.orm);
      // Every opening that wanted the stamp's purpose opened; every other one was refused by the stamp.
      results.forEach((r, i) => {
        const same = wanted[i]?.kind === stamped?.kind;
        expect(r.status).toBe(same ? 'fulfilled' : 'rejected');
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DatabasePurposeError);
      });
      const stamps = await t.db.orm.execute(
        sql`select count(*)::int as n from settings where key = 'database_purpose'`,
      );
      expect(stamps.rows).toEqual([{ n: 1 }]);
    }
  });
});
