// 'Your Personal Picks' on Home (spec 01 §9, issue 11 §7): a signed-in person's picks are scored with
// their own profile (risk tolerance, favourite teams, the bet tracker's bankroll and max bet); a visitor
// sees them scored for the spec's labelled sample bettor (docs/decisions/060 and 071).
import { Link } from 'react-router';
import { SAMPLE_PROFILE } from '../../../domain/personal/sample-profile.ts';
import type { PersonalProfileResponse } from '../../../shared/api/personal-profile.ts';
import type { PlayerCard } from '../../../shared/api/players.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PersonalPicks } from '../../features/players/components/personal-picks.tsx';
import { usePersonalProfile } from '../../features/profile/api/personal-profile.ts';
import { useRgStatus } from '../../features/rg/api/rg-status.ts';

const SAMPLE_SUMMARY = `You are not signed in, so these picks are scored for the spec's sample bettor: bankroll $${SAMPLE_PROFILE.bankrollSize}, stakes up to $${SAMPLE_PROFILE.maxBetSize}, favourite teams ${SAMPLE_PROFILE.favoriteTeams.join(', ')}, favourite positions ${SAMPLE_PROFILE.preferences.favoritePositions.join(', ')}, ${SAMPLE_PROFILE.riskTolerance} risk, minimum ggScore ${SAMPLE_PROFILE.preferences.minConfidence}, injured players avoided.`;

function ownSummary(p: PersonalProfileResponse) {
  const bankroll =
    p.bankroll === null
      ? 'no bankroll set, so stakes show the spec’s default $25'
      : `bankroll $${p.bankroll}`;
  const cap =
    p.bankroll === null ? null : p.maxBet === null ? 'stakes up to 10% of it' : `stakes up to $${p.maxBet}`;
  const teams =
    p.favoriteTeams.length === 0 ? 'no favourite teams' : `favourite teams ${p.favoriteTeams.join(', ')}`;
  const injured = p.profile.preferences.avoidInjured
    ? 'injured players avoided'
    : 'injured players not marked down';
  return (
    <>
      Scored for you:{' '}
      {[bankroll, cap, teams, `${p.riskTolerance} risk`, 'minimum ggScore 70', injured]
        .filter(Boolean)
        .join(', ')}
      .{' '}
      <Link className="text-banana-400 hover:underline" to="/profile?tab=preferences">
        Change your betting preferences
      </Link>
    </>
  );
}

export function PersonalSection({ players }: { players: readonly PlayerCard[] }) {
  const rg = useRgStatus();
  const signedIn = rg.data?.signedIn === true;
  const own = usePersonalProfile(signedIn);
  // Until the sign-in is known, neither profile: a signed-in person never sees the sample first.
  if (rg.isPending) return <Skeleton className="h-48" />;
  if (!signedIn) {
    return (
      <PersonalPicks
        players={players}
        profile={SAMPLE_PROFILE}
        profileLabel="Sample profile"
        profileSummary={SAMPLE_SUMMARY}
      />
    );
  }
  return (
    <QueryState query={own} what="your betting profile" pending={<Skeleton className="h-48" />}>
      {(data) => (
        <PersonalPicks
          players={players}
          profile={data.profile}
          profileLabel="Your profile"
          profileSummary={ownSummary(data)}
        />
      )}
    </QueryState>
  );
}
