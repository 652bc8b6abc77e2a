// Spec 02 §2: read time is the word count divided by 200, rounded up.
import { WORDS_PER_MINUTE } from '../../shared/api/blog.ts';

/** Words of plain text: runs of letters or digits (with inner apostrophes, hyphens, dots). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read `words` at 200 a minute, rounded up; an empty post reads in 0. */
export function readMinutes(words: number): number {
  return Math.ceil(words / WORDS_PER_MINUTE);
}
