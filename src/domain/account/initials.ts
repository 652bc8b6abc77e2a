// The avatar shown when no image is uploaded: up to two initials of the display name.

/** "Silver Back" → "SB", "koko" → "K", "  " → "?". Letters from any script count. */
export function initialsOf(name: string): string {
  // Runs of spaces leave empty words, which carry no letter and drop out with the filter below.
  const letters = name
    .split(/\s/)
    .map((w) => [...w].find((c) => /\p{L}|\p{N}/u.test(c)))
    .filter((c): c is string => c !== undefined);
  if (letters.length === 0) return '?';
  const picked = letters.length === 1 ? letters : [letters[0], letters[letters.length - 1]];
  return picked.join('').toLocaleUpperCase('en-US');
}
