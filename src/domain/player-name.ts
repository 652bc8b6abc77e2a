/**
 * A player's name reduced for matching across sources: 'Odell Beckham Jr.' and 'odell beckham' meet,
 * as do 'Ja'Marr Chase' and 'JaMarr Chase'. Suffixes, accents and punctuation are dropped.
 */
/**
 * mergeName with its answers remembered, for one pass over many rows that repeat names (a player is
 * listed week after week): the same answers, each worked out once (decision 110).
 */
export function rememberedMergeName(): (name: string) => string {
  const names = new Map<string, string>();
  return (name) => {
    let merged = names.get(name);
    if (merged === undefined) {
      merged = mergeName(name);
      names.set(name, merged);
    }
    return merged;
  };
}

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
