// A DFS salary slate's id and its name for people. The ingest names a slate from the site, season, week
// and the days its games are played on ('dk-2025-wk12-sun-mon'), or its game count when the file has no
// dates ('fd-2015-wk07-9-games'); an operator may give any name instead (`--slate NAME`). Screens show
// "DraftKings · Week 12 · Sun–Mon" (issue 21, decision 135), never the id.

export type DfsSite = 'draftkings' | 'fanduel';

const SITE_PREFIX: Record<DfsSite, string> = { draftkings: 'dk', fanduel: 'fd' };
const SITE_NAME: Record<string, string> = { dk: 'DraftKings', fd: 'FanDuel' };
export const SLATE_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAME: Record<string, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

export interface SlatePlace {
  site: DfsSite;
  season: number | null;
  week: number | null;
  /** The first and last game day (Eastern), or the number of games when the file has no dates. */
  span: { first: (typeof SLATE_DAYS)[number]; last: (typeof SLATE_DAYS)[number] } | { games: number };
}

/** The id the ingest stores: 'dk-2025-wk12-sun-mon', 'dk-2025-wk01-sun', 'fd-2015-wk07-9-games'. */
export function slateId({ site, season, week, span }: SlatePlace): string {
  const prefix = `${SITE_PREFIX[site]}-${season ?? 'unknown'}-wk${String(week ?? 0).padStart(2, '0')}`;
  if ('games' in span) return `${prefix}-${span.games}-games`;
  return span.first === span.last ? `${prefix}-${span.first}` : `${prefix}-${span.first}-${span.last}`;
}

const DAYS = `(${SLATE_DAYS.join('|')})`;
// Optional site prefix: slates imported before the prefix was added read '2025-wk12-sun-mon'.
const SLATE_ID = new RegExp(
  `^(?:(dk|fd)-)?(\\d{4}|unknown)-wk(\\d{2})-(?:(\\d+)-games|${DAYS}(?:-${DAYS})?)$`,
);

/**
 * The slate's name for people: "DraftKings · Week 12 · Sun–Mon", "FanDuel · Week 7 · 9 games". `site`
 * names the site of an id without its prefix (the older form). A name that is not an id of ours was
 * chosen by the operator and is shown as given.
 */
export function slateDisplayName(id: string, site?: DfsSite): string {
  const match = SLATE_ID.exec(id);
  if (!match) return id;
  const [, prefix, , week, games, first, last] = match;
  const siteName = SITE_NAME[prefix ?? (site ? SITE_PREFIX[site] : '')];
  const weekNumber = Number(week);
  const days = games
    ? `${Number(games)} ${Number(games) === 1 ? 'game' : 'games'}`
    : [first, last].flatMap((d) => (d ? [DAY_NAME[d]] : [])).join('–');
  return [siteName, weekNumber > 0 ? `Week ${weekNumber}` : undefined, days]
    .filter((part) => part !== undefined)
    .join(' · ');
}
