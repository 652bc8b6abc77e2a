import type { BetsResponse, BetView } from '../../shared/api/bets.ts';
import type { ChallengeSummary } from '../../shared/api/challenges.ts';
import type { UserPick } from '../../shared/api/contributor-picks.ts';
import type { Game, GamesResponse } from '../../shared/api/games.ts';
import type { Contributor, LeaderboardResponse } from '../../shared/api/leaderboard.ts';
import type { Top5Pick } from '../../shared/api/players.ts';
import type { RgStatus } from '../../shared/api/rg.ts';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';

// Whole, schema-valid API answers for component tests (api-fetch validates every answer, as in the
// browser). Week 15 of 2025, replay instant 2025-12-12T18:00:00Z; ARI at HOU, HOU -9.5.

export const AS_OF = '2025-12-12T18:00:00.000Z';

const side = (code: string, name: string) => ({
  code,
  name,
  nickname: name.split(' ').at(-1) ?? name,
  emoji: '',
  primaryColor: '#000000',
  secondaryColor: '#ffffff',
  score: null,
  restDays: 7,
});

const captured = { book: 'fanduel', capturedAt: '2025-12-12T17:00:00.000Z' };

export const GAME: Game = {
  id: '2025_15_ARI_HOU',
  season: 2025,
  week: 15,
  gameType: 'REG',
  kickoff: '2025-12-14T18:00:00.000Z',
  kickoffEstimated: false,
  slot: 'sunday_early',
  slotLabel: 'Sunday early',
  status: 'scheduled',
  liveDetail: null,
  overtime: null,
  home: side('HOU', 'Houston Texans'),
  away: side('ARI', 'Arizona Cardinals'),
  stadium: null,
  roof: null,
  neutralSite: false,
  divisionGame: false,
  odds: {
    spread: { ...captured, homeLine: -9.5, homePrice: -110, awayPrice: -105 },
    total: { ...captured, line: 44.5, overPrice: -105, underPrice: -115 },
    moneyline: { ...captured, homePrice: -500, awayPrice: 380 },
  },
  weather: null,
};

export const CURRENT_WEEK = {
  season: 2025,
  week: 15,
  label: 'Week 15',
  isPlayoffs: false,
  fallback: false,
  asOf: AS_OF,
};

/** A live start on the data pack in November 2026 (decision 150): week 12 of 2026, the results' reach given. */
export const weekOf2026 = (resultsThrough: { season: number; week: number } | null) => ({
  season: 2026,
  week: 12,
  label: 'Week 12',
  isPlayoffs: false,
  fallback: false,
  asOf: '2026-11-28T07:08:00.000Z',
  resultsThrough,
});
/** What the pages say for `weekOf2026({ season: 2025, week: 22 })`. */
export const NO_2026_RESULTS =
  'No 2026 results are loaded yet (the newest are from 2025): 2026 shows its schedule, without scores or a record.';

export const GAMES: GamesResponse = {
  season: 2025,
  week: 15,
  weekLabel: 'Week 15',
  current: CURRENT_WEEK,
  games: [GAME],
};

export const NO_BREAK: RgStatus = { signedIn: true, state: 'none', until: null, permanent: false };

export const NO_BETS: BetsResponse = {
  asOf: AS_OF,
  bets: [],
  record: {
    wins: 0,
    losses: 0,
    pushes: 0,
    open: 0,
    openStake: 0,
    settledStake: 0,
    profit: 0,
    roi: null,
    averageLineClv: null,
    averagePriceClv: null,
    clvSample: { line: 0, price: 0 },
  },
  bankroll: [],
  settings: {
    bankroll: null,
    maxBet: null,
    weeklyStakeLimit: null,
    weeklyLossLimit: null,
    pendingLimits: null,
  },
  limits: { windowStart: '2025-12-05T18:00:00.000Z', staked: 0, atRisk: 0, stakeLeft: null, lossLeft: null },
  rg: NO_BREAK,
};

/** An open bet on the game above: ARI +9.5 at -105 for $25 at DraftKings. */
export const OPEN_BET: BetView = {
  id: 41,
  gameId: GAME.id,
  season: 2025,
  week: 15,
  kickoff: GAME.kickoff,
  home: 'HOU',
  away: 'ARI',
  book: 'DraftKings',
  market: 'spreads',
  side: 'away',
  line: 9.5,
  price: -105,
  stake: 25,
  placedAt: AS_OF,
  status: 'open',
  profit: null,
  settledAt: null,
  finalScore: null,
  closingLine: null,
  closeSource: null,
  lineClv: null,
  priceClv: null,
  clvUnknown: 'Not closed yet',
};

/** The tracker's answer with these bets (the record is not recomputed: the tests read the list). */
export const withBets = (...bets: BetView[]): BetsResponse => ({ ...NO_BETS, bets });

export const SIGNED_IN = {
  user: {
    id: 'u1',
    name: 'Pat Doe',
    email: 'pat@example.com',
    emailVerified: true,
    role: 'user' as const,
    createdAt: '2025-09-01T12:00:00.000Z',
  },
  session: {
    createdAt: AS_OF,
    expiresAt: '2025-12-12T18:30:00.000Z',
    absoluteExpiresAt: '2025-12-19T18:00:00.000Z',
  },
  csrfToken: 'csrf-test',
};

