// Makes someone premium in a test the only way the app knows: a `subscriptions` row Stripe would have
// written (status 'active', paid until `until`), read by hasPremium. Shared by the access and billing tests.
import { subscriptions } from '../../src/db/schema/subscriptions.ts';
import type { TestDatabase } from './test-db.ts';

export async function grantPremium(
  db: TestDatabase['db'],
  userId: string,
  until: Date | string,
): Promise<void> {
  const end = new Date(until);
  await db.orm
    .insert(subscriptions)
    .values({
      userId,
      status: 'active',
      currentPeriodEnd: end,
      lastEventAt: new Date(0),
      updatedAt: new Date(0),
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { status: 'active', currentPeriodEnd: end },
    });
}
