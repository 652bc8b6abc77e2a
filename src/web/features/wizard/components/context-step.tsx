import { CalendarX } from 'lucide-react';
import type { Game, GamesResponse } from '../../../../shared/api/games.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { bookName } from '../../../lib/format-odds.ts';
import { pickKey, pickOptions } from '../../../lib/pick-options.ts';

/** The featured player's game first, then the schedule's order. */
function ordered(games: Game[], team: string | undefined): Game[] {
  const his = (g: Game) => (team !== undefined && (g.home.code === team || g.away.code === team) ? 0 : 1);
  return [...games].sort((a, b) => his(a) - his(b));
}

/** Step 3: the week's games with the line we hold; choosing a side here is what the last step locks. */
export function ContextStep({
  data,
  team,
  gameId,
  pick,
  onChoose,
}: {
  data: GamesResponse;
  team: string | undefined;
  gameId: string | undefined;
  pick: string | undefined;
  onChoose: (gameId: string, pick: string) => void;
}) {
  return (
    <section aria-label="Betting context">
      <h2 className="font-display text-xl text-banana-400">Betting Context: {data.weekLabel}</h2>
      <p className="mt-1 text-sm text-moss-300">
        Each game at the latest line we hold. Choose one side to lock in the last step.
      </p>
      {data.games.length === 0 && data.undecided ? (
        <EmptyState icon={CalendarX} title="Matchups not decided yet">
          <p>{data.undecided}</p>
        </EmptyState>
      ) : null}
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {ordered(data.games, team).map((game) => {
          const open = game.status === 'scheduled';
          const options = open ? pickOptions(game) : [];
          const book = game.odds.spread ?? game.odds.total ?? game.odds.moneyline;
          return (
            <Card asChild key={game.id}>
              <li aria-label={`${game.away.name} at ${game.home.name}`}>
                <h3 className="font-semibold text-moss-100">
                  {game.away.code} @ {game.home.code}
                  {team && (game.home.code === team || game.away.code === team) && (
                    <span className="ml-2 text-xs text-banana-400">Your featured player's game</span>
                  )}
                </h3>
                <p className="text-sm text-moss-300">
                  {formatInstant(game.kickoff)}
                  {book && ` · ${bookName(book.book)}, captured ${formatInstant(book.capturedAt)}`}
                </p>
                {!open ? (
                  <p className="mt-2 text-sm text-moss-200">Locked at kickoff.</p>
                ) : options.length === 0 ? (
                  <p className="mt-2 text-sm text-moss-200">No line captured yet.</p>
                ) : (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {options.map((o) => {
                      const key = pickKey(o.body);
                      const chosen = game.id === gameId && key === pick;
                      return (
                        <li key={key}>
                          <Button
                            size="compact"
                            variant={chosen ? 'primary' : 'secondary'}
                            aria-pressed={chosen}
                            onClick={() => onChoose(game.id, key)}
                          >
                            {o.label}
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
