// The public record's guarantee, held by the database itself (migration 0002's trigger): once a pick is
// written, every column but the grade is frozen, whoever issues the UPDATE, and no pick is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';

const GAME = '2025_01_DAL_PHI';

// A rewrite of every column that is not part of the grade: each one a change someone could want to
// make to a pick that turned out wrong.
const REWRITES: Record<string, string> = {
  game_id: "'2025_01_KC_LAC'",
  model_version: "'another-model'",
  predicted_at: "predicted_at - interval '1 day'",
  written_at: "written_at - interval '1 hour'",
  home_win_probability: '1 - home_win_probability',
  winner_team: "'DAL'",
  confidence: "'HIGH'",
  confidence_pct: '99',
  predicted_margin: '-predicted_margin',
  predicted_total: 'predicted_total + 3',
  spread_line: 'spread_line + 1',
  spread_pick_team: "'PHI'",
  // The price stored with the line (decision 117): null in this row, so a price added later is a rewrite.
  spread_price: '-105',
  total_price: '-105',
  spread_edge: '-spread_edge',
  total_line: 'total_line - 1',
  total_pick: "'UNDER'",
  total_edge: '-total_edge',
  home_bioboost: 'home_bioboost + 10',
  away_bioboost: 'away_bioboost - 10',
  details: `details || '{"note": "added later"}'::jsonb`,
  commentary: "'We always liked Dallas here.'",
};
const GRADE_COLUMNS = [
  'home_score',
  'away_score',
  'straight_up',
  'against_spread',
  'total_result',
  'graded_at',
];

describe('a frozen pick', () => {
  let t: TestDatabase;
  const refusal = async (statement: string) => {
    const error = await t.db.pool.query(statement).then(
      () => undefined,
      (e: Error) => e,
    );
    return error?.message;
  };
  const row = async () =>
    (await t.db.pool.query('select * from predictions where game_id = $1', [GAME])).rows[0] as Record<
      string,
      unknown
    >;

  beforeAll(async () => {
    // 2025's schedule loaded today: a clone of the run's one load (tests/support/pack-fixtures.ts).
    t = await packDatabase({ kinds: ['games'], season: 2025 });
    await t.db.pool.query(
      `insert into predictions (game_id, model_version, predicted_at, home_win_probability, winner_team,
         confidence, confidence_pct, predicted_margin, predicted_total, spread_line, spread_pick_team,
         spread_edge, total_line, total_pick, total_edge, home_bioboost, away_bioboost, details, commentary)
       values ($1, 'test-model', '2025-09-05T00:20:00Z', 0.71, 'PHI', 'MEDIUM', 71, 6.5, 46.5, 7, 'DAL',
         -0.5, 47.5, 'OVER', 1.5, 74, 69, '{"factors": {}}', 'Eagles at home, rested.')`,
      [GAME],
    );
  });
  afterAll(() => t.destroy());

  it('has a rewrite below for every column that is not part of the grade', async () => {
    const { rows } = await t.db.pool.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'predictions' order by ordinal_position",
    );
    const frozen = rows.map((r) => r.column_name).filter((c) => !GRADE_COLUMNS.includes(c));
    expect(frozen.sort()).toEqual(Object.keys(REWRITES).sort());
  });

  it.each(Object.entries(REWRITES))('refuses a rewrite of %s', async (column, value) => {
    const before = await row();
    expect(await refusal(`update predictions set ${column} = ${value} where game_id = '${GAME}'`)).toMatch(
      /is frozen: only its grade may change/,
    );
    expect(await row()).toEqual(before);
  });

  it('refuses a rewrite hidden in a grading update', async () => {
    expect(
      await refusal(
        `update predictions set straight_up = 'win', graded_at = now(), home_win_probability = 0.99 where game_id = '${GAME}'`,
      ),
    ).toMatch(/is frozen/);
  });

  it('lets the grade be written and corrected', async () => {
    const grade = (su: string) =>
      `update predictions set home_score = 24, away_score = 20, straight_up = '${su}', against_spread = 'loss',
         total_result = 'loss', graded_at = now() where game_id = '${GAME}'`;
    expect(await refusal(grade('loss'))).toBeUndefined();
    expect(await refusal(grade('win'))).toBeUndefined();
    expect(await row()).toMatchObject({ straight_up: 'win', home_score: 24, home_win_probability: 0.71 });
  });

  it('is never deleted', async () => {
    expect(await refusal(`delete from predictions where game_id = '${GAME}'`)).toMatch(/cannot be deleted/);
    expect(await row()).toBeDefined();
  });
});
