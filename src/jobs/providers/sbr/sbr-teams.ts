// SBR's team names (city spellings without spaces, with a few one-off typos) to our team codes.
// Listed by hand from every name in the 15 workbooks of the data pack (nfl/lines/README).

const NAMES: Record<string, string> = {
  Arizona: 'ARI',
  Atlanta: 'ATL',
  Baltimore: 'BAL',
  Buffalo: 'BUF',
  BuffaloBills: 'BUF',
  Carolina: 'CAR',
  Chicago: 'CHI',
  Cincinnati: 'CIN',
  Cleveland: 'CLE',
  Dallas: 'DAL',
  Denver: 'DEN',
  Detroit: 'DET',
  GreenBay: 'GB',
  Houston: 'HOU',
  HoustonTexans: 'HOU',
  Indianapolis: 'IND',
  Jacksonville: 'JAX',
  KansasCity: 'KC',
  Kansas: 'KC',
  KCChiefs: 'KC',
  // Our codes are the franchises' current ones: the Chargers, Rams and Raiders moved (decision 007).
  LAChargers: 'LAC',
  SanDiego: 'LAC',
  LARams: 'LA',
  LosAngeles: 'LA',
  'St.Louis': 'LA',
  LasVegas: 'LV',
  LVRaiders: 'LV',
  Oakland: 'LV',
  Miami: 'MIA',
  Minnesota: 'MIN',
  NYGiants: 'NYG',
  NYJets: 'NYJ',
  NewEngland: 'NE',
  NewOrleans: 'NO',
  Philadelphia: 'PHI',
  Pittsburgh: 'PIT',
  SanFrancisco: 'SF',
  Seattle: 'SEA',
  TampaBay: 'TB',
  Tampa: 'TB',
  Tennessee: 'TEN',
  Washington: 'WAS',
  Washingtom: 'WAS',
};

/** 'NewYork' appears once: Giants or Jets, told apart by the opponent when matched to the schedule. */
export const AMBIGUOUS_NEW_YORK = ['NYG', 'NYJ'] as const;

/**
 * The team codes an SBR name can stand for: one code, both New York codes for 'NewYork', or none for
 * a name we do not know.
 */
export function sbrTeamCodes(name: string): readonly string[] {
  const trimmed = name.trim();
  if (trimmed === 'NewYork') return AMBIGUOUS_NEW_YORK;
  const code = NAMES[trimmed];
  return code ? [code] : [];
}
