import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { PastPick } from '../../shared/api/past-picks.ts';
import { buildWeeklyDigest, clvLine, digestMailText } from './weekly-digest.ts';

type Outcome = 'win' | 'loss' | 'push';

function pick(id: string, su: Outcome, ats: Outcome | null, clv: number | null): PastPick {
  return {
    id,
    season: 2025,
    week: 14,
    kickoff: '2025-12-07T18:00:00.000Z',
    homeTeam: { code: 'SF', name: 'San Francisco 49ers' },
    awayTeam: { code: 'SEA', name: 'Seattle Seahawks' },
    pick: ats === null ? 'winner' : 'spread',
    pickedTeam: 'SF',
    pickedSpread: ats === null ? null : -7,
    pickedTotal: null,
    outcome: ats ?? su,
    grades: { straightUp: su, againstSpread: ats, total: null },
    finalScore: { home: 17, away: 10 },
    pickedBioBoost: 60,
    confidencePct: 60,
    commentary: '',
    clv:
      clv === null
        ? null
        : ({
            pickLine: -7,
            pickLineBooks: 1,
            pickLineAt: '2025-12-05T18:00:00.000Z',
            closingLine: -7,
            points: clv,
          } as never),
    clvUnknown: null as never,
  };
}

describe('closing-line value line', () => {
  it('is the mean over the picks that have one, with the rest counted unknown', () => {
    // (+1.5 − 0.5) / 2 = +0.50; one pick without a line.
    expect(
      clvLine([pick('a', 'win', 'win', 1.5), pick('b', 'loss', 'loss', -0.5), pick('c', 'win', null, null)]),
    ).toBe(
      'Closing-line value: +0.50 points on average over 2 picks; 1 unknown (no line stored before the pick).',
    );
    // −1 alone: a minus sign, singular.
    expect(clvLine([pick('a', 'loss', 'loss', -1)])).toBe(
      'Closing-line value: −1.00 points on average over 1 pick.',
    );
  });

  it('is unknown, never 0, when no pick has one', () => {
    expect(clvLine([pick('a', 'win', null, null)])).toBe(
      'Closing-line value: — (unknown: no line was stored before any pick).',
    );
  });
});

describe('weekly digest', () => {
  const input = {
    season: 2025,
    week: 14,
    // Week: SU 2–1 (win, win, loss); ATS: win, loss, and one without a line → 1–1.
    weekPicks: [pick('a', 'win', 'win', null), pick('b', 'win', 'loss', null), pick('c', 'loss', null, null)],
    seasonPicks: [
      pick('a', 'win', 'win', null),
      pick('b', 'win', 'loss', null),
      pick('c', 'loss', null, null),
    ],
    nextWeek: { week: 15, games: [{ away: 'MIA', home: 'PIT', kickoff: new Date('2025-12-14T18:00:00Z') }] },
    recapSlug: 'week-14-2025-recap',
    siteUrl: 'https://gg.example',
  };

  it('heads with the ATS record and says what the week and season were', () => {
    const d = buildWeeklyDigest(input);
    expect(d.subject).toBe('Go Gorilla week 14: 1–1 ATS');
    // 2 of 3 decided = 66.7%; 1 of 2 = 50.0%.
    expect(d.text).toContain(
      'Straight up: 2–1 (66.7% of decided picks)\nAgainst the spread: 1–1 (50.0% of decided picks)',
    );
    expect(d.text).toContain('- MIA at PIT, 2025-12-14 13:00 ET');
    expect(d.summary).toBe("Week 14: 2–1 straight up, 1–1 against the spread. Week 15's picks are up.");
  });

  it('ends every mail with its own unsubscribe link', () => {
    const text = digestMailText(buildWeeklyDigest(input), 'https://gg.example/newsletter/unsubscribe?x=1');
    expect(text).toContain('Unsubscribe: https://gg.example/newsletter/unsubscribe?x=1');
  });

  it('never prints a pick of the coming week, whatever the teams', () => {
    assertProperty(
      fc.property(
        fc.constantFrom('MIA', 'PIT', 'KC', 'BUF', 'DAL'),
        fc.constantFrom('NYG', 'SF', 'SEA'),
        (away, home) => {
          const d = buildWeeklyDigest({
            ...input,
            nextWeek: { week: 15, games: [{ away, home, kickoff: new Date('2025-12-14T18:00:00Z') }] },
          });
          // A game line is "AWAY at HOME, date": no handicap, no "pick", no confidence beside it.
          const line = d.text.split('\n').find((l) => l.startsWith(`- ${away} at ${home}`)) ?? '';
          return line === `- ${away} at ${home}, 2025-12-14 13:00 ET`;
        },
      ),
    );
  });
});
