// Checks that let the compiler follow what the code already knows, in place of `as` casts
// (decision 130). Each one tests the value at run time, so a wrong belief fails loudly where it
// is first wrong instead of travelling on as `undefined` or NaN.

/** True when `value` is one of `values` (a select's value, a stored text, a tab name). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((v) => v === value);
}

/**
 * The element at `index` (negative counts from the end, as `Array.prototype.at`), or a RangeError:
 * for indices the algorithm keeps in range (a median's middle, a loop's previous row), where reading
 * past the end would be a bug, not a case to handle.
 */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index < 0 ? items.length + index : index];
  if (item === undefined) throw new RangeError(`index ${index} outside a list of ${items.length}`);
  return item;
}

/** The keys of a record literal, typed as its keys (`Object.keys` returns `string[]`). */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(record).filter((k): k is K => Object.hasOwn(record, k));
}

/** What was thrown, as an Error: itself when it is one, else an Error whose message is its text. */
export function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/** The `code` a Node system error carries (`'ENOENT'`, `'EEXIST'`, `'EADDRINUSE'`), if what was thrown has one. */
export function errorCode(thrown: unknown): string | undefined {
  if (typeof thrown !== 'object' || thrown === null || !('code' in thrown)) return undefined;
  return typeof thrown.code === 'string' ? thrown.code : undefined;
}

/** True for an object whose fields may be read after a typeof check (a parsed body, a thrown value). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
