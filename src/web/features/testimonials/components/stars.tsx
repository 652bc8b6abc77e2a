import { Star } from 'lucide-react';

/** A 1–5 rating as five stars, read out as "4 of 5 stars"; nothing when the writer gave none. */
export function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return <p className="text-sm text-moss-300">No rating given</p>;
  return (
    <p role="img" aria-label={`${rating} of 5 stars`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= rating ? 'size-4 fill-banana-400 text-banana-400' : 'size-4 text-canopy-500'}
        />
      ))}
    </p>
  );
}
