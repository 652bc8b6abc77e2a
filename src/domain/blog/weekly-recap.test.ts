import { describe, expect, it } from 'vitest';
import type { PastPick } from '../../shared/api/past-picks.ts';
import { buildWeeklyRecap, formatHandicap, marginVsLine } from './weekly-recap.ts';

type Outcome = 'win' | 'loss' | 'push';
function pick(p: {
  id: string;
  away: string;
  home: string;
  picked: string;
  spread: number | null;
  score: [away: number, home: number];
  su: Outcome;
  ats: Outcome | null;
  clv: number | null;
}): PastPick {
  return {
    id: p.id,
    season: 2025,
    week: 14,
    kickoff: '2025-12-07T18:00:00.000Z',
    homeTeam: { code: p.home, name: p.home },
    awayTeam: { code: p.away, name: p.away },
    pick: p.spread === null ? 'winner' : 'spread',
    pickedTeam: p.picked,
    pickedSpread: p.spread,
    pickedTotal: null,
    outcome: p.ats ?? p.su,
    grades: { straightUp: p.su, againstSpread: p.ats, total: null },
    finalScore: { away: p.score[0], home: p.score[1] },
    pickedBioBoost: 60,
    confidencePct: 60,
    commentary: '',
    clv:
      p.clv === null
        ? null
        : { pickLine: 0, pickLineBooks: 3, pickLineAt: '', closingLine: 0, points: p.clv, probability: null },
    clvUnknown: p.clv === null ? 'no line captured before the close' : null,
  };
}

// DET (home) -3.5 v CHI, 17-31: 31 - 3.5 - 17 = +10.5, covers.
const DET = pick({
  id: 'g1',
  away: 'CHI',
  home: 'DET',
  picked: 'DET',
  spread: -3.5,
  score: [17, 31],
  su: 'win',
  ats: 'win',
  clv: 1,
});
// KC (away) +2.5 at BUF, 20-27: 20 + 2.5 - 27 = -4.5, misses.
const KC = pick({
  id: 'g2',
  away: 'KC',
  home: 'BUF',
  picked: 'KC',
  spread: 2.5,
  score: [20, 27],
  su: 'loss',
  ats: 'loss',
  clv: -0.5,
});
// SF (home) -7 v SEA, 10-17: 17 - 7 - 10 = 0, push.
const SF = pick({
  id: 'g3',
  away: 'SEA',
  home: 'SF',
  picked: 'SF',
  spread: -7,
  score: [10, 17],
  su: 'win',
  ats: 'push',
  clv: null,
});
// NYG (away) to win outright at DAL, no line: 24-21.
const NYG = pick({
  id: 'g4',
  away: 'NYG',
  home: 'DAL',
  picked: 'NYG',
  spread: null,
  score: [24, 21],
  su: 'win',
  ats: null,
  clv: null,
});

const ALERTS = {
  wins: 2,
  losses: 1,
  pushes: 0,
  hits: [{ title: 'Steam on DET -3.5' }, { title: 'Wind at BUF: under' }],
};

describe('weekly recap', () => {
  it('measures margin against the line from the picked side, home or away', () => {
    expect(marginVsLine(DET)).toBe(10.5);
    expect(marginVsLine(KC)).toBe(-4.5);
    expect(marginVsLine(SF)).toBe(0);
    expect(marginVsLine(NYG)).toBeNull();
    expect([formatHandicap(-3.5), formatHandicap(2.5), formatHandicap(0)]).toEqual(['−3.5', '+2.5', 'PK']);
  });

  it('writes the record, best and worst picks, CLV with its source and the alerts that hit', () => {
    const post = buildWeeklyRecap({ season: 2025, week: 14, picks: [KC, NYG, DET, SF], alerts: ALERTS });
    expect(post.slug).toBe('week-14-2025-recap');
    // ATS: DET win, KC loss, SF push = 1-1-1; SU: DET, SF, NYG win, KC loss = 3-1
    expect(post.title).toBe('Week 14, 2025: 1–1–1 against the spread');
    expect(post.tags).toEqual(['Weekly Recap', '2025 Season', 'Record']);
    expect(post.excerpt).toBe(
      'The model went 3–1 straight up and 1–1–1 against the spread in week 14 of 2025: best and worst picks, closing-line value and the alerts that hit.',
    );
    // SU 3 / (3 + 1) = 75.0%; ATS 1 / (1 + 1) = 50.0% (the push left out)
    expect(post.body).toContain('- Straight up: 3–1 (75.0% of decided picks)');
    expect(post.body).toContain(
      '- Against the spread: 1–1–1 (50.0% of decided picks); 1 pick had no line and counts straight up only',
    );
    expect(post.body).toContain(
      '- **Best:** DET −3.5 against CHI (final CHI 17, DET 31): covered by 10.5 points.',
    );
    expect(post.body).toContain(
      '- **Worst:** KC +2.5 against BUF (final KC 20, BUF 27): missed by 4.5 points.',
    );
    // CLV: (1 + -0.5) / 2 = +0.25 over 2 picks; SF and NYG unknown
    expect(post.body).toContain(
      'a mean of +0.25 points over 2 picks with a line before the close; 1 beat the close, 1 lost to it, and 2 had no line stored before the pick (unknown, left out)',
    );
    expect(post.body).toContain("nflverse's closing line");
    expect(post.body).toContain('Juice Watch alerts that implied a side: 3 graded, 2 hit, 1 missed.');
    expect(post.body).toContain('- Steam on DET -3.5\n- Wind at BUF: under');
    expect(post.body).toContain('(/past-picks?season=2025&week=14)');
  });

  it('says what a week lacks instead of inventing it', () => {
    const post = buildWeeklyRecap({
      season: 2025,
      week: 2,
      picks: [NYG],
      alerts: { wins: 0, losses: 0, pushes: 0, hits: [] },
    });
    expect(post.title).toBe('Week 2, 2025: 1–0 straight up');
    expect(post.body).toContain('- Against the spread: no pick had a line');
    expect(post.body).toContain('No pick this week had a line, so none is ranked against one.');
    expect(post.body).toContain('Closing-line value: unknown for every pick this week');
    expect(post.body).toContain(
      "No Juice Watch alert of this week's games implied a side that could be graded.",
    );
    expect(post.body).not.toMatch(/NaN|undefined|null/);
  });
});
