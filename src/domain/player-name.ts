/**
 * A player's name reduced for matching across sources: 'Odell Beckham Jr.' and 'odell beckham' meet,
 * as do 'Ja'Marr Chase' and 'JaMarr Chase'. Suffixes, accents and punctuation are dropped.
 */
export function mergeName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\b(jr|sr|ii|iii|iv|v)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
