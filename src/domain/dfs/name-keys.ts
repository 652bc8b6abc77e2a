// The spellings a DFS export may use for a player's name: his full name as rosters give it, his
// legal first name (rosters list 'Bam Knight' whose first name is Zonovan, as DraftKings writes),
// a nickname in parentheses dropped ('Corey (Philly) Brown'), and the common English short forms of
// first names ('Drew' for 'Andrew', 'Cam' for 'Cameron'). The short forms are a small hand-written
// list of everyday diminutives, not a list of players.

import { mergeName } from '../player-name.ts';

const SHORT_FORMS: readonly (readonly string[])[] = [
  ['andrew', 'drew', 'andy'],
  ['anthony', 'tony'],
  ['benjamin', 'ben'],
  ['cameron', 'cam'],
  ['christopher', 'chris'],
  ['daniel', 'dan', 'danny'],
  ['david', 'dave'],
  ['donald', 'don'],
  ['edward', 'ed', 'eddie'],
  ['gabriel', 'gabe'],
  ['gregory', 'greg'],
  ['jacob', 'jake'],
  ['james', 'jim', 'jimmy'],
  ['jeffrey', 'jeff'],
  ['jonathan', 'jon'],
  ['joseph', 'joe', 'joey'],
  ['joshua', 'josh'],
  ['kenneth', 'ken', 'kenny'],
  ['matthew', 'matt'],
  ['michael', 'mike'],
  ['mitchell', 'mitch'],
  ['nathaniel', 'nathan', 'nate'],
  ['nicholas', 'nick'],
  ['patrick', 'pat'],
  ['robert', 'rob', 'bob', 'bobby'],
  ['samuel', 'sam'],
  ['stephen', 'steven', 'steve', 'stevie'],
  ['thomas', 'tom', 'tommy'],
  ['timothy', 'tim'],
  ['william', 'will', 'bill', 'billy'],
  ['zachary', 'zach', 'zack'],
];

const ALTERNATES = new Map<string, readonly string[]>();
for (const group of SHORT_FORMS) for (const name of group) ALTERNATES.set(name, group);

/** 'Corey (Philly) Brown' → 'Corey Brown'. */
export function withoutNickname(name: string): string {
  return name.replace(/\([^)]*\)/g, ' ').replace(/"[^"]*"/g, ' ');
}

/** The exact key: the merged full name (suffixes, accents and punctuation dropped). */
export function exactKey(name: string): string {
  return mergeName(withoutNickname(name));
}

/** Keys under other common forms of the first name ('drew ogletree' → 'andrew ogletree', …). */
export function alternateKeys(name: string): string[] {
  const key = exactKey(name);
  const [first, ...rest] = key.split(' ');
  if (!first || rest.length === 0) return [];
  const group = ALTERNATES.get(first) ?? [];
  return group.filter((g) => g !== first).map((g) => [g, ...rest].join(' '));
}
