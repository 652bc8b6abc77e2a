// The 32 franchises as public reference facts, curated by hand (not copied from any data file) so that
// the browser, the model and the ingest agree on one code per franchise. Codes are nflverse's.
// Colours are the clubs' published brand colours; emojis are our own playful picks.
// See docs/decisions/007-reference-data-as-code.md.

export type Conference = 'AFC' | 'NFC';
export type Division = 'East' | 'North' | 'South' | 'West';

export interface TeamInfo {
  /** nflverse code, e.g. 'KC', 'LA' (Rams), 'LAC'. */
  code: string;
  name: string;
  nickname: string;
  location: string;
  conference: Conference;
  division: Division;
  primaryColor: string;
  secondaryColor: string;
  emoji: string;
  /** Codes this franchise used before a move (OAK, SD, STL). */
  formerCodes: string[];
  /** Other spellings used by data sources (ESPN, 538, DraftKings, PFR, DynastyProcess, …). */
  otherCodes: string[];
  /** Earlier full names, as books and old data files write them. */
  formerNames: string[];
}

const team = (
  code: string,
  location: string,
  nickname: string,
  conference: Conference,
  division: Division,
  primaryColor: string,
  secondaryColor: string,
  emoji: string,
  aliases: { former?: string[]; other?: string[]; names?: string[] } = {},
): TeamInfo => ({
  code,
  name: `${location} ${nickname}`,
  nickname,
  location,
  conference,
  division,
  primaryColor,
  secondaryColor,
  emoji,
  formerCodes: aliases.former ?? [],
  otherCodes: aliases.other ?? [],
  formerNames: aliases.names ?? [],
});

