// Everything the model reads, loaded as known at one instant. The job, the API and the backtest CLI
// all come through here, so the figures they produce are computed from the same inputs.
import { createHash } from 'node:crypto';
import { listElo538 } from '../../db/repositories/elo538.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import type { Elo538Row } from '../../domain/model/elo538-match.ts';
import type { ModelGame } from '../../domain/model/game.ts';

export interface ModelInputs {
  asOf: Date;
  games: ModelGame[];
}

/** Schedule facts are derived on the worker thread that runs the model, not here on the server's. */
export async function loadModelInputs(db: Executor, asOf: Date): Promise<ModelInputs> {
  return { asOf, games: await loadModelGames(db, asOf) };
}

/** FiveThirtyEight's rows for the seasons it published that overlap ours. */
export async function loadElo538Rows(
  db: Executor,
  fromSeason: number,
  toSeason: number,
): Promise<Elo538Row[]> {
  const rows = await listElo538(db, fromSeason, toSeason);
  return rows.map((r) => ({ date: r.date, team1: r.team1, team2: r.team2, probability1: r.eloProb1 }));
}

/**
 * Fingerprint of what a backtest report depends on: every game with a known result, its score, the
 * lines it was graded against (moneylines included: a baseline of the report) and the injury reports
 * its pick read, plus the 538 rows. Same key, same report.
 */
export function resultsKey(games: readonly ModelGame[], elo538: readonly Elo538Row[]): string {
  const hash = createHash('sha256');
  for (const g of games) {
    if (!g.result) continue;
    const ml = g.market.moneyline;
    hash.update(
      `${g.id}|${g.kickoffMs}|${g.result.homeScore}|${g.result.awayScore}|${g.market.spread}|${g.market.total}|${ml?.home}|${ml?.away}|${g.weather.temperatureF}|${g.weather.windMph}\n`,
    );
    if (g.injuries) hash.update(JSON.stringify(g.injuries));
  }
  hash.update(`538:${elo538.length}:${elo538.at(-1)?.date ?? ''}`);
  return hash.digest('hex').slice(0, 32);
}

/** The latest season with at least one known result. */
export function lastSeasonWithResults(games: readonly ModelGame[]): number | undefined {
  let last: number | undefined;
  for (const g of games) if (g.result && (last === undefined || g.season > last)) last = g.season;
  return last;
}
