// The two stories on a capture server of their own (capture-server.ts: the 2025 schedule and the saved
// Odds API answer of Friday 12 December 2025, on a clock each story moves), in one file (decision 160):
// each was a file that evaluated the server's whole module graph again in a fresh worker (5–25 s of
// import) and launched a Chromium of its own. Each story still starts, moves and closes a server of its
// own (both write and move their clocks), in its own block: the story's hooks are registered inside it.
import { describe } from 'vitest';

describe('challenges', async () => {
  await import('./challenges-story.ts');
});

describe('contributor picks and the leaderboard', async () => {
  await import('./leaderboard-story.ts');
});
