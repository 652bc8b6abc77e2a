// One PostgreSQL server for the whole test run: the embedded one (in a temp folder), or the external
// server named by TEST_DATABASE_URL (a superuser URL). A migrated template database is made once; each
// test file clones it (tests/support/test-db.ts), which takes milliseconds instead of re-migrating.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { runMigrations } from '../../src/db/migrate.ts';

export interface TestDbInfo {
  superuserUrl: string;
  template: string;
  external: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

interface Shared {
  info: Promise<TestDbInfo>;
  users: number;
  stop: () => Promise<void>;
}

// Several projects (api, e2e) list this file; the main Vitest process shares globalThis, so the server
// starts once and stops when the last project is done with it.
const KEY = Symbol.for('go-gorilla.test-db');
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

export default async function setup(project: TestProject) {
  let shared = registry[KEY];
  if (!shared) {
    let stop = async () => {};
    const info = (async () => {
      const external = process.env.TEST_DATABASE_URL;
      let superuserUrl: string;
      if (external) {
        superuserUrl = external;
      } else {
        const dir = await mkdtemp(path.join(tmpdir(), 'gg-test-pg-'));
        const server = await startEmbeddedPostgres({
          dataDir: dir,
          // Test data is thrown away, but fsync stays on: the app's start-up check refuses without it.
          settings: { max_connections: '300', shared_buffers: '128MB' },
        });
        superuserUrl = server.superuserUrl;
        stop = async () => {
          await server.stop();
          await rm(dir, { recursive: true, force: true });
        };
      }
      const template = `gg_template_${process.pid}`;
      await createTemplate(superuserUrl, template);
      const previousStop = stop;
      stop = async () => {
        // The loaded fixtures built from the template during the run (tests/support/fixture-db.ts).
        for (const name of await databasesNamed(superuserUrl, `${template}_fx_`))
          await dropDatabase(superuserUrl, name).catch(() => {});
        await dropDatabase(superuserUrl, template).catch(() => {});
        await previousStop();
      };
      return { superuserUrl, template, external: Boolean(external) };
    })();
    shared = { info, users: 0, stop: () => stop() };
    registry[KEY] = shared;
  }
  shared.users += 1;
  project.provide('testDb', await shared.info);
  return async () => {
    const current = registry[KEY];
    if (!current) return;
    current.users -= 1;
    if (current.users === 0) {
      registry[KEY] = undefined;
      await current.stop();
    }
  };
}

async function createTemplate(superuserUrl: string, name: string): Promise<void> {
  await dropDatabase(superuserUrl, name);
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  await admin.end();
  const db = connectDatabase(withDatabase(superuserUrl, name), { max: 2 });
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
}

export async function dropDatabase(superuserUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
  } finally {
    await admin.end();
  }
}

async function databasesNamed(superuserUrl: string, prefix: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    return rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
