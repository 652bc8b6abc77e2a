// Spec 02's personalised tips, from the profile and the strategy it produced.
import type { GameStrategy } from './generate.ts';
import type { StrategyProfile } from './profile.ts';

export function personalizedTips(profile: StrategyProfile, strategies: readonly GameStrategy[]): string[] {
  const tips: string[] = [];
  if (profile.experience === 'beginner') {
    tips.push('Start with smaller unit sizes until you build confidence.');
    tips.push('Focus on learning one bet type well before expanding.');
  }
  if (profile.riskTolerance === 'conservative' && strategies.length > 3)
    tips.push('Consider reducing bet count to maintain a conservative approach.');
  if (profile.bettingStyle === 'value' && !strategies.some((s) => s.overallConfidence > 80))
    tips.push('No high-value spots found: consider waiting for better opportunities.');
  if (strategies.some((s) => s.bets.some((b) => b.expectedValue !== null && b.expectedValue < 0)))
    tips.push(
      'A bet with a negative expected value fits your rules but loses money on average at its price.',
    );
  tips.push(
    'Remember: BioBoost is one factor. Trust your research, and bet only what you can afford to lose.',
  );
  return tips;
}
