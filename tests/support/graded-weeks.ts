// A hand-made graded stretch of the 2025 season for the blog's recaps and the weekly digest (decisions
// 111, 122): games with their final scores (known 4 hours after kickoff), the model's pick of each, and
// one closing-line value (D13). Each test lists its own games, so its expected records are worked out
// from the list beside them.
import { insertPredictions } from '../../src/db/repositories/predictions.ts';
import { seedReferenceData } from '../../src/db/repositories/reference-data.ts';
import { games } from '../../src/db/schema/games.ts';
import type { PredictionDetails } from '../../src/db/schema/model.ts';
import { oddsSnapshots } from '../../src/db/schema/odds.ts';
import { MODEL_PARAMS } from '../../src/domain/model/params.ts';
import type { TestDatabase } from './test-db.ts';

const HOUR = 3_600_000;

export interface GradedGame {
  id: string;
  week: number;
  kickoff: string;
  away: string;
  home: string;
  score: [away: number, home: number] | null;
  /** The picked team and its own handicap (null: picked to win outright, no line); none: no pick. */
  pick?: { team: string; handicap: number | null };
}

/** Teams and stadiums, the games, and a 60 % MEDIUM pick of each game that has one, made at kickoff. */
export async function seedGradedGames(db: TestDatabase['db']['orm'], list: readonly GradedGame[]) {
  await seedReferenceData(db);
  for (const g of list) {
    const kickoff = new Date(g.kickoff);
    await db.insert(games).values({
      gameId: g.id,
      season: 2025,
      gameType: 'REG',
      week: g.week,
      kickoff,
      timeSlot: 'sunday_early',
      homeTeam: g.home,
      awayTeam: g.away,
      neutralSite: false,
      divisionGame: false,
      homeScore: g.score?.[1] ?? null,
      awayScore: g.score?.[0] ?? null,
      status: g.score ? 'final' : 'scheduled',
      resultKnownAt: g.score ? new Date(kickoff.getTime() + 4 * HOUR) : null,
    });
    if (!g.pick) continue;
    const homePicked = g.pick.team === g.home;
    // The stored spread line is the home margin the market expects (minus the home handicap).
    const homeHandicap = g.pick.handicap === null ? null : homePicked ? g.pick.handicap : -g.pick.handicap;
    await insertPredictions(db, [
      {
        gameId: g.id,
        modelVersion: MODEL_PARAMS.version,
        predictedAt: kickoff,
        homeWinProbability: homePicked ? 0.6 : 0.4,
        winnerTeam: g.pick.team,
        confidence: 'MEDIUM',
        confidencePct: 60,
        predictedMargin: homePicked ? 5 : -5,
        predictedTotal: 44,
        spreadLine: homeHandicap === null ? null : -homeHandicap,
        spreadPickTeam: homeHandicap === null ? null : g.pick.team,
        spreadEdge: homeHandicap === null ? null : 1,
        spreadPrice: null,
        totalLine: null,
        totalPick: null,
        totalEdge: null,
        totalPrice: null,
        homeBioBoost: 60,
        awayBioBoost: 55,
        details: pickDetails({ home: 60, away: 55, homePicked }),
        commentary: 'test pick',
      },
    ]);
  }
}

/**
 * What a frozen pick stores beside its figures (both BioBoosts, the model's factors), as the job writes
 * it; `home`/`away` are the pick's BioBoost columns, repeated here as the job does.
 */
export function pickDetails(pick: { home: number; away: number; homePicked: boolean }): PredictionDetails {
  const unknown = { score: null, reason: 'No report for this test game' };
  const side = (score: number) => ({
    score,
    inputs: {
      sleep: unknown,
      tIndex: unknown,
      cortisol: unknown,
      hydration: unknown,
      recovery: { score, reason: 'Test' },
    },
  });
  return {
    bioBoost: { home: side(pick.home), away: side(pick.away) },
    factors: {
      homeRating: pick.homePicked ? 3 : -3,
      awayRating: 0,
      homeField: 1.5,
      restTravel: 0.5,
      ratingMargin: pick.homePicked ? 5 : -1,
      marketSpread: null,
      marketWeight: 0,
      bioBoostPoints: 0,
      modelTotal: 44,
      marketTotal: null,
    },
  };
}

/**
 * D13's closing-line value: a book had DET -3 two days before kickoff (30 Nov 2025 18:00Z); nflverse
 * closed DET -3.5. DET backers took -3 against a close of -3.5: +0.5 points.
 */
export async function seedD13Clv(db: TestDatabase['db']['orm']) {
  const d13 = new Date('2025-11-30T18:00:00Z');
  await db.insert(oddsSnapshots).values(
    (['home', 'away'] as const).flatMap((side) =>
      [
        { book: 'draftkings', capturedAt: new Date(d13.getTime() - 48 * HOUR), source: 'odds-api', line: -3 },
        { book: 'nflverse_close', capturedAt: d13, source: 'nflverse', line: -3.5 },
      ].map((s) => ({
        ...s,
        gameId: 'D13',
        market: 'spreads',
        side,
        line: side === 'home' ? s.line : -s.line,
        price: -110,
      })),
    ),
  );
}
