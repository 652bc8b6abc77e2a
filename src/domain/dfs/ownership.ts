// Projected ownership: the share of lineups expected to roster a player, a model (not an observation;
// the data pack has no ownership figures, so it is not validated). A classic DraftKings or FanDuel
// lineup has nine slots: QB, 2 RB, 3 WR, TE, FLEX (RB/WR/TE) and a defence, so the players of a
// position share that position's slots: QB 100%, RB 235%, WR 350%, TE 115% (the FLEX split 35/50/15
// between RB, WR and TE, a judgement). Within a position, players draw ownership in proportion to
// exp(1.2 × value + 0.08 × median): a point of value per $1,000 multiplies it by 3.3, ten projected
// points by 2.2, as DFS players chase cheap production first. No one is projected above 75%.
// docs/decisions/031-ggscore-and-ownership.md

import type { SkillPosition } from '../players/player-game.ts';
import { valuePerThousand } from './ggscore.ts';

export const POSITION_SLOTS: Record<SkillPosition, number> = { QB: 100, RB: 235, WR: 350, TE: 115 };
export const OWNERSHIP_CAP = 75;

export interface OwnershipInput {
  id: string;
  position: SkillPosition;
  median: number;
  salary: number;
}

export function projectOwnership(players: readonly OwnershipInput[]): Map<string, number> {
  const weight = (p: OwnershipInput) =>
    Math.exp(1.2 * valuePerThousand(Math.max(0, p.median), p.salary) + 0.08 * Math.max(0, p.median));
  const sums = new Map<SkillPosition, number>();
  for (const p of players) sums.set(p.position, (sums.get(p.position) ?? 0) + weight(p));
  const out = new Map<string, number>();
  for (const p of players) {
    const total = sums.get(p.position) ?? 0;
    const share = total > 0 ? (POSITION_SLOTS[p.position] * weight(p)) / total : 0;
    out.set(p.id, Math.round(10 * Math.min(OWNERSHIP_CAP, share)) / 10);
  }
  return out;
}
