/**
 * "Nm ago" / "Nh ago" / "Nd ago" relative to `now` (the server's clock, so replay mode reads right).
 * A missing or invalid timestamp reads "Just now" (spec 01 §8).
 */
export function timeAgo(timestamp: string | null | undefined, now: Date): string {
  const then = timestamp ? new Date(timestamp).getTime() : Number.NaN;
  if (Number.isNaN(then)) return 'Just now';
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
