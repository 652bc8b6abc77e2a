import { useState } from 'react';
import type { ProfileResponse } from '../../../../shared/api/profile.ts';
import { TEAMS } from '../../../../shared/reference/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { readableError } from '../../../lib/field-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const BY_CODE = [...TEAMS].sort((a, b) => a.code.localeCompare(b.code));

/** The 32 teams by code (spec 02 §2): each toggles, no maximum; Save stores the choice. */
export function FavoriteTeamsTab({ profile }: { profile: ProfileResponse }) {
  const [chosen, setChosen] = useState<string[]>(profile.favoriteTeams);
  const save = useUpdateProfile();
  const changed = chosen.join() !== profile.favoriteTeams.join();
  const toggle = (code: string) =>
    setChosen((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-moss-300">
        {chosen.length === 0 ? 'No team chosen yet.' : `${chosen.length} chosen: ${chosen.join(', ')}.`} Your
        Dashboard shows each one’s record, BioBoost trend and next game, and filters your alerts by them.
      </p>
      <ul aria-label="Teams" className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {BY_CODE.map((team) => {
          const on = chosen.includes(team.code);
          return (
            <li key={team.code}>
              <button
                type="button"
                aria-pressed={on}
                // One name whatever the layout of the parts ("KC: Kansas City Chiefs").
                aria-label={`${team.code}: ${team.name}`}
                title={team.name}
                onClick={() => toggle(team.code)}
                className={cn(
                  'h-11 w-full rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                  on
                    ? 'border-banana-400 bg-banana-400 text-canopy-950'
                    : 'border-control bg-canopy-900 text-moss-200 hover:bg-canopy-800',
                )}
              >
                <span aria-hidden="true">{on ? '✓ ' : ''}</span>
                {team.code}
              </button>
            </li>
          );
        })}
      </ul>
      {save.isError && <FormMessage tone="error">{readableError(save.error)}</FormMessage>}
      {save.isSuccess && !changed && <FormMessage tone="success">Favourite teams saved.</FormMessage>}
      <div>
        <Button
          loading={save.isPending}
          disabled={!changed}
          onClick={() => save.mutate({ favoriteTeams: chosen })}
        >
          {save.isPending ? 'Saving…' : 'Save teams'}
        </Button>
      </div>
    </div>
  );
}
