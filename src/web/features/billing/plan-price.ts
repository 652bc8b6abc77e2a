// The plan's price as every screen shows it: from the server's configuration (PLAN_PRICE_CENTS, served
// in GET /api/config and passed down by the route or frame), never typed into a component.

/** "$10/month" for 1000 cents, "$9.99/month" for 999; null (not known yet) stays null. */
export function formatPlanPrice(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toFixed(0) : dollars.toFixed(2)}/month`;
}
