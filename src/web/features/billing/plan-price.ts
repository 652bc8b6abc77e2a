// The plan's price as every screen shows it: from the server's configuration (PLAN_PRICE_CENTS, served
// in GET /api/config and passed down by the route or frame), never typed into a component. One writer:
// shared/plan-price.ts.
import { planPriceText } from '../../../shared/plan-price.ts';

/** "$10/month" for 1000 cents, "$9.99/month" for 999; null (not known yet) stays null. */
export function formatPlanPrice(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : planPriceText({ priceCents: cents });
}
