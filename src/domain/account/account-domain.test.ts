import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { alertTypesFor, concernsTeams } from './alert-preferences.ts';
import { avatarTypeOf } from './avatar-image.ts';
import { initialsOf } from './initials.ts';
import { savedPickStatus } from './saved-pick-status.ts';
import { bioBoostTrend, teamRecord } from './team-facts.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('avatar type by magic bytes', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(avatarTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(avatarTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    const webp = [...'RIFF'].map((c) => c.charCodeAt(0));
    expect(avatarTypeOf(bytes(...webp, 1, 2, 3, 4, ...[...'WEBP'].map((c) => c.charCodeAt(0))))).toBe(
      'image/webp',
    );
  });

  it('refuses SVG, GIF, a RIFF that is not WebP and truncated headers', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(avatarTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(avatarTypeOf(text('GIF89a....'))).toBeUndefined();
    expect(avatarTypeOf(text('RIFF1234WAVEfmt '))).toBeUndefined();
    expect(avatarTypeOf(bytes(0x89, 0x50, 0x4e))).toBeUndefined();
    expect(avatarTypeOf(bytes())).toBeUndefined();
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Silver Back')).toBe('SB');
    expect(initialsOf('mary jane watson')).toBe('MW');
    expect(initialsOf('koko')).toBe('K');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    // Punctuation is skipped to the first letter or digit of each word; runs of spaces split once.
    expect(initialsOf('  (Koko)   "banana"  ')).toBe('KB');
    expect(initialsOf('49ers fan')).toBe('4F');
  });

  it('is never longer than two characters and never empty', () => {
    assertProperty(
      fc.property(fc.string(), (name) => {
        const out = initialsOf(name);
        expect([...out].length).toBeGreaterThanOrEqual(1);
        expect([...out].length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('saved pick status', () => {
  const game = { homeTeam: 'KC', awayTeam: 'BUF' };
  it('is pending until the score is known, then graded straight up', () => {
    expect(savedPickStatus('KC', { ...game, result: null })).toBe('pending');
    expect(savedPickStatus('KC', { ...game, result: { homeScore: 27, awayScore: 24 } })).toBe('won');
    expect(savedPickStatus('BUF', { ...game, result: { homeScore: 27, awayScore: 24 } })).toBe('lost');
    expect(savedPickStatus('BUF', { ...game, result: { homeScore: 20, awayScore: 20 } })).toBe('push');
    expect(() => savedPickStatus('NYJ', { ...game, result: { homeScore: 1, awayScore: 0 } })).toThrow(
      'NYJ does not play BUF at KC',
    );
  });

  it('gives the two sides opposite grades', () => {
    assertProperty(
      fc.property(fc.nat(70), fc.nat(70), (homeScore, awayScore) => {
        const result = { homeScore, awayScore };
        const home = savedPickStatus('KC', { ...game, result });
        const away = savedPickStatus('BUF', { ...game, result });
        const opposite = { won: 'lost', lost: 'won', push: 'push', pending: 'pending' } as const;
        expect(away).toBe(opposite[home]);
      }),
    );
  });
});

describe('favourite team facts', () => {
  it('counts the record from known final scores only', () => {
    const games = [
      { homeTeam: 'KC', awayTeam: 'BUF', homeScore: 27, awayScore: 24 },
      { homeTeam: 'DEN', awayTeam: 'KC', homeScore: 20, awayScore: 17 },
      { homeTeam: 'KC', awayTeam: 'LV', homeScore: 10, awayScore: 10 },
      { homeTeam: 'KC', awayTeam: 'LAC', homeScore: null, awayScore: null },
      { homeTeam: 'NYJ', awayTeam: 'MIA', homeScore: 3, awayScore: 30 },
      { homeTeam: 'KC', awayTeam: 'CIN', homeScore: 13, awayScore: 16 },
      // Half a score is no final score, whichever half is missing.
      { homeTeam: 'KC', awayTeam: 'DAL', homeScore: 20, awayScore: null },
      { homeTeam: 'HOU', awayTeam: 'KC', homeScore: null, awayScore: 7 },
    ];
    expect(teamRecord('KC', games)).toEqual({ wins: 1, losses: 2, ties: 1 });
    expect(teamRecord('MIA', games)).toEqual({ wins: 1, losses: 0, ties: 0 });
    expect(teamRecord('NYJ', games)).toEqual({ wins: 0, losses: 1, ties: 0 });
    expect(teamRecord('SF', games)).toEqual({ wins: 0, losses: 0, ties: 0 });
  });

  it('calls the BioBoost trend from the last four values', () => {
    expect(bioBoostTrend([])).toBeNull();
    expect(bioBoostTrend([60])).toBeNull();
    expect(bioBoostTrend([60, 63])).toBe('up');
    expect(bioBoostTrend([60, 62.9])).toBe('stable');
    expect(bioBoostTrend([70, 50, 60, 66])).toBe('down');
    // Only the last four count: the 20 is out of the window.
    expect(bioBoostTrend([20, 60, 55, 58, 61])).toBe('stable');
  });

  it('reverses the trend when the values are mirrored', () => {
    assertProperty(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 8 }), (values) => {
        const mirrored = bioBoostTrend(values.map((v) => 100 - v));
        const flip = { up: 'down', down: 'up', stable: 'stable' } as const;
        const trend = bioBoostTrend(values);
        expect(mirrored).toBe(trend === null ? null : flip[trend]);
      }),
    );
  });
});

describe('alerts a person asked for', () => {
  it('follows the line-move and injury toggles; weather always shows', () => {
    expect(alertTypesFor({ lineMovementAlerts: true, injuryAlerts: true })).toEqual([
      'line_movement',
      'sharp_money',
      'injury',
      'weather',
    ]);
    expect(alertTypesFor({ lineMovementAlerts: false, injuryAlerts: false })).toEqual(['weather']);
  });

  it('keeps alerts of games a favourite team plays', () => {
    const alert = { team: 'BUF', homeTeam: 'KC', awayTeam: 'BUF' };
    expect(concernsTeams(alert, [])).toBe(true);
    expect(concernsTeams(alert, ['KC'])).toBe(true);
    expect(concernsTeams({ ...alert, team: null }, ['BUF'])).toBe(true);
    expect(concernsTeams(alert, ['SF', 'DAL'])).toBe(false);
    // One favourite in the game is enough; an alert naming a team counts for that team's fans.
    expect(concernsTeams(alert, ['SF', 'KC'])).toBe(true);
    expect(concernsTeams({ ...alert, team: 'NYJ' }, ['NYJ'])).toBe(true);
  });
});