export const TEAMS: readonly TeamInfo[] = [
  team('ARI', 'Arizona', 'Cardinals', 'NFC', 'West', '#97233F', '#000000', '🐦', {
    other: ['ARZ', 'CRD'],
    names: ['Phoenix Cardinals', 'St. Louis Cardinals'],
  }),
  team('ATL', 'Atlanta', 'Falcons', 'NFC', 'South', '#A71930', '#000000', '🪶'),
  team('BAL', 'Baltimore', 'Ravens', 'AFC', 'North', '#241773', '#9E7C0C', '🐦‍⬛', { other: ['RAV', 'BLT'] }),
  team('BUF', 'Buffalo', 'Bills', 'AFC', 'East', '#00338D', '#C60C30', '🦬'),
  team('CAR', 'Carolina', 'Panthers', 'NFC', 'South', '#0085CA', '#101820', '🐈‍⬛'),
  team('CHI', 'Chicago', 'Bears', 'NFC', 'North', '#0B162A', '#C83803', '🐻'),
  team('CIN', 'Cincinnati', 'Bengals', 'AFC', 'North', '#FB4F14', '#000000', '🐅'),
  team('CLE', 'Cleveland', 'Browns', 'AFC', 'North', '#311D00', '#FF3C00', '🐶', { other: ['CLV'] }),
  team('DAL', 'Dallas', 'Cowboys', 'NFC', 'East', '#003594', '#869397', '🤠'),
  team('DEN', 'Denver', 'Broncos', 'AFC', 'West', '#FB4F14', '#002244', '🐎'),
  team('DET', 'Detroit', 'Lions', 'NFC', 'North', '#0076B6', '#B0B7BC', '🦁'),
  team('GB', 'Green Bay', 'Packers', 'NFC', 'North', '#203731', '#FFB612', '🧀', { other: ['GNB', 'GBP'] }),
  team('HOU', 'Houston', 'Texans', 'AFC', 'South', '#03202F', '#A71930', '🐂', { other: ['HTX'] }),
  team('IND', 'Indianapolis', 'Colts', 'AFC', 'South', '#002C5F', '#A2AAAD', '🐴', {
    other: ['CLT'],
    names: ['Baltimore Colts'],
  }),
  team('JAX', 'Jacksonville', 'Jaguars', 'AFC', 'South', '#006778', '#D7A22A', '🐆', { other: ['JAC'] }),
  team('KC', 'Kansas City', 'Chiefs', 'AFC', 'West', '#E31837', '#FFB81C', '🏹', { other: ['KAN', 'KCC'] }),
  team('LA', 'Los Angeles', 'Rams', 'NFC', 'West', '#003594', '#FFA300', '🐏', {
    former: ['STL'],
    other: ['LAR', 'RAM'],
    names: ['St. Louis Rams'],
  }),
  team('LAC', 'Los Angeles', 'Chargers', 'AFC', 'West', '#0080C6', '#FFC20E', '⚡', {
    former: ['SD'],
    other: ['SDG', 'SDC'],
    names: ['San Diego Chargers'],
  }),
  team('LV', 'Las Vegas', 'Raiders', 'AFC', 'West', '#000000', '#A5ACAF', '⚔️', {
    former: ['OAK'],
    other: ['LVR', 'RAI'],
    names: ['Oakland Raiders', 'Los Angeles Raiders'],
  }),
  team('MIA', 'Miami', 'Dolphins', 'AFC', 'East', '#008E97', '#FC4C02', '🐬'),
  team('MIN', 'Minnesota', 'Vikings', 'NFC', 'North', '#4F2683', '#FFC62F', '🛡️'),
  team('NE', 'New England', 'Patriots', 'AFC', 'East', '#002244', '#C60C30', '🪖', {
    other: ['NWE', 'NEP'],
    names: ['Boston Patriots'],
  }),
  team('NO', 'New Orleans', 'Saints', 'NFC', 'South', '#D3BC8D', '#101820', '⚜️', { other: ['NOR', 'NOS'] }),
  team('NYG', 'New York', 'Giants', 'NFC', 'East', '#0B2265', '#A71930', '🗽'),
  team('NYJ', 'New York', 'Jets', 'AFC', 'East', '#125740', '#FFFFFF', '✈️'),
  team('PHI', 'Philadelphia', 'Eagles', 'NFC', 'East', '#004C54', '#A5ACAF', '🦅'),
  team('PIT', 'Pittsburgh', 'Steelers', 'AFC', 'North', '#FFB612', '#101820', '⚙️'),
  team('SEA', 'Seattle', 'Seahawks', 'NFC', 'West', '#002244', '#69BE28', '🌊'),
  team('SF', 'San Francisco', '49ers', 'NFC', 'West', '#AA0000', '#B3995D', '⛏️', { other: ['SFO'] }),
  team('TB', 'Tampa Bay', 'Buccaneers', 'NFC', 'South', '#D50A0A', '#34302B', '🏴‍☠️', {
    other: ['TAM', 'TBB'],
  }),
  team('TEN', 'Tennessee', 'Titans', 'AFC', 'South', '#0C2340', '#4B92DB', '🔥', {
    other: ['OTI'],
    names: ['Tennessee Oilers', 'Houston Oilers'],
  }),
  team('WAS', 'Washington', 'Commanders', 'NFC', 'East', '#5A1414', '#FFB612', '🎖️', {
    other: ['WSH'],
    names: ['Washington Redskins', 'Washington Football Team'],
  }),
];

const byCode = new Map<string, TeamInfo>();
const byName = new Map<string, TeamInfo>();
for (const info of TEAMS) {
  for (const code of [info.code, ...info.formerCodes, ...info.otherCodes]) byCode.set(code, info);
  for (const name of [info.name, ...info.formerNames]) byName.set(normaliseName(name), info);
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The current nflverse code for any historical or alternate team code; undefined when unknown. */
export function canonicalTeamCode(code: string): string | undefined {
  return byCode.get(code.trim().toUpperCase())?.code;
}

/** The current nflverse code for a full team name ('Washington Commanders', 'Oakland Raiders'). */
export function teamCodeByName(name: string): string | undefined {
  return byName.get(normaliseName(name))?.code;
}

export function teamInfo(code: string): TeamInfo | undefined {
  const canonical = canonicalTeamCode(code);
  return canonical === undefined ? undefined : byCode.get(canonical);
}
