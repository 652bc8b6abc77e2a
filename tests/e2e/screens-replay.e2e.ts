// The screen tour (screen-tour.ts), second half: the replaying server's screens (the clock at
// 2025-11-19, player data and DraftKings exports loaded), each at 390 px and 1366 px. The live server's
// and a fresh install's screens are in screens-live.e2e.ts.
import { type Screen, tourScreens } from './screen-tour.ts';

const REPLAY: Screen[] = [
  {
    name: 'replay-home',
    path: '/',
    ready: (p) =>
      p.getByRole('region', { name: 'Primate Picks of the Week' }).getByRole('article').first().waitFor(),
  },
  {
    name: 'replay-weekly-picks',
    path: '/weekly-picks?week=11',
    ready: (p) => p.getByRole('region', { name: 'Community Pulse' }).waitFor(),
  },
  { name: 'replay-week1', path: '/week1', ready: (p) => p.getByText('PLAYED', { exact: true }).waitFor() },
  {
    name: 'replay-game-detail-closing-only',
    path: '/games/2025_11_NYJ_NE',
    ready: (p) => p.getByText('Closing line only').waitFor(),
  },
  {
    name: 'replay-past-picks-week11',
    path: '/past-picks?week=11',
    ready: (p) => p.getByText(/^Season 2025 · model/).waitFor(),
  },
  {
    name: 'replay-alerts-quiet',
    path: '/alerts',
    ready: (p) => p.getByText('The jungle is quiet right now — no significant movements detected').waitFor(),
  },
  {
    name: 'top5',
    path: '/top5',
    ready: (p) => p.getByRole('region', { name: 'Main slate Top 5' }).getByRole('listitem').nth(4).waitFor(),
  },
  {
    // Patrick Mahomes (gsis id): KC play week 12 of 2025, so his page has this week's row.
    name: 'player',
    path: '/players/00-0033873',
    ready: (p) => p.getByRole('heading', { name: 'Salary history' }).waitFor(),
  },
];

tourScreens('replay', REPLAY);
