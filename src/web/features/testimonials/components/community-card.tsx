import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Spec 02's community join card: our challenges, and the chat when one is configured. */
export function CommunityCard({ chat }: { chat: string | null | undefined }) {
  return (
    <Card tone="highlight">
      <h2 className="flex items-center gap-2 font-display text-xl text-moss-100">
        <Users aria-hidden="true" className="size-5 text-banana-400" />
        Join the troop
      </h2>
      <p className="mt-2 text-sm text-moss-300">
        Lock your own picks, climb the leaderboard, and take on other members in challenges (virtual coins
        only). Your graded record is what shows beside your story.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link to="/challenges">See the challenges</Link>
        </Button>
        {chat && (
          <Button asChild variant="secondary">
            <a href={chat} target="_blank" rel="noreferrer">
              Join the chat
            </a>
          </Button>
        )}
      </div>
    </Card>
  );
}
