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

const ourTransaction = new AsyncLocalStorage<Executor>();

/** The transaction of the surrounding inAuthTransaction; mail is never written outside one. */
export function currentAuthTransaction(): Executor {
  const tx = ourTransaction.getStore();
  if (!tx) throw new Error('Account mail must be written inside inAuthTransaction()');
  return tx;
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
      return store.run({ adapter, pendingHooks, isTransactionActive: true }, () =>
        ourTransaction.run(tx, () => work(tx)),
      );
    });
    for (const hook of pendingHooks) await hook();
    return result;
  };
}
