// The replay server's answers built on their first request: the week board (decision 039: 16 s measured
// idle, more on a loaded machine) and each call's prepared answer. The e2e set-up asks them before it
// hands the server over (global-setup.ts, decision 133); player-screens.e2e.ts still checks them first.
export const REPLAY_COLD_PATHS: readonly string[] = [
  '/api/players?limit=50',
  '/api/players?limit=100',
  '/api/top5',
  '/api/current-week',
  '/api/predictions',
  '/api/model/report',
  '/api/alerts?limit=3',
  '/api/weekly-picks/12',
];
