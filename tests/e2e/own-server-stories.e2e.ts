// The stories on a server of their own on a fixed clock (12 December 2025 18:00 UTC), in one file
// (decision 160): each was a file that evaluated the server's whole module graph again in a fresh worker
// (3–5 s of import on CI) and launched a Chromium of its own. Each story still builds its own server on
// its own database (the game screens' fixture, the same with Stripe's stub, an empty one), in its own
// block: the story's hooks are registered inside it and close its server when it ends.
import { describe } from 'vitest';

describe('game screens', async () => {
  await import('./game-screens-story.ts');
});

describe('the money funnel', async () => {
  await import('./funnel-story.ts');
});

describe('testimonials', async () => {
  await import('./testimonials-story.ts');
});
