// In-process signals that data changed. Two kinds, kept apart so that a person's write never makes the
// public NFL answers (week board, top 5, picks, games…) be recomputed
// (docs/decisions/092-public-reads-never-wait-for-private-writes.md):
// - the data generation: a job finished writing (ingest, model). The response cache also re-reads the
//   data version from the database every couple of seconds (other instances' jobs); this makes this
//   instance's own writes visible at once. Everything public depends on it.
// - the community generation: a person changed something the community reads show (a challenge, a
//   membership, a contributor pick, a deleted account). Only the routes marked `community` depend on it.
let generation = 0;
let community = 0;

export function notifyDataChanged(): void {
  generation += 1;
}

export function dataGeneration(): number {
  return generation;
}

export function notifyCommunityChanged(): void {
  community += 1;
}

export function communityGeneration(): number {
  return community;
}
