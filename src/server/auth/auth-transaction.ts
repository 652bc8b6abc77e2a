// One PostgreSQL transaction around a better-auth call and our own writes (the mail outbox): either
// the account change and its mail both commit, or neither does.
//
// better-auth joins a transaction found in its AsyncLocalStorage (`runWithTransaction`), and runs
// "after commit" hooks from the same store. We open the transaction with Drizzle, give better-auth an
// adapter bound to it through that store, and give our code the same `tx` through our own store.
// This leans on @better-auth/core's context module (pinned with better-auth; decision 044); the
// rollback tests in routes/auth.test.ts fail if an upgrade changes it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { getCurrentDBAdapterAsyncLocalStorage } from '@better-auth/core/context';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/repositories/executor.ts';

interface OurStore {
  tx: Executor;
  /** Errors better-auth swallowed: it logs a failing mail callback and answers as if it worked. */
  failures: unknown[];
}

const ourTransaction = new AsyncLocalStorage<OurStore>();

/**
 * Runs a write (mail) from inside a better-auth callback in the surrounding transaction. If it fails,
 * the transaction fails too, even though better-auth would carry on.
 */
export async function inCurrentAuthTransaction(write: (tx: Executor) => Promise<unknown>): Promise<void> {
  const store = ourTransaction.getStore();
  if (!store) throw new Error('Account mail must be written inside an auth transaction');
  try {
    await write(store.tx);
  } catch (error) {
    store.failures.push(error);
    throw error;
  }
}

export type AuthTransaction = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

export function authTransactions(
  db: Database,
  schema: Record<string, unknown>,
  authOptions: () => Parameters<ReturnType<typeof drizzleAdapter>>[0],
): AuthTransaction {
  return async (work) => {
    const store = await getCurrentDBAdapterAsyncLocalStorage();
    const pendingHooks: Array<() => Promise<void>> = [];
    const result = await db.orm.transaction(async (tx) => {
      const adapter = drizzleAdapter(tx, { provider: 'pg', schema })(authOptions());
      const ours: OurStore = { tx, failures: [] };
      const value = await store.run({ adapter, pendingHooks, isTransactionActive: true }, () =>
        ourTransaction.run(ours, () => work(tx)),
      );
      if (ours.failures.length > 0) throw ours.failures[0];
      return value;
    });
    for (const hook of pendingHooks) await hook();
    return result;
  };
}
