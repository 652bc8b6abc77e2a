// The Top 5 card's tiers of spec 01 §2: the confidence badge from ggScore (80 High, 65 Moderate),
// and the value rating's colour tiers at 8 and 6 (the high-scoring flag comes from the API).
// The badge always carries its word (UI.md §4: never colour alone).
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export function confidenceBadge(ggScore: number): { label: 'High' | 'Moderate' | 'Low'; tone: BadgeTone } {
  if (ggScore >= 80) return { label: 'High', tone: 'positive' };
  if (ggScore >= 65) return { label: 'Moderate', tone: 'warning' };
  return { label: 'Low', tone: 'neutral' };
}

export function valueTier(rating: number | null): { label: string; className: string } {
  if (rating === null) return { label: 'no salary yet', className: 'text-moss-300' };
  if (rating >= 8) return { label: 'great value', className: 'text-leaf-400' };
  if (rating >= 6) return { label: 'fair value', className: 'text-banana-400' };
  return { label: 'poor value', className: 'text-moss-300' };
}

/** BioBoost display tiers of spec 01 §9 (the card colour), with the word beside the number. */
export function bioBoostTier(score: number): { label: string; className: string } {
  if (score >= 90) return { label: 'peak', className: 'text-ember-400' };
  if (score >= 75) return { label: 'strong', className: 'text-leaf-400' };
  if (score >= 60) return { label: 'average', className: 'text-banana-400' };
  return { label: 'low', className: 'text-moss-300' };
}
