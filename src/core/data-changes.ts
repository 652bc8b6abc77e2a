// In-process signal that a job finished writing. The response cache also re-reads the data version
// from the database every couple of seconds (other instances' jobs); this makes this instance's own
// writes visible at once.
let generation = 0;

export function notifyDataChanged(): void {
  generation += 1;
}

export function dataGeneration(): number {
  return generation;
}