/** The pick a person locked: ARI +9.5 (the home line -9.5 as stored) at -105 on FanDuel. */
export const LOCKED_PICK: UserPick = {
  id: 7,
  gameId: GAME.id,
  season: 2025,
  week: 15,
  kickoff: GAME.kickoff,
  homeTeam: 'HOU',
  awayTeam: 'ARI',
  market: 'spread',
  selection: 'away',
  line: -9.5,
  price: -105,
  book: 'fanduel',
  lineCapturedAt: '2025-12-12T17:00:00.000Z',
  lockedAt: AS_OF,
  status: 'pending',
  finalScore: null,
  closingLineValue: null,
  closeSource: null,
  clvUnknown: null,
};

/** An upcoming Thursday game's pick as Weekly Picks serves it (week 12 of 2025, BUF at HOU). */
export const WEEKLY_PICK: WeeklyPick = {
  gameId: '2025_12_BUF_HOU',
  id: '2025_12_BUF_HOU',
  date: '2025-11-20',
  time: '20:15',
  kickoff: '2025-11-21T01:15:00.000Z',
  week: 12,
  timeSlot: 'thursday',
  slotLabel: 'THU',
  international: false,
  location: 'NRG Stadium, Houston',
  away: { code: 'BUF', team: 'Buffalo Bills', emoji: '', bioBoost: 58 },
  home: { code: 'HOU', team: 'Houston Texans', emoji: '', bioBoost: 61 },
  status: 'provisional',
  withheld: false,
  noPickReasons: [],
  predicted: 'BUF',
  winner: 'away',
  winnerConfidence: 57,
  confidence: 'MEDIUM',
  spread: 5.5,
  spreadPick: 'BUF',
  spreadEdge: 1.5,
  spreadPrice: null,
  modelSpread: 4,
  total: 43.5,
  totalPick: 'UNDER',
  totalEdge: 2,
  totalPrice: null,
  modelTotal: 41.5,
  commentary: null,
  result: null,
  grade: null,
};

/** A weekly spreads challenge with an entry of 100 Jungle coins and no member yet. */
export const CHALLENGE: ChallengeSummary = {
  id: 7,
  title: 'Spread Kings',
  description: 'Spreads only, one week.',
  kind: 'spreads',
  period: 'weekly',
  status: 'upcoming',
  startsAt: '2025-12-14T18:00:00.000Z',
  endsAt: '2025-12-16T05:00:00.000Z',
  capacity: null,
  entryCoins: 100,
  members: 0,
  prizePoolCoins: 0,
  creator: { id: 'c1', name: 'Dana Creator' },
  createdAt: AS_OF,
};

/** A player's DraftKings figures as the Top 5 boards send them (Justin Herbert, week 15). */
export const DFS_FIGURES = {
  ggScore: 84,
  confidence: 'HIGH',
  salary: 6800,
  projectedPoints: 21.4,
  low: 14.2,
  high: 29.9,
  valueRating: 6.1,
  ownership: 12,
  gameTotal: 45.5,
  highScoring: false,
  commentary: 'Volume.',
} satisfies Partial<Top5Pick>;

/** A leaderboard row: a 0–0 contributor with what the test sets. */
export const leaderboardRow = (
  over: Partial<Contributor> & Pick<Contributor, 'id' | 'kind' | 'name'>,
): Contributor => ({
  rank: null,
  previousRank: null,
  score: 0.5,
  badge: null,
  graded: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  pickAccuracy: null,
  bioBoostWinRate: null,
  bioBoostPicks: 0,
  currentStreak: 0,
  streakType: null,
  weeklyWins: 0,
  seasonWins: 0,
  specialization: null,
  rankedWins: 0,
  rankedLosses: 0,
  meanClv: null,
  clvPicks: 0,
  ...over,
});

/** A weekly leaderboard of week 15 of 2025 with what the test sets (no rows by default). */
export const leaderboardOf = (over: Partial<LeaderboardResponse>): LeaderboardResponse => ({
  computing: null,
  asOf: AS_OF,
  timeframe: 'weekly',
  season: 2025,
  week: 15,
  rules: {
    minimumDecided: 3,
    priorWins: 5,
    priorLosses: 5,
    badges: {
      silverback: 'Season #1 with at least the season minimum of decided picks',
      banana_streak: 'A current run of 5 or more wins',
      fast_climber: 'Up 3 or more season places since last week',
      veteran: '50 or more graded picks this season',
      rookie: 'Not yet ranked for the season: fewer decided picks than the minimum',
    },
  },
  ranked: [],
  unranked: [],
  ...over,
});

const alertSummary = (alerts: number) => ({
  alerts,
  byType: { line_movement: alerts, injury: 0, weather: 0, sharp_money: 0 },
  graded: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  hitRate: null,
  units: 0,
  assumedPrices: 0,
});
/** GET /api/alerts of week 15 of 2025: `alerts` line moves counted, none listed. */
export const alertsOf = (computing: object | null, alerts: number) => ({
  computing,
  asOf: AS_OF,
  season: 2025,
  week: 15,
  weekLabel: 'Week 15',
  summary: alertSummary(alerts),
  alerts: [],
});
