// Computed picks are keyed by the model's inputs (modelInputsKey): a new injury report must reach the page (the
// recovery input reads it), and a run that changed nothing must not run the model again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { modelInputsKey } from '../../db/repositories/week-pick-cache.ts';
import { ingestNflverse } from '../../jobs/ingest/nflverse.ts';
import type { PredictionsResponse } from '../../shared/api/predictions.ts';
import { modelWorker, stopModelWorker } from './model-task.ts';

const NOW = '2025-11-19T12:00:00Z';
// Week 11 of 2025 has kicked off by NOW; no job has stored its picks, so the page computes them.
const WEEK_11 = '/api/predictions?season=2025&week=11';

describe('picks follow the data the model reads', () => {
  let t: TestApp;
  const loader = () => testIngestContext(t.database.db, { env: { NFL_DATA_DIR: NFL_DATA } });
  const inputsKey = () => modelInputsKey(t.database.db.orm, new Date(NOW));
  const week11 = async () => {
    const res = await t.app.inject({ method: 'GET', url: WEEK_11 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PredictionsResponse;
  };
  /** Cincinnati's recovery input in its week-11 game: what the page says about its injuries. */
  const cincinnatiRecovery = (body: PredictionsResponse) => {
    const game = body.predictions.find((p) => p.home.code === 'CIN' || p.away.code === 'CIN');
    if (!game || game.status === 'no_pick') return undefined;
    const side = game.home.code === 'CIN' ? game.home : game.away;
    return side.bioBoost.inputs.recovery;
  };

  beforeAll(async () => {
    // The schedule as known at NOW: a clone of the run's one load of it (tests/support/pack-fixtures.ts;
    // profile-dashboard, fun-facts and informed-picks ask for the same), not a 7,600-game ingest here.
    t = await createTestApp({ now: NOW, database: await packDatabase({ kinds: ['games'], at: NOW }) });
  }, 120_000);
  afterAll(async () => {
    await stopModelWorker();
    await t.close();
  });

  it('a new injury report changes the inputs key and the picks shown', async () => {
    const before = await week11();
    expect(before.predictions.length).toBe(15);
    const stamp = await inputsKey();

    await ingestNflverse(loader(), { kinds: ['injuries', 'snap_counts'] });
    expect(await inputsKey()).not.toBe(stamp);
    const after = await week11();
    expect(cincinnatiRecovery(after)).not.toEqual(cincinnatiRecovery(before));
    expect(cincinnatiRecovery(after)?.reason).toContain('Joe Burrow');
  }, 120_000);

  it('a run that changed nothing keeps the inputs key, and the model does not run again', async () => {
    const first = await week11();
    const stamp = await inputsKey();
    const runs = modelWorker().stats.completed;

    const [again] = await ingestNflverse(loader(), { kinds: ['injuries'] });
    expect(again?.counts).toMatchObject({ inserted: 0, updated: 0 });
    expect(await inputsKey()).toBe(stamp);
    expect(await week11()).toEqual(first);
    expect(modelWorker().stats.completed).toBe(runs);
  }, 120_000);
});
