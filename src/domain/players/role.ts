// A player's role on his team, read from expected shares rather than a depth chart: his rank at his
// position by the opportunity that defines it (pass attempts for QBs, carries for RBs, targets for
// WRs and TEs), whether that makes him a starter, and how much of his share the best healthy
// teammate at his position carries (the depth behind him). Feeds spec 02 §9's injury weights.

import { type Depth, depthFrom, type Slot, slotFor } from './bioboost/recovery-score.ts';
import type { SkillPosition } from './player-game.ts';
import type { Opportunity } from './team-log.ts';
import type { TeamMember, Volume } from './usage.ts';

export const DEFINING: Record<SkillPosition, Opportunity> = {
  QB: 'passAttempts',
  RB: 'carries',
  WR: 'targets',
  TE: 'targets',
};

/** Starters per position in a base offence: one QB, one RB, three WRs, one TE. */
const STARTERS: Record<SkillPosition, number> = { QB: 1, RB: 1, WR: 3, TE: 1 };

export interface Role {
  slot: Slot;
  rank: number;
  starter: boolean;
  depth: Depth;
}

export function roleOf(
  player: { id: string; position: SkillPosition; share: Volume },
  members: readonly TeamMember[],
): Role {
  const o = DEFINING[player.position];
  const mine = player.share[o];
  const peers = members.filter((m) => m.position === player.position && m.id !== player.id);
  const rank = 1 + peers.filter((m) => m.share[o] > mine).length;
  const backup = Math.max(0, ...peers.filter((m) => !m.out).map((m) => m.share[o]));
  return {
    slot: slotFor(player.position, rank),
    rank,
    starter: rank <= STARTERS[player.position],
    depth: depthFrom(mine > 0 ? backup / mine : 1),
  };
}
