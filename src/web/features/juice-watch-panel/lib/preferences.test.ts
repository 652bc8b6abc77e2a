import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, readPreferences, savePreferences } from './preferences.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('Juice Watch local preferences (spec 01 §2)', () => {
  it('starts from the spec defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      juiceWatch: true,
      intensity: 'alpha',
      satiricalMode: false,
      soundEffects: false,
      pushNotifications: true,
      weeklyDigest: false,
    });
    expect(readPreferences(memory())).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps what was saved and ignores a broken entry', () => {
    const s = memory();
    savePreferences({ ...DEFAULT_PREFERENCES, intensity: 'bananas', weeklyDigest: true }, s);
    expect(readPreferences(s)).toMatchObject({ intensity: 'bananas', weeklyDigest: true });
    s.setItem('gg:juice-watch-preferences', '{not json');
    expect(readPreferences(s)).toEqual(DEFAULT_PREFERENCES);
  });
});
