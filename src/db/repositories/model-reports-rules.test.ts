// The model's stored reports on one cloned database: the newest computed as of an instant at or before
// the clock, of the version asked (a replay never sees a later one); a recomputation at the same instant
// replaces the report, one row per version and instant.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import type { ModelReport } from '../../shared/api/model-report.ts';
import { modelReports } from '../schema/model.ts';
import { latestReport, saveReport } from './model-reports.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

// The repository stores the report as given; its shape is the model's business.
const report = (label: string) => ({ label }) as unknown as ModelReport;
const row = (modelVersion: string, asOf: string, label: string, dataKey = 'k1') => ({
  modelVersion,
  asOf: new Date(asOf),
  fromSeason: 2010,
  toSeason: 2056,
  dataKey,
  report: report(label),
});
const labelAt = async (version: string, asOf: string) =>
  (
    (await latestReport(t.db.orm, version, new Date(asOf)))?.report as unknown as
      | { label: string }
      | undefined
  )?.label;

describe('model reports', () => {
  it('reads the newest of the version at or before the clock', async () => {
    await saveReport(t.db.orm, row('m1', '2056-09-01T00:00:00Z', 'first'));
    await saveReport(t.db.orm, row('m1', '2056-09-08T00:00:00Z', 'second'));
    await saveReport(t.db.orm, row('m1', '2056-09-15T00:00:00Z', 'third'));
    await saveReport(t.db.orm, row('m2', '2056-09-10T00:00:00Z', 'other version'));
    expect(await labelAt('m1', '2056-09-14T23:59:59Z')).toBe('second');
    expect(await labelAt('m1', '2056-09-15T00:00:00Z')).toBe('third');
    expect(await labelAt('m1', '2056-08-31T23:59:59Z')).toBeUndefined();
    expect(await labelAt('m2', '2056-09-30T00:00:00Z')).toBe('other version');
  });

  it('replaces the report computed at the same instant', async () => {
    const asOf = '2056-10-01T00:00:00Z';
    await saveReport(t.db.orm, row('m3', asOf, 'before', 'k1'));
    await saveReport(t.db.orm, { ...row('m3', asOf, 'after', 'k2'), fromSeason: 2011, toSeason: 2057 });
    const stored = await t.db.orm
      .select()
      .from(modelReports)
      .where(and(eq(modelReports.modelVersion, 'm3'), eq(modelReports.asOf, new Date(asOf))));
    expect(stored.map((r) => [r.fromSeason, r.toSeason, r.dataKey, r.report])).toEqual([
      [2011, 2057, 'k2', { label: 'after' }],
    ]);
  });
});
