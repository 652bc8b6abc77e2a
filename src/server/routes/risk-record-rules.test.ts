// The risk record of a season (risk-record.ts, decision 119) with the settled picks, the week's risk
// and the banding stubbed (decision 128; record.test pins the bands): each graded week is scored as of
// its first kickoff, weeks in order, each pick's bet at the pick's own line; every cell of a picked game
// counts with the outcome of its bet type (against the spread, the total, straight up), a bet without an
// outcome and a game without a pick left out; the weeks' span, null with none.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORM } from '../../../tests/support/route-app.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';

vi.mock('../../db/repositories/past-picks.ts', () => ({ settledPicks: vi.fn() }));
vi.mock('./risk-week.ts', () => ({ weekRisk: vi.fn() }));
vi.mock('../../domain/risk/record.ts', () => ({ riskRecord: vi.fn() }));

const past = await import('../../db/repositories/past-picks.ts');
const risk = await import('./risk-week.ts');
const record = await import('../../domain/risk/record.ts');
const { loadRiskRecord } = await import('./risk-record.ts');

const NOW = new Date('2025-12-03T12:00:00Z');
const settled = (week: number, gameId: string, kickoff: string, over: Record<string, unknown> = {}) => ({
  week,
  kickoff: new Date(kickoff),
  prediction: {
    gameId,
    spreadLine: -3,
    totalLine: 44.5,
    againstSpread: 'win',
    totalResult: 'loss',
    straightUp: 'push',
    ...over,
  },
});
// Week 12 listed before week 3: the record goes in week order. Week 12's first kickoff is Thursday's.
const PICKS = [
  settled(12, '2025_12_NYJ_BAL', '2025-11-23T18:00:00Z'),
  settled(12, '2025_12_BUF_HOU', '2025-11-21T01:15:00Z', {
    spreadLine: null,
    totalLine: null,
    againstSpread: null,
    totalResult: 'win',
    straightUp: 'loss',
  }),
  settled(3, '2025_03_KC_NYG', '2025-09-22T00:20:00Z'),
];
const cells = [
  { betType: 'spread', riskScore: 25 },
  { betType: 'total', riskScore: null },
  { betType: 'moneyline', riskScore: 70 },
];
const RECORD = { bands: [], unscored: 1, verdict: { kind: 'too_few', text: 'Too few graded bets to tell.' } };

beforeEach(() => {
  vi.mocked(past.settledPicks)
    .mockReset()
    .mockResolvedValue(PICKS as never);
  vi.mocked(risk.weekRisk)
    .mockReset()
    .mockImplementation(
      async (_db, _season, week) =>
        (week === 12
          ? [
              { id: '2025_12_NYJ_BAL', cells },
              { id: '2025_12_BUF_HOU', cells },
              // Not picked: not counted.
              { id: '2025_12_KC_LV', cells },
            ]
          : [{ id: '2025_03_KC_NYG', cells: cells.slice(0, 1) }]) as never,
    );
  vi.mocked(record.riskRecord)
    .mockReset()
    .mockReturnValue(RECORD as never);
});

describe("a season's risk record", () => {
  it("scores each graded week as of its first kickoff, in week order, the season's settled picks", async () => {
    const out = await loadRiskRecord(ORM, 2025, NOW);
    expect(past.settledPicks).toHaveBeenCalledWith(ORM, {
      modelVersion: MODEL_PARAMS.version,
      season: 2025,
      asOf: NOW,
    });
    expect(vi.mocked(risk.weekRisk).mock.calls.map((c) => c.slice(0, 4))).toEqual([
      [ORM, 2025, 3, new Date('2025-09-22T00:20:00Z')],
      [ORM, 2025, 12, new Date('2025-11-21T01:15:00Z')],
    ]);
    expect(out).toEqual({
      season: 2025,
      weeks: { from: 3, to: 12 },
      asOf: '2025-12-03T12:00:00.000Z',
      bands: [],
      unscored: 1,
      verdict: { kind: 'too_few', text: 'Too few graded bets to tell.' },
    });
  });

  it("scores each pick's bet at the pick's own line", async () => {
    await loadRiskRecord(ORM, 2025, NOW);
    const linesOf = vi.mocked(risk.weekRisk).mock.calls[1]?.[4];
    expect(linesOf?.('2025_12_NYJ_BAL')).toEqual({ spread: -3, total: 44.5 });
    expect(linesOf?.('2025_12_BUF_HOU')).toEqual({ spread: null, total: null });
    expect(linesOf?.('2025_12_KC_LV')).toEqual({ spread: null, total: null });
  });

  it("counts every cell of a picked game with its bet type's outcome, none without an outcome", async () => {
    await loadRiskRecord(ORM, 2025, NOW);
    expect(record.riskRecord).toHaveBeenCalledWith([
      // Week 3: the spread cell alone.
      { betType: 'spread', riskScore: 25, outcome: 'win' },
      // NYJ @ BAL: against the spread a win, the total a loss, straight up a push.
      { betType: 'spread', riskScore: 25, outcome: 'win' },
      { betType: 'total', riskScore: null, outcome: 'loss' },
      { betType: 'moneyline', riskScore: 70, outcome: 'push' },
      // BUF @ HOU: no spread outcome.
      { betType: 'total', riskScore: null, outcome: 'win' },
      { betType: 'moneyline', riskScore: 70, outcome: 'loss' },
    ]);
  });

  it('has no weeks before a pick is settled', async () => {
    vi.mocked(past.settledPicks).mockResolvedValue([]);
    const out = await loadRiskRecord(ORM, 2025, NOW);
    expect(out.weeks).toBeNull();
    expect(risk.weekRisk).not.toHaveBeenCalled();
    expect(record.riskRecord).toHaveBeenCalledWith([]);
  });
});
