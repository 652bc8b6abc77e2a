// Spec 01 §2 local-only preferences of the home alerts panel, kept on this device. Push and email
// delivery come with accounts and notifications; until then these are saved here and say so.
import { z } from 'zod';

const KEY = 'gg:juice-watch-preferences';

export const INTENSITIES = ['zen', 'alpha', 'bananas'] as const;
export const Preferences = z.object({
  juiceWatch: z.boolean().default(true),
  intensity: z.enum(INTENSITIES).default('alpha'),
  satiricalMode: z.boolean().default(false),
  soundEffects: z.boolean().default(false),
  pushNotifications: z.boolean().default(true),
  weeklyDigest: z.boolean().default(false),
});
export type Preferences = z.infer<typeof Preferences>;

export const DEFAULT_PREFERENCES: Preferences = Preferences.parse({});

export function readPreferences(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Preferences {
  try {
    const parsed = Preferences.safeParse(JSON.parse(storage?.getItem(KEY) ?? '{}'));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(
  value: Preferences,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    storage?.setItem(KEY, JSON.stringify(value));
    return storage !== undefined;
  } catch {
    return false;
  }
}
