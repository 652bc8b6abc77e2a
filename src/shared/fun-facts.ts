// Shown on the loading view. Each figure is computed from the nflverse schedule (1999–2025 results);
// fun-facts.test.ts recomputes them from the data so a fact cannot drift from the truth.
export const FUN_FACTS = [
  'A field goal decides more NFL games than any other margin: 1,100 of the 7,276 games from 1999 to 2025 (15%) ended 3 points apart.',
  'Home teams won 56% of regular-season games from 1999 to 2025 — but only 50% in 2020, the season played largely without fans.',
] as const;
