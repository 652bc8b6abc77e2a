/** The plan's price as every screen writes it: "$10/month" (cents only when there are some: "$9.50/month"). */
export function planPriceText(plan: { priceCents: number }): string {
  const dollars = plan.priceCents / 100;
  const amount = Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
  return `$${amount}/month`;
}

/** The price as schema.org's Offer wants it: "10.00". */
export const planPriceDecimal = (plan: { priceCents: number }): string => (plan.priceCents / 100).toFixed(2);
