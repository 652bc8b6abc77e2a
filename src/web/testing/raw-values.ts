// What no page may show a person (issue 21, decision 103): the values code holds, not the ones people
// read. The e2e suite runs it on the text of every screen it checks (tests/e2e/screen-checks.ts); text
// inside <code> (the commands a first run shows) is left out before it gets here.

interface RawValueRule {
  name: string;
  pattern: RegExp;
}

const RULES: RawValueRule[] = [
  // Three or more decimals: a figure nobody rounded ("67.05656744332072", a 0.523 probability).
  { name: 'an unrounded decimal', pattern: /(?<![\d.])\d+\.\d{3,}(?![.\d])/g },
  // A key from the code or the database ("nflverse_close", "sbr_open", "sunday_early").
  { name: 'a raw id', pattern: /(?<![\w@./-])[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9](?![\w@/-])/g },
  // An HTTP status code opening a message ("422: Limit reached").
  { name: 'an HTTP status code', pattern: /(?<![\w:.,$−+-])[1-5]\d\d: /g },
  // A unit glued to a missing figure ("rain —%", "$—").
  { name: 'a unit on a missing figure', pattern: /—\s?%|\$\s?—|—\s?°/g },
  // Arithmetic or rendering that went wrong.
  { name: 'a broken value', pattern: /\bNaN\b|\bInfinity\b|\bundefined\b|\[object Object\]/g },
];

// Text that may carry such characters on purpose: addresses and version numbers.
const SAFE = [/\bhttps?:\/\/\S+/g, /\b[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /\bv?\d+\.\d+\.\d+(?:[-+][\w.]+)?\b/g];

/** Each raw value in `text`, as "rule: the match in its context", or [] when none. */
export function rawValues(text: string): string[] {
  const cleaned = SAFE.reduce((t, pattern) => t.replace(pattern, ' '), text);
  const found: string[] = [];
  for (const rule of RULES) {
    for (const match of cleaned.matchAll(rule.pattern)) {
      const at = match.index ?? 0;
      const context = cleaned.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ');
      found.push(`${rule.name} "${match[0]}" in "…${context.trim()}…"`);
    }
  }
  return found;
}
