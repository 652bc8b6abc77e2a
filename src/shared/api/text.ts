// The one rule for text a client sends (issue 20): no C0 control character and no DEL. A NUL byte
// reached PostgreSQL, which refuses it in text ("invalid byte sequence"), and came back as a 500 with
// the failed SQL in the log; other controls have no place in a name, a title or an id either. A field
// that holds paragraphs (a challenge description) keeps tab, line feed and carriage return.
// Every string of every request schema carries one of the two refinements below; request-text.test.ts
// walks the routes of the app and fails on a request string without one.
// See docs/decisions/095-hostile-input-tokens-and-docs.md.
import type { z } from 'zod';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, less \t \n \r.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_MESSAGE = 'must not contain control characters (such as a NUL byte)';

/** The refinement itself (tests recognise it by identity). */
export const hasNoControl = (value: string): boolean => !ANY_CONTROL.test(value);
export const hasNoControlButLineBreaks = (value: string): boolean => !CONTROL_BUT_LINE_BREAKS.test(value);

/** One line of text: a name, a title, an id, a token, a path segment. */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(hasNoControl, { error: CONTROL_MESSAGE }) as T;
}

/** Text that may span lines (tab, LF and CR allowed). */
export function multiLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(hasNoControlButLineBreaks, { error: CONTROL_MESSAGE }) as T;
}
