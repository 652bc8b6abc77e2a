// The one way the web app reads and writes this device's localStorage entries: a broken or foreign entry
// is ignored, never trusted (each read is parsed with its schema), and a full or disabled storage
// (private mode) only loses the copy, never the page.
import type { z } from 'zod';

export function readStored<S extends z.ZodType>(key: string, schema: S): z.output<S> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the page works without the cache.
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // As above: nothing to remove from a storage that cannot be read.
  }
}
