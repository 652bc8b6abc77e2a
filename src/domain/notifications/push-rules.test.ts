import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertPayload,
  DEFAULT_PUSH_PREFERENCES,
  decidePush,
  inQuietHours,
  PUSH_CAP_PER_HOUR,
  type PushableAlert,
  type PushPreferences,
  wantsAlert,
} from './push-rules.ts';

const steam: PushableAlert = { type: 'sharp_money', urgency: 'medium', homeTeam: 'KC', awayTeam: 'BUF' };
const injury: PushableAlert = { type: 'injury', urgency: 'high', homeTeam: 'DAL', awayTeam: 'PHI' };
const weather: PushableAlert = { type: 'weather', urgency: 'low', homeTeam: 'GB', awayTeam: 'CHI' };
const prefs = (over: Partial<PushPreferences> = {}): PushPreferences => ({
  ...DEFAULT_PUSH_PREFERENCES,
  ...over,
});

describe('wantsAlert', () => {
  it('follows spec 02 §8 defaults: every Juice Watch alert, critical or not', () => {
    expect([steam, injury, weather].map((a) => wantsAlert(prefs(), a, []))).toEqual([true, true, true]);
  });

  it('reads each toggle for its own kind only', () => {
    expect(wantsAlert(prefs({ lineMovements: false }), steam, [])).toBe(false);
    expect(wantsAlert(prefs({ lineMovements: false }), injury, [])).toBe(true);
    expect(wantsAlert(prefs({ playerUpdates: false }), injury, [])).toBe(false);
    expect(wantsAlert(prefs({ playerUpdates: false }), steam, [])).toBe(true);
    expect(wantsAlert(prefs({ juiceWatch: false }), weather, [])).toBe(false);
  });

  it('critical only keeps the high-urgency alerts', () => {
    expect(wantsAlert(prefs({ criticalOnly: true }), injury, [])).toBe(true);
    expect(wantsAlert(prefs({ criticalOnly: true }), steam, [])).toBe(false);
  });

  it('favourite teams only matches either side of the game', () => {
    const only = prefs({ favoriteTeamsOnly: true });
    expect(wantsAlert(only, steam, ['BUF'])).toBe(true); // away side
    expect(wantsAlert(only, steam, ['KC'])).toBe(true); // home side
    expect(wantsAlert(only, steam, ['DAL'])).toBe(false);
    expect(wantsAlert(only, steam, [])).toBe(false);
  });
});

describe('inQuietHours', () => {
  // 2025-12-12T03:30Z is 22:30 on Dec 11 in New York (EST, UTC−5) and 19:30 in Los Angeles (UTC−8).
  const at = new Date('2025-12-12T03:30:00Z');

  it('reads the hour on the person’s own clock', () => {
    expect(inQuietHours(prefs({ quietHours: { start: 22, end: 23 } }), at)).toBe(true);
    expect(
      inQuietHours(prefs({ quietHours: { start: 22, end: 23 }, timeZone: 'America/Los_Angeles' }), at),
    ).toBe(false);
  });

  it('wraps midnight when start is after end, and the end hour is not quiet', () => {
    const night = prefs({ quietHours: { start: 22, end: 7 } });
    expect(inQuietHours(night, at)).toBe(true); // 22:30
    expect(inQuietHours(night, new Date('2025-12-12T11:59:00Z'))).toBe(true); // 06:59 EST
    expect(inQuietHours(night, new Date('2025-12-12T12:00:00Z'))).toBe(false); // 07:00 EST
    expect(inQuietHours(night, new Date('2025-12-12T02:59:00Z'))).toBe(false); // 21:59 EST
  });

  it('has none when unset or empty', () => {
    expect(inQuietHours(prefs(), at)).toBe(false);
    expect(inQuietHours(prefs({ quietHours: { start: 5, end: 5 } }), at)).toBe(false);
  });
});

describe('decidePush', () => {
  const at = new Date('2025-12-12T18:00:00Z'); // 13:00 EST
  it('sends until the hourly cap, then records capped', () => {
    expect(PUSH_CAP_PER_HOUR).toBe(4);
    expect(decidePush(prefs(), steam, [], 3, at)).toBe('send');
    expect(decidePush(prefs(), steam, [], 4, at)).toBe('capped');
  });
  it('puts unwanted before quiet before capped', () => {
    const quiet = prefs({ quietHours: { start: 12, end: 14 } });
    expect(decidePush(quiet, steam, [], 9, at)).toBe('quiet');
    expect(decidePush({ ...quiet, lineMovements: false }, steam, [], 9, at)).toBe('unwanted');
  });
  it('never sends to someone who turned Juice Watch off, whatever else holds', () => {
    const types = fc.constantFrom('line_movement', 'injury', 'weather', 'sharp_money' as const);
    const urgencies = fc.constantFrom('high', 'medium', 'low' as const);
    fc.assert(
      fc.property(
        types,
        urgencies,
        fc.nat(10),
        fc.date({ noInvalidDate: true }),
        (type, urgency, sent, when) => {
          const alert = { type, urgency, homeTeam: 'KC', awayTeam: 'BUF' } as PushableAlert;
          expect(decidePush(prefs({ juiceWatch: false }), alert, ['KC'], sent, when)).toBe('unwanted');
          // And with everything on and nobody quiet, only the cap can stop it.
          expect(decidePush(prefs(), alert, [], sent, when)).toBe(sent >= 4 ? 'capped' : 'send');
        },
      ),
    );
  });
});

describe('alertPayload', () => {
  it('maps urgency to the spec’s levels and opens the game', () => {
    const payload = alertPayload({
      id: 42,
      title: 'Steam on KC',
      description: 'Three books moved KC −3 to −4.5 in 20 minutes',
      urgency: 'high',
      gameId: '2025_15_BUF_KC',
    });
    expect(payload).toEqual({
      title: 'Steam on KC',
      body: 'Three books moved KC −3 to −4.5 in 20 minutes',
      url: '/games/2025_15_BUF_KC',
      tag: 'alert-42',
      level: 'full_bananas',
      requireInteraction: true,
    });
    expect(alertPayload({ id: 1, title: '', description: '', urgency: 'low', gameId: 'g' }).level).toBe(
      'zen_gorilla',
    );
  });
});
